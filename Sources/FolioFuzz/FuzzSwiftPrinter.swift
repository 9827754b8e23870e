import Foundation

/// Prints a generated document as a Swift script that builds the same document with
/// Folio's views, so a failing case can be reproduced with `folio render`.
public enum FuzzSwiftPrinter {
  /// The script.
  public static func script(_ document: FuzzDocument) -> String {
    var lines = [
      "// Seed \(document.seed). Render with: folio render THIS.swift -o out.pdf",
      "import Folio", "",
      "let document = Document(",
      "  pageSize: PageSize(width: \(number(document.pageWidth)), height: \(number(document.pageHeight))),",
      "  margins: EdgeInsets(.all, \(number(document.margin)))",
      ") {",
    ]
    for element in document.elements {
      var element = self.element(element, indent: 1)
      if document.footer {
        element.append(
          "  .pageFooter { page in Text(\"Page \\(page.pageNumber) of \\(page.pageCount)\").font(.caption) }")
      }
      if let header = document.header {
        element.append("  .pageHeader { _ in Text(verbatim: \(literal(header))).font(.caption) }")
      }
      lines += element
    }
    lines.append("}")
    var script = lines.joined(separator: "\n") + "\n"
    if script.contains("FlowLayout(") { script += flowLayoutSource }
    return script
  }

  /// The custom layout the generator uses, for scripts that need it.
  static let flowLayoutSource = """

    /// Puts subviews in rows, wrapping at the proposed width.
    struct FlowLayout: Layout {
      var spacing: CGFloat

      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal: proposal, subviews: subviews).size
      }

      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal: ProposedViewSize(bounds.size), subviews: subviews)
        for (index, origin) in arrangement.origins.enumerated() {
          subviews[index].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
      }

      private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
        let maxWidth = proposal.width ?? .infinity
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var width: CGFloat = 0
        for subview in subviews {
          let size = subview.sizeThatFits(.unspecified)
          if x > 0 && x + size.width > maxWidth {
            x = 0
            y += rowHeight + spacing
            rowHeight = 0
          }
          origins.append(CGPoint(x: x, y: y))
          x += size.width + spacing
          width = max(width, x - spacing)
          rowHeight = max(rowHeight, size.height)
        }
        return (CGSize(width: width, height: y + rowHeight), origins)
      }
    }

    """

  private static func pad(_ indent: Int) -> String { String(repeating: "  ", count: indent) }

  private static func element(_ element: FuzzElement, indent: Int) -> [String] {
    let p = pad(indent)
    switch element {
    case .view(let view): return self.view(view, indent: indent)
    case .page(let view): return ["\(p)Page {"] + self.view(view, indent: indent + 1) + ["\(p)}"]
    case .pagedStack(let views):
      return ["\(p)PagedVStack(alignment: .leading, spacing: 6) {"]
        + views.flatMap { self.view($0, indent: indent + 1) }
        + ["\(p)}"]
    case .table(let columns, let rows):
      var lines = ["\(p)Table(\(literal(rows.map { $0 })) as [[String]]) {"]
      for (index, title) in columns.enumerated() {
        lines.append(
          "\(p)  TableColumn(\(literal(title))) { (row: [String]) in Text(verbatim: \(index) < row.count ? row[\(index)] : \"\") }"
        )
      }
      return lines + ["\(p)}"]
    case .labels(let template, let items):
      return [
        "\(p)LabelSheet(template: LabelTemplate.builtIn[\(template)], items: \(literal(items))) { item in",
        "\(p)  Text(verbatim: item).font(.system(size: 9)).padding(6)", "\(p)}",
      ]
    case .markdown(let source):
      return ["\(p)Markdown(\(literal(source)))"]
    case .contents(let headings, let references):
      var lines = [
        "\(p)PagedVStack(alignment: .leading, spacing: 4) {", "\(p)  TableOfContents()",
        "\(p)  ForEach(Array(\(literal(headings)).enumerated()), id: \\.offset) { index, heading in",
        "\(p)    Text(verbatim: heading).font(.headline).documentHeading(level: index % 3 + 1).id(index)",
        "\(p)    Text(verbatim: \"Section \\(index) text\")", "\(p)  }",
      ]
      if references {
        lines += [
          "\(p)  ForEach(0..<\(headings.count), id: \\.self) { index in",
          "\(p)    PageReference(to: index) { page in Text(verbatim: \"Heading \\(index) is on page \\(page)\") }",
          "\(p)  }",
        ]
      }
      return lines + ["\(p)}"]
    }
  }

  private static func children(_ views: [FuzzView], indent: Int) -> [String] {
    views.flatMap { view($0, indent: indent) }
  }

  private static func view(_ view: FuzzView, indent: Int) -> [String] {
    let p = pad(indent)
    switch view {
    case .text(let string, let markdown):
      return [
        markdown
          ? "\(p)Text(LocalizedStringKey(\(literal(string))))" : "\(p)Text(verbatim: \(literal(string)))"
      ]
    case .shape(let shape, let color):
      let made: String
      switch shape {
      case .rectangle: made = "Rectangle()"
      case .roundedRectangle: made = "RoundedRectangle(cornerRadius: 8)"
      case .circle: made = "Circle()"
      case .capsule: made = "Capsule()"
      case .ellipse: made = "Ellipse()"
      }
      return ["\(p)\(made).fill(\(self.color(color)))"]
    case .image(let kind):
      return [
        "\(p)Image(data: Data(base64Encoded: \"\(FuzzImages.data(kind).base64EncodedString())\")!, name: \"\(kind.rawValue) image\")"
      ]
    case .spacer(let length): return ["\(p)Spacer(minLength: \(length.map(number) ?? "nil"))"]
    case .divider: return ["\(p)Divider()"]
    case .stack(let kind, let spacing, let items):
      let spacing = spacing.map { "spacing: \(number($0))" }
      let head: String
      switch kind {
      case .hLeading:
        head = "HStack(\(["alignment: .top", spacing].compactMap { $0 }.joined(separator: ", ")))"
      case .hCenter: head = "HStack(\(spacing ?? ""))"
      case .hBaseline:
        head =
          "HStack(\(["alignment: .firstTextBaseline", spacing].compactMap { $0 }.joined(separator: ", ")))"
      case .vLeading:
        head = "VStack(\(["alignment: .leading", spacing].compactMap { $0 }.joined(separator: ", ")))"
      case .vCenter: head = "VStack(\(spacing ?? ""))"
      case .vTrailing:
        head = "VStack(\(["alignment: .trailing", spacing].compactMap { $0 }.joined(separator: ", ")))"
      case .zCenter: head = "ZStack"
      case .zTopLeading: head = "ZStack(alignment: .topLeading)"
      }
      return ["\(p)\(head) {"] + children(items, indent: indent + 1) + ["\(p)}"]
    case .grid(let rows):
      var lines = ["\(p)Grid {"]
      for row in rows { lines += ["\(p)  GridRow {"] + children(row, indent: indent + 2) + ["\(p)  }"] }
      return lines + ["\(p)}"]
    case .viewThatFits(let items):
      return ["\(p)ViewThatFits {"] + children(items, indent: indent + 1) + ["\(p)}"]
    case .flow(let items):
      return ["\(p)FlowLayout(spacing: 4) {"] + children(items, indent: indent + 1)
        + ["\(p)}"]
    case .forEach(let count, let child):
      return ["\(p)ForEach(0..<\(count), id: \\.self) { _ in"] + self.view(child, indent: indent + 1) + [
        "\(p)}"
      ]
    case .link(let url, let child):
      return ["\(p)Link(destination: URL(string: \(literal(url)))!) {"] + self.view(child, indent: indent + 1)
        + ["\(p)}"]
    case .barcode(let symbology, let value, _):
      let names: [FuzzBarcode: String] = [
        .code128: "code128", .code39: "code39", .ean13: "ean13", .qr: "qrCode",
      ]
      return ["\(p)Barcode(.\(names[symbology] ?? "code128"), value: \(literal(value))).frame(height: 40)"]
    case .modified(let child, let modifier):
      var lines = self.view(child, indent: indent)
      let modifierLines = self.modifier(modifier, indent: indent)
      lines += modifierLines
      return lines
    case .canvas(let texts, let points):
      return [
        "\(p)Canvas { context, size in",
        "\(p)  let points: [CGFloat] = [\(points.map(number).joined(separator: ", "))]",
        "\(p)  func point(_ index: Int) -> CGPoint {",
        "\(p)    CGPoint(x: points[(2 * index) % points.count] * size.width, y: points[(2 * index + 1) % points.count] * size.height)",
        "\(p)  }",
        "\(p)  context.fill(Path(CGRect(origin: point(3), size: CGSize(width: 20, height: 10))), with: .color(.yellow))",
      ]
        + texts.enumerated().map {
          "\(p)  context.draw(Text(verbatim: \(literal($0.element))), at: point(\($0.offset)))"
        }
        + ["\(p)}.frame(height: 80)"]
    case .geometry(let child):
      return ["\(p)GeometryReader { _ in"] + self.view(child, indent: indent + 1) + ["\(p)}"]
    case .lazyGrid(let kind, let size, let items):
      let item = [
        "GridItem(.fixed(\(number(size))))", "GridItem(.flexible(minimum: \(number(size))))",
        "GridItem(.adaptive(minimum: \(number(size))))",
      ][min(max(kind, 0), 2)]
      return ["\(p)LazyVGrid(columns: [\(item), \(item)]) {"] + children(items, indent: indent + 1) + [
        "\(p)}"
      ]
    case .gradient(let kind):
      return [
        [
          "\(p)Rectangle().fill(LinearGradient(colors: [.red, .blue, .yellow], startPoint: .top, endPoint: .bottom))",
          "\(p)Rectangle().fill(RadialGradient(colors: [.red, .blue, .yellow], center: .center, startRadius: 0, endRadius: 40))",
          "\(p)Rectangle().fill(AngularGradient(colors: [.red, .blue, .yellow], center: .center))",
        ][min(max(kind, 0), 2)]
      ]
    case .arc(let start, let end, let lineWidth):
      return [
        "\(p)Path { path in",
        "\(p)  path.addArc(center: CGPoint(x: 30, y: 30), radius: 25, startAngle: .degrees(\(number(start))), endAngle: .degrees(\(number(end))), clockwise: false)",
        "\(p)}.stroke(Color.black, lineWidth: \(number(lineWidth))).frame(width: 60, height: 60)",
      ]
    }
  }

  private static func modifier(_ modifier: FuzzModifier, indent: Int) -> [String] {
    let p = pad(indent) + "  "
    func optional(_ value: Double?) -> String { value.map(number) ?? "nil" }
    switch modifier {
    case .padding(let length): return ["\(p).padding(\(number(length)))"]
    case .frame(let width, let height):
      return ["\(p).frame(width: \(optional(width)), height: \(optional(height)))"]
    case .flexFrame(let minWidth, let maxWidth, let minHeight, let maxHeight):
      return [
        "\(p).frame(minWidth: \(optional(minWidth)), maxWidth: \(optional(maxWidth)), minHeight: \(optional(minHeight)), maxHeight: \(optional(maxHeight)))"
      ]
    case .offset(let x, let y): return ["\(p).offset(x: \(number(x)), y: \(number(y)))"]
    case .opacity(let value): return ["\(p).opacity(\(number(value)))"]
    case .rotation(let degrees): return ["\(p).rotationEffect(.degrees(\(number(degrees))))"]
    case .scale(let factor): return ["\(p).scaleEffect(\(number(factor)))"]
    case .clipped: return ["\(p).clipped()"]
    case .clipCircle: return ["\(p).clipShape(Circle())"]
    case .background(let color): return ["\(p).background(\(self.color(color)))"]
    case .overlay(let overlay):
      return ["\(p).overlay {"] + view(overlay, indent: indent + 2) + ["\(p)}"]
    case .fixedSize: return ["\(p).fixedSize()"]
    case .priority(let value): return ["\(p).layoutPriority(\(number(value)))"]
    case .aspectRatio(let ratio): return ["\(p).aspectRatio(\(optional(ratio)), contentMode: .fit)"]
    case .hidden: return ["\(p).hidden()"]
    case .lineLimit(let limit): return ["\(p).lineLimit(\(limit.map(String.init) ?? "nil"))"]
    case .font(let size, let bold, let design):
      let designs = [".default", ".serif", ".monospaced", ".rounded"]
      return [
        "\(p).font(.system(size: \(number(size)), weight: \(bold ? ".bold" : "nil"), design: \(designs[min(max(design, 0), 3)])))"
      ]
    case .foreground(let color): return ["\(p).foregroundStyle(\(self.color(color)))"]
    case .bookmark(let title): return ["\(p).bookmark(\(literal(title)))"]
    case .destination(let name): return ["\(p).linkDestination(\(literal(name)))"]
    case .textAlignment(let index):
      return ["\(p).multilineTextAlignment(\([".leading", ".center", ".trailing"][min(max(index, 0), 2)]))"]
    case .minimumScaleFactor(let factor): return ["\(p).minimumScaleFactor(\(number(factor)))"]
    case .truncation(let index):
      return ["\(p).truncationMode(\([".head", ".middle", ".tail"][min(max(index, 0), 2)]))"]
    case .position(let x, let y): return ["\(p).position(x: \(number(x)), y: \(number(y)))"]
    case .underline: return ["\(p).underline()"]
    case .strikethrough: return ["\(p).strikethrough()"]
    case .kerning(let value): return ["\(p).kerning(\(number(value)))"]
    case .baselineOffset(let value): return ["\(p).baselineOffset(\(number(value)))"]
    case .uppercase: return ["\(p).textCase(.uppercase)"]
    case .lineSpacing(let value): return ["\(p).lineSpacing(\(number(value)))"]
    case .allowsTightening: return ["\(p).allowsTightening(true)"]
    case .rightToLeft: return ["\(p).environment(\\.layoutDirection, .rightToLeft)"]
    case .pageBreak: return ["\(p).pageBreak()"]
    case .keepTogether: return ["\(p).keepTogether()"]
    case .border(let color, let width): return ["\(p).border(\(self.color(color)), width: \(number(width)))"]
    case .cornerRadius(let radius): return ["\(p).cornerRadius(\(number(radius)))"]
    }
  }

  private static func color(_ index: Int) -> String {
    [
      "Color.clear", "Color.black", "Color(red: 0.9, green: 0.2, blue: 0.2)",
      "Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.6)", "Color(white: 0.85)", "Color.yellow",
    ][min(max(index, 0), 5)]
  }

  /// A Swift literal for a number, spelling NaN and infinities.
  static func number(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// A Swift string literal.
  static func literal(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  private static func literal(_ strings: [String]) -> String {
    "[" + strings.map { literal($0) }.joined(separator: ", ") + "]"
  }

  private static func literal(_ rows: [[String]]) -> String {
    "[" + rows.map { literal($0) }.joined(separator: ", ") + "]"
  }
}

import Folio
import Foundation

/// Turns a generated document into Folio views.
public enum FuzzBuilder {
  /// The document.
  public static func document(_ fuzz: FuzzDocument) -> Document {
    let margins = EdgeInsets(.all, CGFloat(fuzz.margin))
    let footer = fuzz.footer
    let header = fuzz.header
    return Document(
      title: "Fuzz \(fuzz.seed)",
      pageSize: PageSize(width: CGFloat(fuzz.pageWidth), height: CGFloat(fuzz.pageHeight)),
      margins: margins
    ) {
      ForEach(Array(fuzz.elements.enumerated()), id: \.offset) { _, element in
        decorated(element: element, footer: footer, header: header)
      }
    }
  }

  private static func decorated(element: FuzzElement, footer: Bool, header: String?) -> AnyView {
    var view = self.element(element)
    if footer {
      view = AnyView(
        view.pageFooter { page in Text("Page \(page.pageNumber) of \(page.pageCount)").font(.caption) })
    }
    if let header { view = AnyView(view.pageHeader { _ in Text(verbatim: header).font(.caption) }) }
    return view
  }

  private static func element(_ element: FuzzElement) -> AnyView {
    switch element {
    case .view(let view): return view.built
    case .page(let view): return AnyView(Page { view.built })
    case .pagedStack(let views):
      return AnyView(
        PagedVStack(alignment: .leading, spacing: 6) {
          ForEach(Array(views.enumerated()), id: \.offset) { _, view in view.built }
        })
    case .table(let columns, let rows):
      return AnyView(
        Table(Array(rows.enumerated())) {
          for (index, title) in columns.enumerated() {
            TableColumn(title) { (row: (offset: Int, element: [String])) in
              Text(verbatim: index < row.element.count ? row.element[index] : "")
            }
          }
        })
    case .labels(let template, let items):
      let templates = LabelTemplate.builtIn
      return AnyView(
        LabelSheet(template: templates[min(max(template, 0), templates.count - 1)], items: items) { item in
          Text(verbatim: item).font(.system(size: 9)).padding(6)
        })
    case .markdown(let source):
      return AnyView(Markdown(source))
    case .contents(let headings, let references):
      return AnyView(
        PagedVStack(alignment: .leading, spacing: 4) {
          TableOfContents()
          ForEach(Array(headings.enumerated()), id: \.offset) { index, heading in
            Text(verbatim: heading).font(.headline).documentHeading(level: index % 3 + 1).id(index)
            Text(verbatim: "Section \(index) text")
          }
          if references {
            ForEach(headings.indices, id: \.self) { index in
              PageReference(to: index) { page in Text(verbatim: "Heading \(index) is on page \(page)") }
            }
          }
        })
    }
  }
}

extension FuzzView {
  /// The Folio view.
  var built: AnyView {
    switch self {
    case .text(let string, let markdown):
      return markdown ? AnyView(Text(LocalizedStringKey(string))) : AnyView(Text(verbatim: string))
    case .shape(let shape, let color):
      let fill = FuzzPalette.color(color)
      switch shape {
      case .rectangle: return AnyView(Rectangle().fill(fill))
      case .roundedRectangle: return AnyView(RoundedRectangle(cornerRadius: 8).fill(fill))
      case .circle: return AnyView(Circle().fill(fill))
      case .capsule: return AnyView(Capsule().fill(fill))
      case .ellipse: return AnyView(Ellipse().fill(fill))
      }
    case .image(let kind):
      return AnyView(Image(data: FuzzImages.data(kind), name: "\(kind.rawValue) image"))
    case .spacer(let length):
      return AnyView(Spacer(minLength: length.map { CGFloat($0) }))
    case .divider:
      return AnyView(Divider())
    case .stack(let kind, let spacing, let children):
      let spacing = spacing.map { CGFloat($0) }
      let content = ForEach(Array(children.enumerated()), id: \.offset) { _, child in child.built }
      switch kind {
      case .hLeading: return AnyView(HStack(alignment: .top, spacing: spacing) { content })
      case .hCenter: return AnyView(HStack(spacing: spacing) { content })
      case .hBaseline: return AnyView(HStack(alignment: .firstTextBaseline, spacing: spacing) { content })
      case .vLeading: return AnyView(VStack(alignment: .leading, spacing: spacing) { content })
      case .vCenter: return AnyView(VStack(spacing: spacing) { content })
      case .vTrailing: return AnyView(VStack(alignment: .trailing, spacing: spacing) { content })
      case .zCenter: return AnyView(ZStack { content })
      case .zTopLeading: return AnyView(ZStack(alignment: .topLeading) { content })
      }
    case .grid(let rows):
      return AnyView(
        Grid {
          ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
            GridRow { ForEach(Array(row.enumerated()), id: \.offset) { _, cell in cell.built } }
          }
        })
    case .viewThatFits(let children):
      return AnyView(
        ViewThatFits { ForEach(Array(children.enumerated()), id: \.offset) { _, child in child.built } })
    case .flow(let children):
      return AnyView(
        FuzzFlowLayout(spacing: 4) {
          ForEach(Array(children.enumerated()), id: \.offset) { _, child in child.built }
        })
    case .forEach(let count, let child):
      return AnyView(ForEach(0..<max(count, 0), id: \.self) { _ in child.built })
    case .link(let url, let child):
      guard let destination = URL(string: url) else { return child.built }
      return AnyView(Link(destination: destination) { child.built })
    case .barcode(let symbology, let value, _):
      let kind: BarcodeSymbology
      switch symbology {
      case .code128: kind = .code128
      case .code39: kind = .code39
      case .ean13: kind = .ean13
      case .qr: kind = .qrCode
      }
      return AnyView(Barcode(kind, value: value).frame(height: symbology == .qr ? 60 : 40))
    case .modified(let child, let modifier):
      return modifier.apply(to: child.built)
    case .canvas(let texts, let points):
      return AnyView(
        Canvas { context, size in
          func point(_ index: Int) -> CGPoint {
            CGPoint(
              x: CGFloat(points[(2 * index) % points.count]) * size.width,
              y: CGFloat(points[(2 * index + 1) % points.count]) * size.height)
          }
          context.fill(
            Path(CGRect(origin: point(3), size: CGSize(width: 20, height: 10))), with: .color(.yellow))
          for (index, text) in texts.enumerated() { context.draw(Text(verbatim: text), at: point(index)) }
        }.frame(height: 80))
    case .geometry(let child):
      return AnyView(GeometryReader { _ in child.built })
    case .lazyGrid(let kind, let size, let children):
      let item: GridItem
      switch kind {
      case 0: item = GridItem(.fixed(CGFloat(size)))
      case 1: item = GridItem(.flexible(minimum: CGFloat(size)))
      default: item = GridItem(.adaptive(minimum: CGFloat(size)))
      }
      return AnyView(
        LazyVGrid(columns: [item, item]) {
          ForEach(Array(children.enumerated()), id: \.offset) { _, child in child.built }
        })
    case .gradient(let kind):
      let colors = [Color.red, Color.blue, Color.yellow]
      switch kind {
      case 0:
        return AnyView(Rectangle().fill(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)))
      case 1:
        return AnyView(
          Rectangle().fill(RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 40)))
      default: return AnyView(Rectangle().fill(AngularGradient(colors: colors, center: .center)))
      }
    case .arc(let start, let end, let lineWidth):
      return AnyView(
        Path { path in
          path.addArc(
            center: CGPoint(x: 30, y: 30), radius: 25, startAngle: .degrees(start), endAngle: .degrees(end),
            clockwise: false)
        }.stroke(Color.black, lineWidth: CGFloat(lineWidth)).frame(width: 60, height: 60))
    }
  }
}

extension FuzzModifier {
  func apply(to view: AnyView) -> AnyView {
    func cg(_ value: Double?) -> CGFloat? { value.map { CGFloat($0) } }
    switch self {
    case .padding(let length): return AnyView(view.padding(CGFloat(length)))
    case .frame(let width, let height): return AnyView(view.frame(width: cg(width), height: cg(height)))
    case .flexFrame(let minWidth, let maxWidth, let minHeight, let maxHeight):
      return AnyView(
        view.frame(
          minWidth: cg(minWidth), maxWidth: cg(maxWidth), minHeight: cg(minHeight), maxHeight: cg(maxHeight)))
    case .offset(let x, let y): return AnyView(view.offset(x: CGFloat(x), y: CGFloat(y)))
    case .opacity(let value): return AnyView(view.opacity(value))
    case .rotation(let degrees): return AnyView(view.rotationEffect(.degrees(degrees)))
    case .scale(let factor): return AnyView(view.scaleEffect(CGFloat(factor)))
    case .clipped: return AnyView(view.clipped())
    case .clipCircle: return AnyView(view.clipShape(Circle()))
    case .background(let color): return AnyView(view.background(FuzzPalette.color(color)))
    case .overlay(let overlay): return AnyView(view.overlay(overlay.built))
    case .fixedSize: return AnyView(view.fixedSize())
    case .priority(let value): return AnyView(view.layoutPriority(value))
    case .aspectRatio(let ratio): return AnyView(view.aspectRatio(cg(ratio), contentMode: .fit))
    case .hidden: return AnyView(view.hidden())
    case .lineLimit(let limit): return AnyView(view.lineLimit(limit))
    case .font(let size, let bold, let design):
      let designs: [Font.Design] = [.default, .serif, .monospaced, .rounded]
      return AnyView(
        view.font(
          .system(size: CGFloat(size), weight: bold ? .bold : nil, design: designs[min(max(design, 0), 3)])))
    case .foreground(let color): return AnyView(view.foregroundStyle(FuzzPalette.color(color)))
    case .bookmark(let title): return AnyView(view.bookmark(title))
    case .destination(let name): return AnyView(view.linkDestination(name))
    case .textAlignment(let index):
      let alignments: [TextAlignment] = [.leading, .center, .trailing]
      return AnyView(view.multilineTextAlignment(alignments[min(max(index, 0), 2)]))
    case .minimumScaleFactor(let factor): return AnyView(view.minimumScaleFactor(CGFloat(factor)))
    case .truncation(let index):
      let modes: [Text.TruncationMode] = [.head, .middle, .tail]
      return AnyView(view.truncationMode(modes[min(max(index, 0), 2)]))
    case .position(let x, let y): return AnyView(view.position(x: CGFloat(x), y: CGFloat(y)))
    case .underline: return AnyView(view.underline())
    case .strikethrough: return AnyView(view.strikethrough())
    case .kerning(let value): return AnyView(view.kerning(CGFloat(value)))
    case .baselineOffset(let value): return AnyView(view.baselineOffset(CGFloat(value)))
    case .uppercase: return AnyView(view.textCase(.uppercase))
    case .lineSpacing(let value): return AnyView(view.lineSpacing(CGFloat(value)))
    case .allowsTightening: return AnyView(view.allowsTightening(true))
    case .rightToLeft: return AnyView(view.environment(\.layoutDirection, .rightToLeft))
    case .pageBreak: return AnyView(view.pageBreak())
    case .keepTogether: return AnyView(view.keepTogether())
    case .border(let color, let width):
      return AnyView(view.border(FuzzPalette.color(color), width: CGFloat(width)))
    case .cornerRadius(let radius): return AnyView(view.cornerRadius(CGFloat(radius)))
    }
  }
}

extension FuzzPalette {
  static func color(_ index: Int) -> Color {
    switch index {
    case 0: return .clear
    case 1: return .black
    case 2: return Color(red: 0.9, green: 0.2, blue: 0.2)
    case 3: return Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.6)
    case 4: return Color(white: 0.85)
    default: return .yellow
    }
  }
}

/// A custom `Layout` that puts subviews in rows, wrapping at the proposed width.
struct FuzzFlowLayout: Layout {
  var spacing: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(proposal: proposal, subviews: subviews).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let arrangement = arrange(proposal: ProposedViewSize(bounds.size), subviews: subviews)
    for (index, origin) in arrangement.origins.enumerated() {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
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

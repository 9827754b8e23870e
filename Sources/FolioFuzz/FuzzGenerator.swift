import Foundation

/// Makes a random document from a seed: every container, modifier, shape, table, label
/// sheet, page kind, image and link Folio has, Markdown documents, contents and page
/// references, text in many scripts, and sizes that
/// include 0, negative, NaN, ∞ and huge. The same seed always makes the same document.
public struct FuzzGenerator {
  private var random: FuzzRandom
  /// Views left to make in this document (keeps documents small enough to check fast).
  private var budget: Int

  /// The document for `seed`.
  public static func document(seed: UInt64) -> FuzzDocument {
    var generator = FuzzGenerator(random: FuzzRandom(seed: seed), budget: 40)
    return generator.makeDocument(seed: seed)
  }

  private mutating func makeDocument(seed: UInt64) -> FuzzDocument {
    let sizes: [(Double, Double)] = [(595, 842), (420, 595), (612, 792), (300, 200), (200, 300)]
    var (width, height) = random.pick(sizes)
    if random.chance(0.2) {
      width = random.number(60...900).rounded()
      height = random.number(60...900).rounded()
    }
    if random.chance(0.04) { width = random.pick([0, -100, .nan, .infinity, 1e7]) }
    if random.chance(0.03) { height = random.pick([0, -1, .nan, .infinity, 2e7]) }
    var margin = random.pick([0, 12, 36, 72.0])
    if random.chance(0.03) { margin = random.pick([-5, .nan, 1e6]) }
    var elements: [FuzzElement] = []
    for _ in 0..<random.int(1...4) where budget > 0 {
      switch random.int(0...99) {
      case 0..<55: elements.append(.view(makeView(depth: 0)))
      case 55..<70: elements.append(.page(makeView(depth: 0)))
      case 70..<82: elements.append(.pagedStack((0..<random.int(1...6)).map { _ in makeView(depth: 1) }))
      case 82..<91: elements.append(makeTable())
      default:
        elements.append(
          .labels(template: random.int(0...5), items: (0..<random.int(0...40)).map { _ in makeWords(1...3) }))
      }
    }
    let footer = random.chance(0.3)
    let header = random.chance(0.15) ? "Running head \(random.int(1...99))" : nil
    // Drawn after everything above, so a seed's other elements are those it made before
    // Markdown documents and contents were generated.
    if random.chance(0.2) { elements.append(.markdown(makeMarkdown())) }
    if random.chance(0.15) {
      elements.append(
        .contents(
          headings: (0..<random.int(1...30)).map { _ in makeWords(1...4) }, references: random.chance(0.6)))
    }
    return FuzzDocument(
      seed: seed, pageWidth: width, pageHeight: height, margin: margin, footer: footer, header: header,
      elements: elements)
  }

  /// Markdown of every block kind, in words of many scripts, with nesting, links to refused
  /// schemes, HTML and images (which show their alt text).
  private mutating func makeMarkdown() -> String {
    func words(_ count: ClosedRange<Int>) -> String {
      (0..<random.int(count)).map { _ in
        random.chance(0.8) ? random.pick(Self.latin) : random.pick(Self.markdownOthers)
      }.joined(separator: " ")
    }
    var blocks: [String] = []
    for _ in 0..<random.int(1...12) {
      switch random.int(0...10) {
      case 0: blocks.append(String(repeating: "#", count: random.int(1...6)) + " " + words(1...4))
      case 1: blocks.append(words(3...40) + " **" + words(1...2) + "** *" + words(1...2) + "* `code`")
      case 2: blocks.append((0..<random.int(1...6)).map { _ in "- " + words(1...5) }.joined(separator: "\n"))
      case 3: blocks.append((1...random.int(1...5)).map { "\($0). " + words(1...5) }.joined(separator: "\n"))
      case 4: blocks.append(String(repeating: "> ", count: random.int(1...30)) + words(1...8))
      case 5: blocks.append("```\n" + words(1...6) + "\n" + words(0...6) + "\n```")
      case 6: blocks.append("---")
      case 7:
        let columns = random.int(1...4)
        let row = { (words: String) in
          "| " + Array(repeating: words, count: columns).joined(separator: " | ") + " |"
        }
        blocks.append(
          ([row(words(1...2)), "|" + String(repeating: "---|", count: columns)]
            + (0..<random.int(0...8)).map { _ in row(words(1...3)) }).joined(separator: "\n"))
      case 8: blocks.append("![" + words(1...3) + "](image.png)")
      case 9:
        blocks.append(
          words(1...5) + " [" + words(1...2) + "]("
            + random.pick(["javascript:alert(1)", "https://example.com", "file:///etc/passwd", "#heading"])
            + ")")
      default:
        blocks.append(
          "<b>" + words(1...3) + "</b> " + String(repeating: "- ", count: random.int(1...40)) + words(1...3))
      }
    }
    return blocks.joined(separator: "\n\n")
  }

  /// Words of other scripts that Markdown shows as written (no control characters).
  static let markdownOthers = [
    "漢字", "日本語のテキスト", "한국어", "مرحبا", "שלום", "Привет", "Ελληνικά", "👨‍👩‍👧‍👦", "🇫🇷", "ñandú", "ﬁne",
  ]

  private mutating func makeTable() -> FuzzElement {
    let columns = (0..<random.int(1...5)).map { _ in makeWords(1...2) }
    let rows = (0..<random.int(0...60)).map { _ in columns.map { _ in makeText(allowMarkdown: false).0 } }
    return .table(columns: columns, rows: rows)
  }

  // MARK: Views

  private mutating func makeView(depth: Int) -> FuzzView {
    budget -= 1
    let leafOnly = budget <= 0 || depth >= 6
    var view: FuzzView
    if leafOnly || random.chance(0.45) {
      view = makeLeaf()
    } else {
      switch random.int(0...99) {
      case 0..<45:
        view = .stack(
          random.pick(FuzzStack.allCases), spacing: random.chance(0.5) ? nil : random.length(0...20),
          makeChildren(depth: depth))
      case 45..<55:
        view = .grid((0..<random.int(1...3)).map { _ in makeChildren(depth: depth + 1, count: 1...3) })
      case 55..<62: view = .viewThatFits(makeChildren(depth: depth, count: 1...3))
      case 62..<72: view = .flow(makeChildren(depth: depth, count: 1...6))
      case 72..<80: view = .forEach(count: random.pick([0, 1, 3, 12, 40]), makeView(depth: depth + 1))
      case 80..<83: view = .geometry(makeView(depth: depth + 1))
      case 83..<87:
        view = .lazyGrid(
          kind: random.int(0...2), size: random.length(10...120), makeChildren(depth: depth, count: 1...8))
      case 87..<92:
        view = .link(
          random.pick([
            "https://example.com/a", "mailto:someone@example.com", "javascript:alert(1)", "#section",
            "file:///etc/passwd", "ftp://example.com",
          ]), makeView(depth: depth + 1))
      default: view = makeLeaf()
      }
    }
    // Modifiers, sometimes several.
    while random.chance(depth == 0 ? 0.35 : 0.3) && budget > -20 {
      view = .modified(view, makeModifier(depth: depth))
    }
    return view
  }

  private mutating func makeChildren(depth: Int, count: ClosedRange<Int> = 1...5) -> [FuzzView] {
    (0..<random.int(count)).map { _ in makeView(depth: depth + 1) }
  }

  private mutating func makeLeaf() -> FuzzView {
    switch random.int(0...99) {
    case 0..<58:
      let (text, markdown) = makeText(allowMarkdown: true)
      return .text(text, markdown: markdown)
    case 58..<72: return .shape(random.pick(FuzzShape.allCases), color: random.int(0...FuzzPalette.count - 1))
    case 72..<79:
      return .image(
        random.chance(0.85) ? random.pick([.png, .jpeg, .svg]) : random.pick([.corrupt, .hugeHeader]))
    case 79..<85: return .spacer(random.chance(0.6) ? nil : random.length(0...40))
    case 85..<88: return .divider
    case 88..<91:
      return .canvas(
        texts: (0..<random.int(0...3)).map { _ in makeWords(1...3) },
        points: (0..<8).map { _ in random.chance(0.1) ? random.pick([-2, 5, .nan]) : random.number(0...1) })
    case 91..<93: return .gradient(kind: random.int(0...2))
    case 93..<95:
      return .arc(
        start: random.length(-360...360), end: random.length(-720...720), lineWidth: random.length(0...8))
    default: return makeBarcode()
    }
  }

  private mutating func makeBarcode() -> FuzzView {
    let symbology = random.pick(FuzzBarcode.allCases)
    if random.chance(0.15) {
      let bad: [FuzzBarcode: [String]] = [
        .code128: ["prix 10 €", "日本", ""], .code39: ["lowercase", "ABC#", ""],
        .ean13: ["12345", "abcdefghijkl", "4006381333932"], .qr: [""],
      ]
      return .barcode(symbology, random.pick(bad[symbology] ?? [""]), valid: false)
    }
    switch symbology {
    case .code128: return .barcode(symbology, "SKU-\(random.int(0...99999))", valid: true)
    case .code39: return .barcode(symbology, "CODE \(random.int(0...9999))", valid: true)
    case .ean13: return .barcode(symbology, String(format: "%012d", random.int(0...999_999_999)), valid: true)
    case .qr: return .barcode(symbology, "https://example.com/\(random.int(0...99999))", valid: true)
    }
  }

  private mutating func makeModifier(depth: Int) -> FuzzModifier {
    switch random.int(0...99) {
    case 0..<10: return .padding(random.length(0...24))
    case 10..<20:
      return .frame(
        width: random.chance(0.7) ? random.length(0...400) : nil,
        height: random.chance(0.6) ? random.length(0...300) : nil)
    case 20..<26:
      return .flexFrame(
        minWidth: random.chance(0.3) ? random.length(0...200) : nil,
        maxWidth: random.chance(0.6) ? random.pick([.infinity, random.length(0...400)]) : nil,
        minHeight: random.chance(0.2) ? random.length(0...100) : nil,
        maxHeight: random.chance(0.3) ? random.pick([.infinity, random.length(0...300)]) : nil)
    case 26..<31: return .offset(x: random.length(-60...60), y: random.length(-60...60))
    case 31..<35: return .opacity(random.pick([1, 0.5, 0.2, 0, .nan, 2]))
    case 35..<38: return .rotation(degrees: random.pick([0, 15, 90, 180, -45, .nan]))
    case 38..<41: return .scale(random.pick([1, 0.5, 2, 0, -1, .nan]))
    case 41..<45: return .clipped
    case 45..<47: return .clipCircle
    case 47..<53: return .background(color: random.int(0...FuzzPalette.count - 1))
    case 53..<56: return .overlay(makeLeaf())
    case 56..<60: return .fixedSize
    case 60..<63: return .priority(random.pick([1, -1, 10, .nan, .infinity]))
    case 63..<66: return .aspectRatio(random.chance(0.5) ? nil : random.pick([1, 0.5, 2, 0, .nan]))
    case 66..<68: return .hidden
    case 68..<74: return .lineLimit(random.pick([nil, 1, 2, 0, -3]))
    case 74..<84:
      return .font(
        size: random.chance(0.1)
          ? random.pick([0, -4, .nan, .infinity, 1e6]) : random.pick([6, 9, 11, 14, 24, 48]),
        bold: random.chance(0.3), design: random.int(0...3))
    case 84..<88: return .foreground(color: random.int(0...FuzzPalette.count - 1))
    case 88..<91: return .bookmark(makeWords(1...3))
    case 91..<93: return .destination(random.pick(["section", "top", "a b"]))
    case 93..<96: return .textAlignment(random.int(0...2))
    case 96..<98: return .minimumScaleFactor(random.pick([0.5, 0.1, 0, .nan]))
    default: return makeRareModifier()
    }
  }

  private mutating func makeRareModifier() -> FuzzModifier {
    switch random.int(0...13) {
    case 0: return .truncation(random.int(0...2))
    case 1: return .position(x: random.length(-50...600), y: random.length(-50...800))
    case 2: return .underline
    case 3: return .strikethrough
    case 4: return .kerning(random.pick([0.5, -0.5, 3, .nan, 1e6]))
    case 5: return .baselineOffset(random.pick([3, -3, 12, .nan]))
    case 6: return .uppercase
    case 7: return .lineSpacing(random.pick([2, 8, -4, .nan, .infinity]))
    case 8: return .allowsTightening
    case 9: return .rightToLeft
    case 10: return .pageBreak
    case 11: return .keepTogether
    case 12: return .border(color: random.int(0...FuzzPalette.count - 1), width: random.length(0...6))
    default: return .cornerRadius(random.length(0...30))
    }
  }

  // MARK: Text

  static let latin = [
    "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "café", "naïve",
    "Zürich", "façade", "Øresund", "invoice", "total", "quantity", "straße",
  ]
  static let others = [
    "漢字", "日本語のテキスト", "中文文本", "한국어", "مرحبا", "بالعالم", "العربية", "שלום", "עולם",
    "Привет", "Ελληνικά", "e\u{301}cole", "a\u{308}\u{323}b", "👨‍👩‍👧‍👦", "🇫🇷", "😀", "ñandú",
    "x\u{0}y", "tab\there", "line\nbreak", "\u{200B}zero", "ﬁne",
  ]

  private mutating func makeWords(_ count: ClosedRange<Int>) -> String {
    (0..<random.int(count)).map { _ in random.chance(0.8) ? random.pick(Self.latin) : random.pick(Self.others)
    }
    .joined(separator: " ")
  }

  /// A text and whether it is Markdown.
  private mutating func makeText(allowMarkdown: Bool) -> (String, Bool) {
    switch random.int(0...99) {
    case 0..<4: return ("", false)
    case 4..<8:
      // A word longer than a page.
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      return (String((0..<random.int(200...3000)).map { _ in random.pick(letters) }), false)
    case 8..<12:
      // A long paragraph.
      return ((0..<random.int(60...400)).map { _ in random.pick(Self.latin) }.joined(separator: " "), false)
    case 12..<26 where allowMarkdown:
      let pieces = (0..<random.int(1...5)).map { _ -> String in
        let words = makeWords(1...3)
        switch random.int(0...5) {
        case 0: return "**\(words)**"
        case 1: return "*\(words)*"
        case 2: return "`\(words)`"
        case 3: return "[\(words)](\(random.pick(["https://example.com", "javascript:void(0)", "#top"])))"
        case 4: return "~~\(words)~~"
        default: return words
        }
      }
      return (pieces.joined(separator: " "), true)
    default:
      return (makeWords(1...8), false)
    }
  }
}

/// The colors views are painted with (index 0 is clear).
enum FuzzPalette {
  static let count = 6
}

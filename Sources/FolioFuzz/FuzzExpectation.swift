import Folio
import FolioMarkdown
import Foundation

/// What a generated document must show: the texts that are drawn visibly (not hidden,
/// transparent, collapsed, or an alternative `ViewThatFits` may not choose), as the
/// renderer's `StyledText.string` spells them, so diagnostics about a text can be matched.
public enum FuzzExpectation {
  /// The visible texts of a document, in order.
  public static func visibleTexts(_ document: FuzzDocument) -> [String] {
    var texts: [String] = []
    for element in document.elements {
      switch element {
      case .view(let view), .page(let view): collect(view, into: &texts)
      case .pagedStack(let views): for view in views { collect(view, into: &texts) }
      case .table(let columns, let rows):
        texts += columns
        for row in rows { texts += row.prefix(columns.count) }
      case .labels(_, let items): texts += items
      case .markdown(let source): texts += markdownTexts(MarkdownParser.parse(source))
      case .contents(let headings, let references):
        for (index, heading) in headings.enumerated() { texts += [heading, "Section \(index) text"] }
        if references { texts += headings.indices.map { "Heading \($0) is on page" } }
      }
    }
    return texts.filter { !$0.isEmpty }
  }

  /// The texts Markdown blocks show: their spans' characters, code as written, cells, and
  /// images' alt text in brackets (no base folder, so none is read).
  static func markdownTexts(_ blocks: [MarkdownBlock]) -> [String] {
    blocks.flatMap { block -> [String] in
      switch block {
      case .heading(_, let spans), .paragraph(let spans): [MarkdownSpan.plainText(spans)]
      case .list(let list): list.items.flatMap(markdownTexts)
      case .quote(let inner): markdownTexts(inner)
      case .code(_, let text): [text]
      case .thematicBreak: []
      case .table(let table): (table.header + table.rows.flatMap { $0 }).map(MarkdownSpan.plainText)
      case .image(_, let alt, _): [alt.isEmpty ? "[image]" : "[\(alt)]"]
      }
    }
  }

  private static func collect(_ view: FuzzView, into texts: inout [String], uppercase: Bool = false) {
    func collect(_ view: FuzzView, into texts: inout [String]) {
      Self.collect(view, into: &texts, uppercase: uppercase)
    }
    switch view {
    case .text(let string, let markdown):
      let rendered = markdown ? InlineMarkdown.parse(string).map(\.text).joined() : string
      texts.append(uppercase ? rendered.uppercased() : rendered)
    case .shape, .image, .spacer, .divider, .barcode, .gradient, .arc: break
    case .canvas(let strings, _): texts += strings.map { uppercase ? $0.uppercased() : $0 }
    case .geometry(let child): collect(child, into: &texts)
    case .lazyGrid(_, _, let children): for child in children { collect(child, into: &texts) }
    case .stack(_, _, let children), .flow(let children):
      for child in children { collect(child, into: &texts) }
    case .grid(let rows):
      for row in rows { for cell in row { collect(cell, into: &texts) } }
    case .viewThatFits: break
    case .forEach(let count, let child): if count > 0 { collect(child, into: &texts) }
    case .link(_, let child): collect(child, into: &texts)
    case .modified(let child, let modifier):
      switch modifier {
      case .hidden: return
      case .opacity(let value) where !(value > 0): return
      case .scale(let value) where !(value != 0 && value.isFinite): return
      case .rotation(let degrees) where !degrees.isFinite: return
      case .foreground(let color) where color == 0: return
      case .overlay(let overlay):
        collect(child, into: &texts)
        if child.producesElements { collect(overlay, into: &texts) }
        return
      case .uppercase: Self.collect(child, into: &texts, uppercase: true)
      default: collect(child, into: &texts)
      }
    }
  }

  /// The words of a text as text extraction should find them (see `normalized`).
  public static func words(of text: String) -> [String] {
    text.unicodeScalars.split { $0.properties.isWhitespace || $0.properties.generalCategory == .control }
      .map { normalized(String(String.UnicodeScalarView($0))) }
      .filter { !$0.isEmpty }
  }

  /// The characters of one direction: Hebrew, Arabic and their presentation forms, or all
  /// the others.
  public static func filtered(_ text: String, rightToLeft: Bool) -> String {
    func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
      default: return false
      }
    }
    return String(String.UnicodeScalarView(text.unicodeScalars.filter { isRightToLeft($0) == rightToLeft }))
  }

  /// The text without punctuation and symbols.
  public static func withoutPunctuation(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter {
          switch $0.properties.generalCategory {
          case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return false
          default: return true
          }
        }))
  }

  /// Text reduced to what both the renderer and `pdftotext` agree on: compatibility
  /// composed (NFKC), without white space, controls, format characters (joiners, bidi
  /// marks), variation selectors, emoji (drawn as images), control pictures and U+FFFD.
  public static func normalized(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.precomposedStringWithCompatibilityMapping.unicodeScalars {
      let properties = scalar.properties
      if properties.isWhitespace { continue }
      switch properties.generalCategory {
      case .control, .format, .unassigned, .privateUse, .surrogate: continue
      default: break
      }
      if properties.isVariationSelector || properties.isDefaultIgnorableCodePoint { continue }
      if properties.isEmoji && scalar.value > 0xFF { continue }
      if (0x2400...0x243F).contains(scalar.value) || scalar.value == 0xFFFD || scalar.value == 0x20E3 {
        continue
      }
      result.append(scalar)
    }
    return String(result)
  }
}

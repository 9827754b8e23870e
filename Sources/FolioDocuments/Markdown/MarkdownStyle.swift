import Foundation

/// How `Markdown` draws each kind of block; set with `markdownStyle(_:)`, change one
/// property to restyle one kind of element.
public struct MarkdownStyle: Sendable {
  /// The fonts of headings, level 1 first (the last one serves deeper levels).
  public var headingFonts: [Font] = [
    .title.bold(), .title2.bold(), .title3.bold(), .headline, .subheadline.bold(), .subheadline,
  ]
  /// The space above a heading.
  public var headingSpacing: CGFloat = 10
  /// The space below each block.
  public var blockSpacing: CGFloat = 8
  /// The font of code blocks and inline code.
  public var codeFont: Font = .system(size: 10, design: .monospaced)
  /// The mark that ends a code line wrapped to the next (code wraps at any character);
  /// nil wraps code between words, with no mark.
  public var codeContinuationMark: String? = "↩"
  /// What code blocks are drawn on.
  public var codeBackground: Color = Color(white: 0.95)
  /// The bar beside block quotes.
  public var quoteBar: Color = Color(white: 0.75)
  /// The text color of block quotes.
  public var quoteForeground: Color = Color(white: 0.3)
  /// How far list items are indented (their markers sit in this width).
  public var listIndent: CGFloat = 20
  /// The tallest an image may be drawn: images show at their own size, scaled down (never
  /// up, keeping their aspect ratio) to fit the column and this height.
  public var imageMaximumHeight: CGFloat = 160
  /// The header row's background in tables.
  public var tableHeaderBackground: Color = Color(white: 0.92)
  /// In a document, the deepest heading level that starts a new page (1: each `#`
  /// heading, 2: `#` and `##` …), except a heading that is the Markdown's first block;
  /// nil (the default) breaks no page.
  public var pageBreakBeforeHeadings: Int?

  /// Folio's default style.
  public init() {}

  /// The font of a heading level (1 to 6).
  public func headingFont(level: Int) -> Font {
    guard !headingFonts.isEmpty else { return .headline }
    return headingFonts[min(max(level, 1), headingFonts.count) - 1]
  }
}

struct MarkdownStyleKey: EnvironmentKey {
  static var defaultValue: MarkdownStyle { MarkdownStyle() }
}

extension EnvironmentValues {
  /// How `Markdown` views draw their blocks.
  public var markdownStyle: MarkdownStyle {
    get { self[MarkdownStyleKey.self] }
    set { self[MarkdownStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how `Markdown` views inside this view draw their blocks.
  public func markdownStyle(_ style: MarkdownStyle) -> some View {
    environment(\.markdownStyle, style)
  }
}

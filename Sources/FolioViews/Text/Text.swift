@_spi(Engine) import FolioLayout
import FolioMarkdown
import Foundation

/// A view that displays one or more lines of read-only text, measured and drawn by Pango.
///
/// `Text("…")` with a literal accepts inline Markdown (bold, italic, code, strikethrough,
/// links); `Text(string)` with a variable and `Text(verbatim:)` show characters as they are.
/// `Text + Text` concatenates runs, each keeping its style.
public struct Text: Equatable, LeafView {
  enum Source: Equatable {
    case verbatim(String)
    case markdown(String)
    /// Spans already parsed (block Markdown's paragraphs).
    case spans([MarkdownSpan])
  }

  struct Segment: Equatable {
    var source: Source
    var modifiers: [TextModifier]
  }

  var segments: [Segment]
  var modifiers: [TextModifier] = []
  /// Where the text was created, for diagnostics (not part of its value).
  var location: ViewSourceLocation?

  /// Shows a string literal, interpreting inline Markdown.
  public init(_ key: LocalizedStringKey, fileID: StaticString = #fileID, line: UInt = #line) {
    segments = [Segment(source: .markdown(key.markdown), modifiers: [])]
    location = ViewSourceLocation(fileID: fileID, line: line)
  }

  /// Shows Markdown spans already parsed, with their styles and links.
  package init(spans: [MarkdownSpan]) {
    segments = [Segment(source: .spans(spans), modifiers: [])]
  }

  /// Shows a string without interpreting it.
  @_disfavoredOverload
  public init(_ content: String, fileID: StaticString = #fileID, line: UInt = #line) {
    segments = [Segment(source: .verbatim(content), modifiers: [])]
    location = ViewSourceLocation(fileID: fileID, line: line)
  }

  /// Shows a string without interpreting it. (`Text.init` passed as a function, and
  /// substrings, use this one; it records no source line.)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    segments = [Segment(source: .verbatim(String(content)), modifiers: [])]
  }

  /// Shows a string without interpreting it.
  public init(verbatim content: String, fileID: StaticString = #fileID, line: UInt = #line) {
    segments = [Segment(source: .verbatim(content), modifiers: [])]
    location = ViewSourceLocation(fileID: fileID, line: line)
  }

  init(segments: [Segment], location: ViewSourceLocation?) {
    self.segments = segments
    self.location = location
  }

  /// Whether two texts show the same runs with the same styles (where they were written
  /// does not count).
  public static func == (lhs: Text, rhs: Text) -> Bool {
    lhs.segments == rhs.segments && lhs.modifiers == rhs.modifiers
  }

  /// Concatenates two texts; each run keeps its own style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(segments: lhs.flattenedSegments + rhs.flattenedSegments, location: lhs.location ?? rhs.location)
  }

  /// The segments with the text-wide modifiers folded into each.
  var flattenedSegments: [Segment] {
    guard !modifiers.isEmpty else { return segments }
    return segments.map { Segment(source: $0.source, modifiers: $0.modifiers + modifiers) }
  }

  /// The characters shown, without styles (Markdown markers removed).
  package var plainString: String {
    segments.map { segment in
      switch segment.source {
      case .verbatim(let string): return string
      case .markdown(let markdown): return InlineMarkdown.parse(markdown).map(\.text).joined()
      case .spans(let spans): return MarkdownSpan.plainText(spans)
      }
    }.joined()
  }

  func adding(_ modifier: TextModifier) -> Text {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    TextNode(
      text: resolve(in: context.environment, session: context.session), context: context.located(at: location)
    )
  }
}

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
  }

  struct Segment: Equatable {
    var source: Source
    var modifiers: [TextModifier]
  }

  var segments: [Segment]
  var modifiers: [TextModifier] = []

  /// Shows a string literal, interpreting inline Markdown.
  public init(_ key: LocalizedStringKey) {
    segments = [Segment(source: .markdown(key.markdown), modifiers: [])]
  }

  /// Shows a string without interpreting it.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    segments = [Segment(source: .verbatim(String(content)), modifiers: [])]
  }

  /// Shows a string without interpreting it.
  public init(verbatim content: String) {
    segments = [Segment(source: .verbatim(content), modifiers: [])]
  }

  init(segments: [Segment]) {
    self.segments = segments
  }

  /// Concatenates two texts; each run keeps its own style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(segments: lhs.flattenedSegments + rhs.flattenedSegments)
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
      case .markdown(let markdown): return InlineMarkdownCache.spans(markdown).map(\.text).joined()
      }
    }.joined()
  }

  func adding(_ modifier: TextModifier) -> Text {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    TextNode(text: resolve(in: context.environment), context: context)
  }
}

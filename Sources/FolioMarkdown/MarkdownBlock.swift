import Foundation

/// A block of a Markdown document, as `MarkdownParser` reads it.
public indirect enum MarkdownBlock: Hashable, Sendable {
  /// `# Title` to `###### Title`: a level from 1 to 6 and its text.
  case heading(level: Int, spans: [MarkdownSpan])
  /// A paragraph of inline text.
  case paragraph([MarkdownSpan])
  /// A bulleted or numbered list; each item is its own blocks.
  case list(MarkdownList)
  /// `> quoted` blocks.
  case quote([MarkdownBlock])
  /// A fenced or indented code block: its text as written and the language after the fence.
  case code(language: String?, text: String)
  /// `---`
  case thematicBreak
  /// A GitHub-flavoured table.
  case table(MarkdownTable)
  /// `![alt](source "title")` standing alone in its paragraph.
  case image(source: String, alt: String, title: String?)
}

/// A Markdown list.
public struct MarkdownList: Hashable, Sendable {
  /// Whether items are numbered.
  public var isOrdered: Bool
  /// The first number of a numbered list.
  public var start: Int
  /// Whether the items are tight (no blank lines between them).
  public var isTight: Bool
  /// The items, each its blocks.
  public var items: [[MarkdownBlock]]
  /// For task items (`- [x] done`), whether each is checked; nil for plain items.
  public var checked: [Bool?]
}

/// A GitHub-flavoured Markdown table.
public struct MarkdownTable: Hashable, Sendable {
  /// How a column is aligned (`:--`, `:-:`, `--:`).
  public enum Alignment: Hashable, Sendable {
    /// No colon: leading.
    case none
    /// Leading.
    case leading
    /// Centered.
    case center
    /// Trailing.
    case trailing
  }

  /// The header cells.
  public var header: [[MarkdownSpan]]
  /// Each column's alignment.
  public var alignments: [Alignment]
  /// The body rows, each as many cells as the header.
  public var rows: [[[MarkdownSpan]]]
}

extension MarkdownSpan {
  /// The spans' characters, without styles.
  public static func plainText(_ spans: [MarkdownSpan]) -> String {
    spans.map(\.text).joined()
  }
}

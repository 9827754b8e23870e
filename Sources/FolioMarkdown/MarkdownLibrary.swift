import CMarkdown
import FolioGraphics

/// md4c's parser, loaded with `dlopen` on the first Markdown text (`LoadedLibrary`): most
/// documents have none, and a process that links a library pays for loading it at every
/// start. md4c's header is imported for its types; the library is not linked.
enum MarkdownLibrary {
  /// `md_parse`: the text, its length, the callbacks and their user data.
  typealias Parse =
    @convention(c) (UnsafePointer<MD_CHAR>?, MD_SIZE, UnsafePointer<MD_PARSER>?, UnsafeMutableRawPointer?) ->
    Int32

  private static let function: Parse? = SystemLibrary.md4c.load()?.symbol(
    "md_parse", as: Parse.self)

  /// Whether md4c is installed.
  static var isAvailable: Bool { function != nil }

  /// Parses `size` characters with `parser`'s callbacks; md4c's status (0 when it parsed
  /// the text), or -1 when md4c is not installed: the callers then show the text as
  /// written, and the views that hold it fail the render (`InlineMarkdown.missingParser`,
  /// `MarkdownParser.missingParser`).
  static func parse(
    _ text: UnsafePointer<MD_CHAR>?, _ size: MD_SIZE, _ parser: UnsafePointer<MD_PARSER>,
    _ userdata: UnsafeMutableRawPointer?
  ) -> Int32 {
    guard let function else { return -1 }
    return function(text, size, parser, userdata)
  }
}

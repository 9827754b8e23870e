import CMarkdown
import FolioGraphics
import Foundation

/// Parses block Markdown (CommonMark with GitHub's tables, strikethrough and task lists)
/// with md4c into `MarkdownBlock`s. Raw HTML is kept as text; nothing in the source is run
/// or fetched: images and links are returned as written for the caller to check.
public enum MarkdownParser {
  /// Containers nested deeper than this are flattened into their parent (hostile input
  /// of thousands of `>` cannot make views nest that deep).
  public static let maximumDepth = 24

  /// The error of a Markdown source that needs md4c when md4c is not installed; nil when
  /// it can be parsed (or is empty).
  public static func missingParser(for source: String) -> FolioError? {
    guard !MarkdownLibrary.isAvailable, !source.isEmpty else { return nil }
    return SystemLibrary.md4c.missingError
  }

  /// The blocks of `source`.
  public static func parse(_ source: String) -> [MarkdownBlock] {
    let builder = MarkdownBlockBuilder()
    let userdata = Unmanaged.passUnretained(builder).toOpaque()
    var parser = MD_PARSER()
    parser.abi_version = 0
    parser.flags = UInt32(
      MD_FLAG_TABLES | MD_FLAG_STRIKETHROUGH | MD_FLAG_TASKLISTS | MD_FLAG_NOHTML)
    parser.enter_block = { type, detail, userdata in
      guard let userdata else { return 0 }
      Unmanaged<MarkdownBlockBuilder>.fromOpaque(userdata).takeUnretainedValue().enter(type, detail)
      return 0
    }
    parser.leave_block = { type, _, userdata in
      guard let userdata else { return 0 }
      Unmanaged<MarkdownBlockBuilder>.fromOpaque(userdata).takeUnretainedValue().leave(type)
      return 0
    }
    parser.enter_span = { type, detail, userdata in
      guard let userdata else { return 0 }
      Unmanaged<MarkdownBlockBuilder>.fromOpaque(userdata).takeUnretainedValue().enterSpan(type, detail)
      return 0
    }
    parser.leave_span = { type, _, userdata in
      guard let userdata else { return 0 }
      Unmanaged<MarkdownBlockBuilder>.fromOpaque(userdata).takeUnretainedValue().leaveSpan(type)
      return 0
    }
    parser.text = { type, text, size, userdata in
      guard let userdata else { return 0 }
      let builder = Unmanaged<MarkdownBlockBuilder>.fromOpaque(userdata).takeUnretainedValue()
      builder.text(type, InlineMarkdown.string(text, Int(size)))
      return 0
    }
    var text = source
    let status = text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: MD_CHAR.self) { characters in
        MarkdownLibrary.parse(characters.baseAddress, MD_SIZE(characters.count), &parser, userdata)
      }
    }
    if status != 0 { return source.isEmpty ? [] : [.paragraph([MarkdownSpan(text: source)])] }
    return builder.finish()
  }
}

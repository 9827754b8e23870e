import CMarkdown
import FolioGraphics
import Foundation

/// A run of text from inline Markdown with the styles that apply to it.
public struct MarkdownSpan: Hashable, Sendable {
  /// The characters.
  public var text: String
  /// `**strong**`
  public var isStrong = false
  /// `*emphasis*`
  public var isEmphasis = false
  /// `` `code` ``
  public var isCode = false
  /// `~~strikethrough~~`
  public var isStrikethrough = false
  /// The destination of a `[link](url)`, if any.
  public var link: String?

  /// Creates a plain span.
  public init(text: String) { self.text = text }
}

/// Parses the inline Markdown SwiftUI accepts in `Text` literals — strong, emphasis, code,
/// strikethrough and links — with md4c, ignoring block syntax (headings, lists, quotes) and
/// keeping line breaks and leading or trailing spaces as written.
public enum InlineMarkdown {
  /// Splits `source` into styled spans.
  public static func parse(_ source: String) -> [MarkdownSpan] {
    if !source.contains(where: { markupCharacters.contains($0) }) {
      return source.isEmpty ? [] : [MarkdownSpan(text: source)]
    }
    var spans: [MarkdownSpan] = []
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if index > 0 { append(MarkdownSpan(text: "\n"), to: &spans) }
      for span in parseLine(String(line)) { append(span, to: &spans) }
    }
    return spans
  }

  private static let markupCharacters: Set<Character> = ["*", "_", "`", "~", "[", "<", "&", "\\"]

  /// The error of a text whose Markdown needs md4c when md4c is not installed (`source`
  /// has markup characters); nil when it can be parsed, or has nothing to parse.
  public static func missingParser(for source: String) -> FolioError? {
    guard !MarkdownLibrary.isAvailable, source.contains(where: { markupCharacters.contains($0) }) else {
      return nil
    }
    return SystemLibrary.md4c.missingError
  }

  static func append(_ span: MarkdownSpan, to spans: inout [MarkdownSpan]) {
    guard !span.text.isEmpty else { return }
    if var last = spans.last {
      var probe = span
      probe.text = last.text
      if probe == last {
        last.text += span.text
        spans[spans.count - 1] = last
        return
      }
    }
    spans.append(span)
  }

  /// One line as one paragraph, whitespace at both ends kept verbatim.
  private static func parseLine(_ line: String) -> [MarkdownSpan] {
    let leading = line.prefix { $0 == " " || $0 == "\t" }
    let rest = line.dropFirst(leading.count)
    let trailing = rest.reversed().prefix { $0 == " " || $0 == "\t" }
    let body = String(rest.dropLast(trailing.count))
    var spans: [MarkdownSpan] = []
    if !leading.isEmpty { spans.append(MarkdownSpan(text: String(leading))) }
    if !body.isEmpty { spans.append(contentsOf: parseParagraph(escapingBlockSyntax(body))) }
    if !trailing.isEmpty { spans.append(MarkdownSpan(text: String(trailing))) }
    return spans
  }

  /// Escapes what would start a block (heading, quote, list item, rule, fence) so the line
  /// stays one paragraph of inline text.
  private static func escapingBlockSyntax(_ line: String) -> String {
    guard let first = line.first else { return line }
    let afterFirst = line.dropFirst()
    switch first {
    case "#", ">", "=", "|":
      return "\\" + line
    case "-", "+", "*", "_":
      let isRule = line.allSatisfy { $0 == first || $0 == " " } && line.filter { $0 == first }.count >= 3
      if isRule || afterFirst.first == " " || afterFirst.isEmpty { return "\\" + line }
      return line
    case "`", "~":
      if line.hasPrefix(String(repeating: first, count: 3)) { return "\\" + line }
      return line
    default:
      if first.isNumber {
        let digits = line.prefix { $0.isNumber }
        let after = line.dropFirst(digits.count)
        if let marker = after.first, marker == "." || marker == ")",
          after.dropFirst().first == " " || after.count == 1
        {
          return digits + "\\" + after
        }
      }
      return line
    }
  }

  private final class Collector {
    var spans: [MarkdownSpan] = []
    var styles = InlineStyles()

    func add(_ text: String) {
      InlineMarkdown.append(styles.span(text), to: &spans)
    }
  }

  private static func parseParagraph(_ text: String) -> [MarkdownSpan] {
    let collector = Collector()
    let userdata = Unmanaged.passUnretained(collector).toOpaque()
    var parser = MD_PARSER()
    parser.abi_version = 0
    parser.flags = UInt32(MD_FLAG_STRIKETHROUGH | MD_FLAG_NOHTML | MD_FLAG_NOINDENTEDCODEBLOCKS)
    parser.enter_block = { _, _, _ in 0 }
    parser.leave_block = { _, _, _ in 0 }
    parser.enter_span = { type, detail, userdata in
      guard let userdata else { return 0 }
      Unmanaged<Collector>.fromOpaque(userdata).takeUnretainedValue().styles.enter(type, detail)
      return 0
    }
    parser.leave_span = { type, _, userdata in
      guard let userdata else { return 0 }
      Unmanaged<Collector>.fromOpaque(userdata).takeUnretainedValue().styles.leave(type)
      return 0
    }
    parser.text = { type, text, size, userdata in
      guard let userdata else { return 0 }
      let collector = Unmanaged<Collector>.fromOpaque(userdata).takeUnretainedValue()
      let value = InlineMarkdown.string(text, Int(size))
      switch type {
      case MD_TEXT_NULLCHAR: collector.add("\u{FFFD}")
      case MD_TEXT_BR, MD_TEXT_SOFTBR: collector.add("\n")
      case MD_TEXT_ENTITY: collector.add(InlineMarkdown.decodeEntity(value))
      default: collector.add(value)
      }
      return 0
    }
    // The whole UTF-8 buffer, NUL bytes included (md4c reports them as U+FFFD).
    var source = text
    let status = source.withUTF8 { bytes in
      bytes.withMemoryRebound(to: MD_CHAR.self) { characters in
        MarkdownLibrary.parse(characters.baseAddress, MD_SIZE(characters.count), &parser, userdata)
      }
    }
    if status != 0 { return [MarkdownSpan(text: text)] }
    return collector.spans
  }

  static func string(_ pointer: UnsafePointer<MD_CHAR>?, _ size: Int) -> String {
    guard let pointer, size > 0 else { return "" }
    return pointer.withMemoryRebound(to: UInt8.self, capacity: size) {
      String(decoding: UnsafeBufferPointer(start: $0, count: size), as: UTF8.self)
    }
  }

  private static let namedEntities: [String: String] = [
    "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'", "&nbsp;": "\u{00A0}",
    "&copy;": "©", "&reg;": "®", "&trade;": "™", "&hellip;": "…", "&mdash;": "—", "&ndash;": "–",
    "&euro;": "€",
  ]

  static func decodeEntity(_ entity: String) -> String {
    if let named = namedEntities[entity] { return named }
    if entity.hasPrefix("&#"), entity.hasSuffix(";") {
      let body = entity.dropFirst(2).dropLast()
      let value =
        body.first == "x" || body.first == "X"
        ? UInt32(body.dropFirst(), radix: 16) : UInt32(body, radix: 10)
      if let value, value != 0, let scalar = Unicode.Scalar(value) { return String(Character(scalar)) }
      return "\u{FFFD}"
    }
    return entity
  }
}

import CMarkdown
import Foundation

/// The inline styles open while md4c reports a paragraph's text: nested strong, emphasis,
/// code and strikethrough spans, and links.
struct InlineStyles {
  private var strong = 0
  private var emphasis = 0
  private var code = 0
  private var strikethrough = 0
  private var links: [String] = []

  /// A span opens (`MD_SPAN_A` reads its destination from `detail`).
  mutating func enter(_ type: MD_SPANTYPE, _ detail: UnsafeMutableRawPointer?) {
    switch type {
    case MD_SPAN_STRONG: strong += 1
    case MD_SPAN_EM: emphasis += 1
    case MD_SPAN_CODE: code += 1
    case MD_SPAN_DEL: strikethrough += 1
    case MD_SPAN_A:
      var href = ""
      if let attribute = detail?.assumingMemoryBound(to: MD_SPAN_A_DETAIL.self).pointee.href {
        href = InlineMarkdown.string(attribute.text, Int(attribute.size))
      }
      links.append(href)
    default: break
    }
  }

  /// A span closes.
  mutating func leave(_ type: MD_SPANTYPE) {
    switch type {
    case MD_SPAN_STRONG: strong -= 1
    case MD_SPAN_EM: emphasis -= 1
    case MD_SPAN_CODE: code -= 1
    case MD_SPAN_DEL: strikethrough -= 1
    case MD_SPAN_A: _ = links.popLast()
    default: break
    }
  }

  /// Text in the styles open now.
  func span(_ text: String) -> MarkdownSpan {
    var span = MarkdownSpan(text: text)
    span.isStrong = strong > 0
    span.isEmphasis = emphasis > 0
    span.isCode = code > 0
    span.isStrikethrough = strikethrough > 0
    span.link = links.last
    return span
  }
}

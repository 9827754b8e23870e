import CMarkdown
import Foundation

/// Builds `MarkdownBlock`s from md4c's callbacks: a stack of open containers, each
/// collecting its blocks, and the inline spans of the block being read.
final class MarkdownBlockBuilder {
  /// A piece of a paragraph: text, or an image standing among it.
  enum Segment {
    case spans([MarkdownSpan])
    case image(source: String, alt: String, title: String?)
  }

  enum Kind {
    case document
    case quote
    case list(ordered: Bool, start: Int, tight: Bool)
    case item(checked: Bool?)
    case heading(Int)
    case paragraph
    case code(language: String?)
    case table
    case row
    case cell(MarkdownTable.Alignment)
    /// A container past the maximum depth: its blocks join its parent's.
    case flattened
    /// Blocks that add nothing of their own (a table's head and body, raw HTML).
    case transparent(isHead: Bool)
  }

  struct Frame {
    var kind: Kind
    var blocks: [MarkdownBlock] = []
    var segments: [Segment] = []
    var spans: [MarkdownSpan] = []
    var code = ""
    var items: [[MarkdownBlock]] = []
    var checked: [Bool?] = []
    var cells: [[MarkdownSpan]] = []
    var alignments: [MarkdownTable.Alignment] = []
    var rows: [[[MarkdownSpan]]] = []
    var header: [[MarkdownSpan]]?
  }

  private var stack = [Frame(kind: .document)]
  private var containerDepth = 0
  private var isInHead = false
  /// Inline styles in effect.
  private var styles = InlineStyles()
  /// The image being read (its text is its alt text).
  private var image: (source: String, title: String?, alt: String)?

  func finish() -> [MarkdownBlock] {
    while stack.count > 1 { leaveTop() }
    return stack[0].blocks
  }

  // MARK: Blocks

  func enter(_ type: MD_BLOCKTYPE, _ detail: UnsafeMutableRawPointer?) {
    let isContainer = [MD_BLOCK_QUOTE, MD_BLOCK_UL, MD_BLOCK_OL, MD_BLOCK_LI].contains(type)
    if isContainer {
      containerDepth += 1
      if containerDepth > MarkdownParser.maximumDepth {
        stack.append(Frame(kind: .flattened))
        return
      }
    }
    switch type {
    case MD_BLOCK_DOC: return
    case MD_BLOCK_QUOTE: stack.append(Frame(kind: .quote))
    case MD_BLOCK_UL:
      let tight = detail.map { $0.assumingMemoryBound(to: MD_BLOCK_UL_DETAIL.self).pointee.is_tight != 0 }
      stack.append(Frame(kind: .list(ordered: false, start: 1, tight: tight ?? true)))
    case MD_BLOCK_OL:
      let info = detail?.assumingMemoryBound(to: MD_BLOCK_OL_DETAIL.self).pointee
      let start = Int(min(info?.start ?? 1, 999_999_999))
      stack.append(Frame(kind: .list(ordered: true, start: start, tight: (info?.is_tight ?? 1) != 0)))
    case MD_BLOCK_LI:
      let info = detail?.assumingMemoryBound(to: MD_BLOCK_LI_DETAIL.self).pointee
      let checked: Bool? = info.flatMap { $0.is_task != 0 ? ($0.task_mark != 32) : nil }
      stack.append(Frame(kind: .item(checked: checked)))
    case MD_BLOCK_H:
      let level = detail.map { Int($0.assumingMemoryBound(to: MD_BLOCK_H_DETAIL.self).pointee.level) }
      stack.append(Frame(kind: .heading(min(max(level ?? 1, 1), 6))))
    case MD_BLOCK_P: stack.append(Frame(kind: .paragraph))
    case MD_BLOCK_CODE:
      var language: String?
      if let info = detail?.assumingMemoryBound(to: MD_BLOCK_CODE_DETAIL.self).pointee {
        let lang = InlineMarkdown.string(info.lang.text, Int(info.lang.size))
        language = lang.isEmpty ? nil : lang
      }
      stack.append(Frame(kind: .code(language: language)))
    case MD_BLOCK_HR: stack[stack.count - 1].blocks.append(.thematicBreak)
    case MD_BLOCK_TABLE: stack.append(Frame(kind: .table))
    case MD_BLOCK_THEAD:
      isInHead = true
      stack.append(Frame(kind: .transparent(isHead: true)))
    case MD_BLOCK_TR: stack.append(Frame(kind: .row))
    case MD_BLOCK_TH, MD_BLOCK_TD:
      let align = detail?.assumingMemoryBound(to: MD_BLOCK_TD_DETAIL.self).pointee.align
      let alignment: MarkdownTable.Alignment =
        switch align {
        case MD_ALIGN_LEFT: .leading
        case MD_ALIGN_CENTER: .center
        case MD_ALIGN_RIGHT: .trailing
        default: .none
        }
      stack.append(Frame(kind: .cell(alignment)))
    default: stack.append(Frame(kind: .transparent(isHead: false)))
    }
  }

  func leave(_ type: MD_BLOCKTYPE) {
    guard type != MD_BLOCK_DOC, type != MD_BLOCK_HR, stack.count > 1 else { return }
    if [MD_BLOCK_QUOTE, MD_BLOCK_UL, MD_BLOCK_OL, MD_BLOCK_LI].contains(type) { containerDepth -= 1 }
    leaveTop()
  }

  /// Closes the innermost open block and gives its result to its parent.
  private func leaveTop() {
    let frame = stack.removeLast()
    var parent: Frame {
      get { stack[stack.count - 1] }
      set { stack[stack.count - 1] = newValue }
    }
    switch frame.kind {
    case .document: stack.append(frame)
    case .quote: parent.blocks.append(.quote(frame.blocks))
    case .list(let ordered, let start, let tight):
      parent.blocks.append(
        .list(
          MarkdownList(
            isOrdered: ordered, start: start, isTight: tight, items: frame.items, checked: frame.checked)))
    case .item(let checked):
      var blocks = frame.blocks
      // A tight item's text comes without a paragraph.
      let loose = Self.blocks(of: frame.segments + (frame.spans.isEmpty ? [] : [.spans(frame.spans)]))
      blocks.insert(contentsOf: loose, at: 0)
      parent.items.append(blocks)
      parent.checked.append(checked)
    case .heading(let level):
      parent.blocks.append(.heading(level: level, spans: Self.trimmed(frame.spans)))
    case .paragraph:
      parent.blocks.append(
        contentsOf: Self.blocks(of: frame.segments + (frame.spans.isEmpty ? [] : [.spans(frame.spans)])))
    case .code(let language):
      var text = frame.code
      if text.hasSuffix("\n") { text.removeLast() }
      parent.blocks.append(.code(language: language, text: text))
    case .table:
      let columns = max(frame.header?.count ?? 0, frame.rows.map(\.count).max() ?? 0)
      guard columns > 0 else { return }
      func padded(_ cells: [[MarkdownSpan]]) -> [[MarkdownSpan]] {
        Array(cells.prefix(columns)) + Array(repeating: [], count: max(columns - cells.count, 0))
      }
      let alignments =
        frame.alignments + Array(repeating: .none, count: max(columns - frame.alignments.count, 0))
      parent.blocks.append(
        .table(
          MarkdownTable(
            header: padded(frame.header ?? []), alignments: Array(alignments.prefix(columns)),
            rows: frame.rows.map(padded))))
    case .row:
      // Rows sit in the table's head or body; they belong to the table.
      guard let table = stack.lastIndex(where: { if case .table = $0.kind { true } else { false } }) else {
        return
      }
      if isInHead {
        stack[table].header = frame.cells
        stack[table].alignments = frame.alignments
      } else {
        stack[table].rows.append(frame.cells)
      }
    case .cell(let alignment):
      parent.cells.append(Self.trimmed(frame.spans + frame.segments.flatMap(Self.spans)))
      parent.alignments.append(alignment)
    case .flattened, .transparent:
      if case .transparent(isHead: true) = frame.kind { isInHead = false }
      parent.blocks.append(contentsOf: frame.blocks)
      parent.items.append(contentsOf: frame.items)
      parent.checked.append(contentsOf: frame.checked)
      if !frame.spans.isEmpty { parent.spans.append(contentsOf: frame.spans) }
      parent.segments.append(contentsOf: frame.segments)
    }
  }

  /// Paragraph blocks and images from a paragraph's segments (blank text dropped).
  private static func blocks(of segments: [Segment]) -> [MarkdownBlock] {
    var blocks: [MarkdownBlock] = []
    for segment in segments {
      switch segment {
      case .spans(let spans):
        let trimmed = trimmed(spans)
        if !trimmed.isEmpty { blocks.append(.paragraph(trimmed)) }
      case .image(let source, let alt, let title):
        blocks.append(.image(source: source, alt: alt, title: title))
      }
    }
    return blocks
  }

  private static func spans(_ segment: Segment) -> [MarkdownSpan] {
    switch segment {
    case .spans(let spans): spans
    case .image(_, let alt, _): [MarkdownSpan(text: alt)]
    }
  }

  /// Spans without the blank lines and spaces at both ends.
  static func trimmed(_ spans: [MarkdownSpan]) -> [MarkdownSpan] {
    var spans = spans
    while let first = spans.first, first.text.allSatisfy(\.isWhitespace) { spans.removeFirst() }
    while let last = spans.last, last.text.allSatisfy(\.isWhitespace) { spans.removeLast() }
    if var first = spans.first {
      first.text = String(first.text.drop(while: \.isWhitespace))
      spans[0] = first
    }
    if var last = spans.last {
      last.text = String(last.text.reversed().drop(while: \.isWhitespace).reversed())
      spans[spans.count - 1] = last
    }
    return spans
  }

  // MARK: Inline

  func enterSpan(_ type: MD_SPANTYPE, _ detail: UnsafeMutableRawPointer?) {
    styles.enter(type, detail)
    if type == MD_SPAN_IMG {
      guard image == nil, let info = detail?.assumingMemoryBound(to: MD_SPAN_IMG_DETAIL.self).pointee else {
        if image != nil { imageDepth += 1 }
        return
      }
      let title = InlineMarkdown.string(info.title.text, Int(info.title.size))
      image = (InlineMarkdown.string(info.src.text, Int(info.src.size)), title.isEmpty ? nil : title, "")
      imageDepth = 1
    } else if image != nil {
      imageDepth += 1
    }
  }

  /// Spans open inside the image being read (its alt text may hold emphasis).
  private var imageDepth = 0

  func leaveSpan(_ type: MD_SPANTYPE) {
    styles.leave(type)
    guard let current = image else { return }
    imageDepth -= 1
    guard imageDepth == 0 else { return }
    image = nil
    var top = stack[stack.count - 1]
    if !top.spans.isEmpty {
      top.segments.append(.spans(top.spans))
      top.spans = []
    }
    top.segments.append(.image(source: current.source, alt: current.alt, title: current.title))
    stack[stack.count - 1] = top
  }

  func text(_ type: MD_TEXTTYPE, _ value: String) {
    let characters: String =
      switch type {
      case MD_TEXT_NULLCHAR: "\u{FFFD}"
      case MD_TEXT_BR: "\n"
      case MD_TEXT_SOFTBR: " "
      case MD_TEXT_ENTITY: InlineMarkdown.decodeEntity(value)
      default: value
      }
    if image != nil {
      image?.alt += characters
      return
    }
    if case .code = stack[stack.count - 1].kind {
      stack[stack.count - 1].code += value
      return
    }
    InlineMarkdown.append(styles.span(characters), to: &stack[stack.count - 1].spans)
  }
}

import FolioMarkdown
import Foundation

/// One top-level piece of a `Markdown` view: a block, or one item of a top-level list.
struct MarkdownBlockView: View {
  let piece: MarkdownPiece
  let baseURL: URL?
  /// Whether it is the Markdown's first block (no page break before it).
  let isFirst: Bool
  @Environment(\.markdownStyle) private var style

  var body: some View {
    switch piece.kind {
    case .block(.heading(let level, let spans)):
      MarkdownBlocks.text(spans)
        .font(style.headingFont(level: level))
        .multilineTextAlignment(.leading)
        .hyphenation(.never)
        .frame(maxWidth: .infinity, alignment: .leading)
        .documentHeading(level: level)
        .linkDestination(piece.slug ?? "section")
        .id(piece.slug ?? "section")
        .padding(.top, style.headingSpacing)
        .padding(.bottom, style.blockSpacing / 2)
        .keepWithNext()
        .pageBreak(before: !isFirst && level <= (style.pageBreakBeforeHeadings ?? 0))
    case .block(let block):
      MarkdownBlocks.view(block, style: style, baseURL: baseURL)
        .padding(.bottom, style.blockSpacing)
    case .item(let list, let index):
      MarkdownBlocks.item(list, index: index, style: style, baseURL: baseURL)
        .structureRole(.list)
        .padding(.bottom, list.isTight && index < list.items.count - 1 ? 2 : style.blockSpacing)
    }
  }
}

/// The views of Markdown blocks below the top level.
enum MarkdownBlocks {
  /// Inline spans as one `Text` (inline code monospaced).
  static func text(_ spans: [MarkdownSpan]) -> Text {
    Text(spans: spans)
  }

  /// A block's view (recursive through quotes and lists).
  static func view(_ block: MarkdownBlock, style: MarkdownStyle, baseURL: URL?) -> AnyView {
    switch block {
    case .heading(let level, let spans):
      return AnyView(
        text(spans).font(style.headingFont(level: level))
          .frame(maxWidth: .infinity, alignment: .leading))
    case .paragraph(let spans):
      return AnyView(text(spans).frame(maxWidth: .infinity, alignment: .leading))
    case .list(let list):
      return AnyView(
        VStack(alignment: .leading, spacing: list.isTight ? 2 : style.blockSpacing) {
          ForEach(list.items.indices, id: \.self) { index in
            item(list, index: index, style: style, baseURL: baseURL)
          }
        }
        .structureRole(.list))
    case .quote(let blocks):
      return AnyView(
        VStack(alignment: .leading, spacing: style.blockSpacing) {
          ForEach(blocks.indices, id: \.self) { index in view(blocks[index], style: style, baseURL: baseURL) }
        }
        .foregroundStyle(style.quoteForeground)
        .padding(.leading, 12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay(alignment: .leading) { Rectangle().fill(style.quoteBar).frame(width: 3) }
        .structureRole(.blockQuote))
    case .code(_, let code):
      return AnyView(
        Text(verbatim: code)
          .font(style.codeFont)
          .multilineTextAlignment(.leading)
          .hyphenation(.never)
          .environment(\.textContinuationMark, style.codeContinuationMark)
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(8)
          .background(style.codeBackground))
    case .thematicBreak:
      return AnyView(Divider().padding(.vertical, 4))
    case .table(let table):
      return AnyView(MarkdownTableView(table: table, style: style))
    case .image(let source, let alt, let title):
      return AnyView(
        MarkdownImageView(source: source, alt: alt, title: title, baseURL: baseURL, style: style))
    }
  }

  /// A list item: its marker (bullet, number or check box) in the indent, then its blocks.
  /// The marker is a background of the indented blocks that stays with their first piece,
  /// so a long item splits between pages like its blocks (an `HStack` would not).
  static func item(_ list: MarkdownList, index: Int, style: MarkdownStyle, baseURL: URL?) -> AnyView {
    let blocks = list.items[index]
    let checked = index < list.checked.count ? list.checked[index] : nil
    let marker: String =
      if let checked { checked ? "☑" : "☐" } else if list.isOrdered { "\(list.start + index)." } else { "•" }
    return AnyView(
      VStack(alignment: .leading, spacing: list.isTight ? 2 : style.blockSpacing) {
        ForEach(blocks.indices, id: \.self) { block in view(blocks[block], style: style, baseURL: baseURL) }
      }
      .structureRole(.listBody)
      .padding(.leading, style.listIndent)
      .background(
        firstPieceOnly: Text(verbatim: marker)
          .monospacedDigit()
          .frame(width: style.listIndent - 6, alignment: .trailing)
          .structureRole(.listLabel),
        alignment: .topLeading
      )
      .structureRole(.listItem))
  }
}

import Foundation

/// A document's table of contents: one row per heading (views marked with
/// `documentHeading(level:)` or `accessibilityHeading(_:)`) with leader dots and its page
/// number, each row a link to its heading. In a flow, each row is its own block, so a long
/// contents continues on the next page.
public struct TableOfContents<Row: View>: PrimitiveView {
  let levels: ClosedRange<Int>
  let row: (TableOfContentsEntry) -> Row

  /// Contents of the headings with levels in `levels`, each row drawn by `row`.
  public init(levels: ClosedRange<Int> = 1...3, @ViewBuilder row: @escaping (TableOfContentsEntry) -> Row) {
    self.levels = levels
    self.row = row
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    guard let references = context.session.references else {
      context.session.report(
        LayoutDiagnostic(
          kind: .other, view: "TableOfContents",
          message: "a table of contents lists a document's headings; outside a document it is empty"))
      return resolveViewList(EmptyView(), context: context)
    }
    let entries = references.headings().enumerated().compactMap { index, heading in
      levels.contains(heading.level)
        ? TableOfContentsEntry(
          index: index, title: heading.title, level: heading.level, page: heading.page,
          destination: heading.destination, topLevel: levels.lowerBound)
        : nil
    }
    let row = self.row
    return resolveViewList(
      ForEach(entries) { row($0).structureRole(.contentsItem).structureRole(.contents) }, context: context)
  }
}

extension TableOfContents where Row == TableOfContentsRow {
  /// Contents of the headings with levels in `levels`, in Folio's default style.
  public init(levels: ClosedRange<Int> = 1...3) {
    self.init(levels: levels) { TableOfContentsRow(entry: $0) }
  }
}

/// One heading as a table of contents lists it.
public struct TableOfContentsEntry: Identifiable, Hashable, Sendable {
  /// The heading's position among the document's headings, from 0.
  public let index: Int
  /// The heading's text.
  public let title: String
  /// Its level, 1 at the top.
  public let level: Int
  /// The page it is on.
  public let page: Int
  /// The named destination of the heading, for `link(to:)`.
  public let destination: String
  /// The top level the contents show (rows indent from it).
  public let topLevel: Int

  /// The position among the document's headings.
  public var id: Int { index }
  /// How many levels below the contents' top level the heading is.
  public var depth: Int { max(level - topLevel, 0) }
}

/// A row of `TableOfContents` in Folio's default style: the title (semibold at the top
/// level), leader dots, the page number; indented 14 points a level; a link to the
/// heading.
public struct TableOfContentsRow: View {
  /// The heading the row shows.
  public let entry: TableOfContentsEntry

  /// Creates a row.
  public init(entry: TableOfContentsEntry) {
    self.entry = entry
  }

  /// The row.
  public var body: some View {
    HStack(alignment: .lastTextBaseline, spacing: 4) {
      Text(verbatim: entry.title)
        .fontWeight(entry.depth == 0 ? .semibold : .regular)
        .layoutPriority(1)
      LeaderDots()
        .fill(.secondary)
        .frame(minWidth: 9, maxWidth: .infinity)
        .frame(height: 1)
      Text(verbatim: String(entry.page))
        .monospacedDigit()
        .frame(minWidth: 20, alignment: .trailing)
    }
    .padding(.leading, CGFloat(entry.depth) * 14)
    .padding(.top, entry.depth == 0 ? 4 : 0)
    .link(to: entry.destination)
  }
}

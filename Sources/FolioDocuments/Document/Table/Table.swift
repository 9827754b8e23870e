@_spi(Engine) import FolioLayout
import Foundation

/// A table for reports: a header row and one row per element of a collection, with
/// fixed, flexible or proportional column widths and per-column alignment. In a document's
/// flow it splits between rows, repeating its header on every page it spans; a row is never
/// cut in half unless it alone is taller than a page.
///
/// Style it with `tableRowHeight`, `tableCellPadding`, `tableHeaderStyle`,
/// `alternatingRowBackgrounds` and `tableRules`.
public struct Table<RowValue>: LeafView {
  let count: Int
  let row: (Int) -> RowValue
  let columns: [TableColumn<RowValue>]
  /// The `rows:` of `init(of:columns:rows:)`.
  let rows: AnyView?

  /// Creates a table with a row per element of `data`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<RowValue> columns: () -> [TableColumn<RowValue>]
  ) where Data.Element == RowValue {
    let start = data.startIndex
    count = data.count
    row = { data[data.index(start, offsetBy: $0)] }
    self.columns = columns()
    rows = nil
  }

  /// Creates a table whose rows are built as in SwiftUI: `TableRow(value)`, `ForEach` of
  /// them, and `Section`s whose header and footer are rows across every column (a header
  /// in bold on a light gray, a footer in the secondary style). Any other view among the
  /// rows spans the columns too.
  public init<Rows: View>(
    of valueType: RowValue.Type, @TableColumnBuilder<RowValue> columns: () -> [TableColumn<RowValue>],
    @ViewBuilder rows: () -> Rows
  ) {
    count = 0
    row = { _ in fatalError("a table built with rows: reads its rows from them") }
    self.columns = columns()
    self.rows = AnyView(rows())
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    guard let rows else {
      let values = TableRowValues(row)
      let model = TableModel(
        count: count,
        columns: columns.map { column in
          TableModel.Column(
            title: column.title, width: column.width, alignment: column.alignment,
            cell: { index in column.cell(values.value(at: index)) })
        }, context: context)
      return TableNode(model: model, rows: 0..<count, context: context)
    }
    // 1. Each element of the rows: a value, or a view across the columns.
    var entries: [TableRowEntry<RowValue>] = []
    var position = 0
    resolveViewList(rows, context: context).forEachElement { element in
      if let boxed = element.traits[TableRowValueTrait.self] {
        if let value = boxed.value as? RowValue { entries.append(.value(value)) }
      } else {
        entries.append(.spanning(index: position, part: element.traits[SectionPartTrait.self]))
      }
      position += 1
      return true
    }
    // 2. The model: value rows through the columns, the others as one cell.
    let model = TableModel(
      count: entries.count,
      columns: columns.map { column in
        TableModel.Column(
          title: column.title, width: column.width, alignment: column.alignment,
          cell: { index in
            if case .value(let value) = entries[index] { return column.cell(value) }
            return AnyView(EmptyView())
          })
      }, context: context)
    model.spanningRow = { index in
      guard case .spanning(let position, let part) = entries[index] else { return nil }
      return (AnyView(_ViewListElement(rows, index: position)), part)
    }
    return TableNode(model: model, rows: 0..<entries.count, context: context)
  }
}

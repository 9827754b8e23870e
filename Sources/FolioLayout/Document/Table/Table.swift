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

  /// Creates a table with a row per element of `data`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<RowValue> columns: () -> [TableColumn<RowValue>]
  ) where Data.Element == RowValue {
    let start = data.startIndex
    count = data.count
    row = { data[data.index(start, offsetBy: $0)] }
    self.columns = columns()
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    let model = TableModel(
      count: count,
      columns: columns.map { column in
        TableModel.Column(
          title: column.title, width: column.width, alignment: column.alignment,
          cell: { [row] index in column.cell(row(index)) })
      }, context: context)
    return TableNode(model: model, rows: 0..<count, context: context)
  }
}

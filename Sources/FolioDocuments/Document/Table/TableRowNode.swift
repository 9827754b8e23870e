@_spi(Engine) import FolioLayout
import Foundation

/// One row of a table: its cells side by side in their columns, each padded, aligned by
/// its column and centered vertically in the row.
package final class TableRowNode: LayoutNode {
  let cells: [LayoutNode]
  unowned let model: TableModel
  let widths: [CGFloat]
  let background: Color?
  /// Whether the row is one cell across every column (a section's header or footer).
  let isSpanning: Bool
  /// Whether the row is the table's header (its cells are `TH` in a tagged PDF).
  let isHeader: Bool

  init(
    cells: [LayoutNode], model: TableModel, widths: [CGFloat], background: Color?, isSpanning: Bool = false,
    isHeader: Bool = false, context: _ResolveContext
  ) {
    self.isHeader = isHeader
    self.cells = cells
    self.model = model
    self.widths = widths
    self.background = background
    self.isSpanning = isSpanning
    super.init(context: context)
  }

  package override var dumpName: String { "TableRow" }
  package override var children: [LayoutNode] { cells }

  private var padding: EdgeInsets { model.style.cellPadding }

  private func cellProposal(_ column: Int) -> ProposedViewSize {
    ProposedViewSize(width: max(widths[column] - padding.total(.horizontal), 0), height: nil)
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let width = widths.reduce(0, +)
    if let fixed = model.style.rowHeight { return CGSize(width: width, height: fixed) }
    var height: CGFloat = 0
    for (column, cell) in cells.enumerated() {
      height = max(height, cell.sizeThatFits(cellProposal(column)).height)
    }
    return CGSize(width: width, height: height + padding.total(.vertical))
  }

  package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    var x: CGFloat = 0
    for (column, cell) in cells.enumerated() {
      let cellProposal = cellProposal(column)
      let size = cell.sizeThatFits(cellProposal)
      let inner = cellProposal.width ?? size.width
      let alignment = isSpanning ? HorizontalAlignment.leading : model.columns[column].alignment.horizontal
      let slot = ViewDimensions(
        size: CGSize(width: inner, height: size.height), node: nil, proposal: cellProposal)
      let offset = slot[alignment] - cell.dimensions(cellProposal)[alignment]
      let y = (bounds.height - size.height) / 2
      placeChild(
        cell, at: CGPoint(x: x + padding.leading + offset, y: y), proposal: cellProposal, in: bounds)
      x += widths[column]
    }
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    if let background {
      recorder.append(.fill(FillItem(path: Path(frame), paint: .color(background))))
    }
    recorder.structured(.tableRow) { recorder in
      for cell in cells {
        recorder.structured(.tableCell(isHeader: isHeader || isSpanning)) { cell.record(into: &$0) }
      }
    }
    if let rule = model.style.verticalRule {
      var x = frame.minX
      for width in widths.dropLast() {
        x += width
        var path = Path()
        path.move(to: CGPoint(x: x, y: frame.minY))
        path.addLine(to: CGPoint(x: x, y: frame.maxY))
        recorder.append(
          .stroke(
            StrokeItem(path: path, paint: .color(rule.color), style: StrokeStyle(lineWidth: rule.width))))
      }
    }
  }
}

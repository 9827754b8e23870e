@_spi(Engine) import FolioLayout
import Foundation

/// A table, or the rows of it that go on one page (a fragment after splitting), with its
/// header on top.
package final class TableNode: LayoutNode, SplittableNode {
  let model: TableModel
  let rows: Range<Int>
  private var header: TableRowNode?
  private var rowNodes: [TableRowNode] = []

  init(model: TableModel, rows: Range<Int>, context: _ResolveContext) {
    self.model = model
    self.rows = rows
    super.init(context: context)
  }

  package override var dumpName: String { "Table" }
  package override var dumpDetails: String { "rows \(rows.lowerBound)..<\(rows.upperBound)" }
  package override var children: [LayoutNode] { (header.map { [$0] } ?? []) + rowNodes }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let width = proposal.width ?? model.widths(for: nil).reduce(0, +)
    var height = model.headerHeight(width: proposal.width)
    for index in rows { height += model.rowHeight(index, width: proposal.width) }
    return CGSize(width: width, height: height)
  }

  package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let width = proposal.width
    var y = bounds.minY
    let rowProposal = ProposedViewSize(width: width, height: nil)
    if model.style.showsHeader {
      let header = model.makeRow(nil, width: width)
      header.place(at: CGPoint(x: bounds.minX, y: y), proposal: rowProposal)
      y += header.frame.height
      self.header = header
    }
    rowNodes = rows.map { index in
      let row = model.makeRow(index, width: width)
      row.place(at: CGPoint(x: bounds.minX, y: y), proposal: rowProposal)
      y += row.frame.height
      return row
    }
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    recorder.structured(.table) { recorder in
      header?.record(into: &recorder)
      for row in rowNodes { row.record(into: &recorder) }
    }
    if let rule = model.style.horizontalRule {
      for row in rowNodes.dropLast() {
        var path = Path()
        path.move(to: CGPoint(x: row.frame.minX, y: row.frame.maxY))
        path.addLine(to: CGPoint(x: row.frame.maxX, y: row.frame.maxY))
        recorder.append(
          .stroke(
            StrokeItem(path: path, paint: .color(rule.color), style: StrokeStyle(lineWidth: rule.width))))
      }
    }
  }

  /// Whether the rows fit in a height, measuring only until they stop fitting.
  package func fits(height: CGFloat, proposal: ProposedViewSize) -> Bool {
    var total = model.headerHeight(width: proposal.width)
    for index in rows {
      total += model.rowHeight(index, width: proposal.width)
      if total > height + 0.001 { return false }
    }
    return true
  }

  /// Cuts between rows; both parts show the header. At a page top a single row taller
  /// than the page goes alone (and is clipped by the flow).
  package func split(proposal: ProposedViewSize, height: CGFloat, atPageTop: Bool) -> (
    head: LayoutNode, tail: LayoutNode?
  )? {
    var total = model.headerHeight(width: proposal.width)
    var cut = rows.lowerBound
    for index in rows {
      let rowHeight = model.rowHeight(index, width: proposal.width)
      if total + rowHeight > height + 0.001 { break }
      total += rowHeight
      cut = index + 1
    }
    if cut == rows.lowerBound {
      guard atPageTop, rows.count > 1 else { return nil }
      cut += 1
    }
    guard cut < rows.upperBound else { return nil }
    return (
      TableNode(model: model, rows: rows.lowerBound..<cut, context: model.context),
      TableNode(model: model, rows: cut..<rows.upperBound, context: model.context)
    )
  }
}

import Foundation

/// A grid as a `Layout` value: the algorithm of `Grid`.
///
/// SwiftUI documents what a grid does but not how it shares space; Folio's algorithm:
/// 1. Rows: consecutive cells of one `GridRow` form a row; any other view is a row of its
///    own spanning every column. The column count is the widest row (`gridCellColumns`
///    spans count).
/// 2. Column widths: each column's minimum, ideal and maximum is the largest of its
///    one-column cells' (cells with `gridCellUnsizedAxes(.horizontal)` do not count). With
///    a nil width proposal columns take their ideal; with a finite one the columns share
///    what is left after spacing like a stack's children: least flexible first, each
///    offered an equal share and its width taken off.
/// 3. Row heights, the same way on the vertical axis, each cell proposed its column
///    width (spans include the spacing between their columns).
/// 4. Each cell is proposed its cell rectangle's size and aligned in it by its
///    `gridCellAnchor`, else by the column's `gridColumnAlignment` and the row's
///    alignment, else by the grid's alignment. Spacing is 8 by default
///    (docs/layout-rules.md §16.1).
public struct GridLayout: Layout {
  /// The alignment of cells in their cell rectangles.
  public var alignment: Alignment
  /// The spacing between columns, or nil for 8.
  public var horizontalSpacing: CGFloat?
  /// The spacing between rows, or nil for 8.
  public var verticalSpacing: CGFloat?

  /// Creates a grid layout.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The grid's rows and column assignment, and solved tracks per proposal.
  public struct Cache {
    var rows: [GridRowInfo] = []
    var columnCount = 0
    var solved: [(ProposedViewSize, GridTracks)] = []
  }

  struct GridCell {
    var subview: Int
    var column: Int
    var span: Int
  }

  struct GridRowInfo {
    var cells: [GridCell]
    var alignment: VerticalAlignment?
    var spansAll: Bool
  }

  struct GridTracks {
    var columns: [CGFloat]
    var rows: [CGFloat]
  }

  var columnSpacing: CGFloat { horizontalSpacing ?? ViewSpacing.defaultDistance }
  var rowSpacing: CGFloat { verticalSpacing ?? ViewSpacing.defaultDistance }

  /// Groups the subviews into rows and assigns columns.
  public func makeCache(subviews: Subviews) -> Cache {
    var cache = Cache()
    var current: (marker: GridRowMarker, cells: [GridCell], column: Int)?
    func flush() {
      if let row = current {
        cache.rows.append(GridRowInfo(cells: row.cells, alignment: row.marker.alignment, spansAll: false))
        cache.columnCount = max(cache.columnCount, row.column)
      }
      current = nil
    }
    for (offset, subview) in subviews.enumerated() {
      let traits = subview.traits
      if let marker = traits[GridRowTrait.self] {
        if current?.marker !== marker { flush() }
        let span = traits[GridCellColumnsTrait.self]
        let column = current?.column ?? 0
        var row = current ?? (marker, [], 0)
        row.cells.append(GridCell(subview: offset, column: column, span: span))
        row.column = column + span
        current = row
      } else {
        flush()
        cache.rows.append(
          GridRowInfo(cells: [GridCell(subview: offset, column: 0, span: 0)], alignment: nil, spansAll: true))
      }
    }
    flush()
    cache.columnCount = max(cache.columnCount, 1)
    return cache
  }

  /// The grid's size for a proposal.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    let tracks = solve(proposal, subviews: subviews, cache: &cache)
    return CGSize(width: total(tracks.columns, columnSpacing), height: total(tracks.rows, rowSpacing))
  }

  /// Places each cell in its cell rectangle.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let tracks = solve(proposal, subviews: subviews, cache: &cache)
    let columnAlignments = self.columnAlignments(subviews: subviews, cache: cache)
    let columnStarts = starts(tracks.columns, columnSpacing)
    let rowStarts = starts(tracks.rows, rowSpacing)
    for (rowIndex, row) in cache.rows.enumerated() {
      for cell in row.cells {
        let x = columnStarts[cell.column]
        let width = cellWidth(cell, row: row, tracks: tracks)
        let rect = CGRect(
          x: bounds.minX + x, y: bounds.minY + rowStarts[rowIndex], width: width,
          height: tracks.rows[rowIndex])
        let subview = subviews[subviews.startIndex + cell.subview]
        let cellProposal = ProposedViewSize(rect.size)
        let dimensions = subview.dimensions(in: cellProposal)
        if let anchor = subview.traits[GridCellAnchorTrait.self] {
          subview.place(at: anchor.point(in: rect), anchor: anchor, proposal: cellProposal)
          continue
        }
        let horizontal =
          row.spansAll ? alignment.horizontal : (columnAlignments[cell.column] ?? alignment.horizontal)
        let vertical = row.alignment ?? alignment.vertical
        let container = ViewDimensions(size: rect.size, node: nil, proposal: cellProposal)
        subview.place(
          at: CGPoint(
            x: rect.minX + container[horizontal] - dimensions[horizontal],
            y: rect.minY + container[vertical] - dimensions[vertical]),
          anchor: .topLeading, proposal: cellProposal)
      }
    }
  }

  private func total(_ tracks: [CGFloat], _ spacing: CGFloat) -> CGFloat {
    tracks.reduce(0, +) + spacing * CGFloat(max(tracks.count - 1, 0))
  }

  private func starts(_ tracks: [CGFloat], _ spacing: CGFloat) -> [CGFloat] {
    var result: [CGFloat] = []
    var position: CGFloat = 0
    for track in tracks {
      result.append(position)
      position += track + spacing
    }
    return result
  }

  private func cellWidth(_ cell: GridCell, row: GridRowInfo, tracks: GridTracks) -> CGFloat {
    if row.spansAll { return total(tracks.columns, columnSpacing) }
    let end = min(cell.column + cell.span, tracks.columns.count)
    guard cell.column < end else { return 0 }
    return total(Array(tracks.columns[cell.column..<end]), columnSpacing)
  }

  private func columnAlignments(subviews: Subviews, cache: Cache) -> [Int: HorizontalAlignment] {
    var result: [Int: HorizontalAlignment] = [:]
    for row in cache.rows where !row.spansAll {
      for cell in row.cells where result[cell.column] == nil {
        if let guide = subviews[subviews.startIndex + cell.subview].traits[GridColumnAlignmentTrait.self] {
          result[cell.column] = guide
        }
      }
    }
    return result
  }

  private func solve(_ proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> GridTracks
  {
    if let hit = cache.solved.first(where: { $0.0 == proposal }) { return hit.1 }
    // 2. Column widths.
    var columnCells: [[LayoutSubview]] = Array(repeating: [], count: cache.columnCount)
    for row in cache.rows where !row.spansAll {
      for cell in row.cells where cell.span == 1 && cell.column < cache.columnCount {
        let subview = subviews[subviews.startIndex + cell.subview]
        if !subview.traits[GridCellUnsizedAxesTrait.self].contains(.horizontal) {
          columnCells[cell.column].append(subview)
        }
      }
    }
    var columns = distribute(
      proposal.width, spacing: columnSpacing,
      tracks: columnCells.map { cells in
        { (offer: CGFloat?) -> CGFloat in
          cells.map { $0.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
      })
    // 2b. A cell spanning several columns widens the last of them when its ideal width
    //     does not fit and the proposal leaves room.
    for row in cache.rows where !row.spansAll {
      for cell in row.cells where cell.span > 1 && cell.column < columns.count {
        let end = min(cell.column + cell.span, columns.count)
        let spanned = total(Array(columns[cell.column..<end]), columnSpacing)
        let ideal = subviews[subviews.startIndex + cell.subview].sizeThatFits(.unspecified).width
        let room = (proposal.width ?? .infinity) - total(columns, columnSpacing)
        let deficit = min(ideal - spanned, room)
        if deficit > 0 { columns[end - 1] += deficit }
      }
    }
    // 3. Row heights, cells proposed their column width.
    let rowMeasures: [(CGFloat?) -> CGFloat] = cache.rows.map { row in
      let cells = row.cells.compactMap { cell -> (LayoutSubview, CGFloat)? in
        let subview = subviews[subviews.startIndex + cell.subview]
        if subview.traits[GridCellUnsizedAxesTrait.self].contains(.vertical) { return nil }
        let width = cellWidth(cell, row: row, tracks: GridTracks(columns: columns, rows: []))
        return (subview, width)
      }
      return { (offer: CGFloat?) -> CGFloat in
        cells.map { $0.0.sizeThatFits(ProposedViewSize(width: $0.1, height: offer)).height }.max() ?? 0
      }
    }
    let rows = distribute(proposal.height, spacing: rowSpacing, tracks: rowMeasures)
    let tracks = GridTracks(columns: columns, rows: rows)
    cache.solved.append((proposal, tracks))
    return tracks
  }

  /// Shares a proposed length among tracks, stack-fashion (steps 2 and 3).
  private func distribute(
    _ proposed: CGFloat?, spacing: CGFloat, tracks: [(CGFloat?) -> CGFloat]
  ) -> [CGFloat] {
    guard let proposed else { return tracks.map { $0(nil) } }
    if proposed.isInfinite { return tracks.map { $0(.infinity) } }
    let minimums = tracks.map { $0(0) }
    let maximums = tracks.map { $0(.infinity) }
    let flexibilities = tracks.indices.map { index in
      maximums[index].isInfinite ? CGFloat.infinity : max(maximums[index] - minimums[index], 0)
    }
    let order = tracks.indices.sorted { a, b in
      flexibilities[a] != flexibilities[b] ? flexibilities[a] < flexibilities[b] : a < b
    }
    var available = proposed - spacing * CGFloat(max(tracks.count - 1, 0))
    var remaining = tracks.count
    var result = [CGFloat](repeating: 0, count: tracks.count)
    for index in order {
      let offer = max(available / CGFloat(remaining), 0)
      result[index] = tracks[index](offer)
      available -= result[index]
      remaining -= 1
    }
    return result
  }
}

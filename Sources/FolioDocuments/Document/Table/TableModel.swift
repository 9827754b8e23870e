@_spi(Engine) import FolioLayout
import Foundation

/// What every fragment of one table shares: columns, style, resolved widths and the
/// heights of rows already measured.
final class TableModel {
  struct Column {
    var title: String
    var width: TableColumnWidth
    var alignment: TableColumnAlignment
    var cell: (Int) -> AnyView
  }

  let count: Int
  let columns: [Column]
  let context: _ResolveContext
  let style: TableStyle
  private var widthsCache: (CGFloat?, [CGFloat])?
  private var heights: [Int: CGFloat] = [:]
  private var headerHeightCache: (CGFloat?, CGFloat)?
  /// For a table built with `rows:`: the view of a row across every column (a section's
  /// header or footer, or another view), and which part of a section it is; nil for a row
  /// of values.
  var spanningRow: ((Int) -> (view: AnyView, part: SectionPart?)?)?

  init(count: Int, columns: [Column], context: _ResolveContext) {
    self.count = count
    self.columns = columns
    self.context = context
    style = context.environment.tableStyle
  }

  /// Column widths for a table width: fixed columns take their width; the others share
  /// what is left by weight (1 for flexible columns), flexible ones clamped to their
  /// minimum and maximum with the difference re-shared. With no width, flexible columns
  /// take their ideal (or minimum, or 80 pt).
  func widths(for width: CGFloat?) -> [CGFloat] {
    if let cached = widthsCache, cached.0 == width { return cached.1 }
    var result = [CGFloat](repeating: 0, count: columns.count)
    var open: [Int] = []
    var remaining = width ?? 0
    for (index, column) in columns.enumerated() {
      switch column.width {
      case .fixed(let fixed):
        result[index] = fixed
        remaining -= fixed
      case .flexible(let minimum, let ideal, _):
        if width == nil { result[index] = ideal ?? minimum ?? 80 } else { open.append(index) }
      case .proportional(let weight):
        if width == nil { result[index] = 80 * weight } else { open.append(index) }
      }
    }
    if width != nil {
      remaining = max(remaining, 0)
      while !open.isEmpty {
        let weights = open.map { index -> CGFloat in
          if case .proportional(let weight) = columns[index].width { return weight }
          return 1
        }
        let total = max(weights.reduce(0, +), .leastNonzeroMagnitude)
        var clamped: [Int] = []
        for (position, index) in open.enumerated() {
          let share = remaining * weights[position] / total
          if case .flexible(let minimum, _, let maximum) = columns[index].width {
            let value = min(max(share, minimum ?? 0), maximum ?? .infinity)
            if value != share {
              result[index] = value
              clamped.append(index)
            }
          }
        }
        if clamped.isEmpty {
          for (position, index) in open.enumerated() { result[index] = remaining * weights[position] / total }
          break
        }
        for index in clamped { remaining = max(remaining - result[index], 0) }
        open.removeAll { clamped.contains($0) }
      }
    }
    widthsCache = (width, result)
    return result
  }

  /// The row of cells for a data row (`nil` for the header).
  func makeRow(_ index: Int?, width: CGFloat?) -> TableRowNode {
    if let index, let spanning = spanningRow?(index) {
      var context = self.context
      if spanning.part == .header { context.environment.text.isBold = true }
      if spanning.part == .footer {
        context.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
      }
      let widths = widths(for: width)
      return TableRowNode(
        cells: [makeRootNode(spanning.view, context: context)], model: self, widths: [widths.reduce(0, +)],
        background: spanning.part == .header ? Self.sectionHeaderBackground : nil, isSpanning: true,
        context: context)
    }
    var cells: [LayoutNode] = []
    cells.reserveCapacity(columns.count)
    if let index {
      for (column, context) in zip(columns, cellContexts) {
        cells.append(makeRootNode(column.cell(index), context: context))
      }
    } else {
      for (column, context) in zip(columns, cellContexts) {
        var context = context
        if let font = style.headerFont {
          context.environment.font = font
        } else {
          context.environment.text.isBold = true
        }
        if let foreground = style.headerForeground {
          context.environment.foregroundStyle = AnyShapeStyle(foreground)
        }
        cells.append(makeRootNode(Text(column.title), context: context))
      }
    }
    return TableRowNode(
      cells: cells, model: self, widths: widths(for: width),
      background: index == nil
        ? style.headerBackground : (index.map { $0 % 2 == 1 } == true ? style.alternatingRowBackground : nil),
      isHeader: index == nil, context: context)
  }

  /// The context each column's cells resolve in (a numeric column's digits are
  /// monospaced), made once for all rows rather than once per cell.
  private lazy var cellContexts: [_ResolveContext] = columns.map { column in
    var context = self.context
    if column.alignment == .numeric { context.environment.text.isMonospacedDigit = true }
    return context
  }

  /// The background of a section's header row.
  static let sectionHeaderBackground = Color(white: 0.5, opacity: 0.12)

  /// The height of a data row, measured once per width.
  func rowHeight(_ index: Int, width: CGFloat?) -> CGFloat {
    if let fixed = style.rowHeight { return fixed }
    if let known = heights[index] { return known }
    let height = makeRow(index, width: width).sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    heights[index] = height
    return height
  }

  /// The header's height (0 when hidden).
  func headerHeight(width: CGFloat?) -> CGFloat {
    guard style.showsHeader else { return 0 }
    if let cached = headerHeightCache, cached.0 == width { return cached.1 }
    let height = makeRow(nil, width: width).sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    headerHeightCache = (width, height)
    return height
  }
}

import Foundation

/// How a column's cells are aligned.
public enum TableColumnAlignment: Hashable, Sendable {
  /// Cells start at the leading edge.
  case leading
  /// Cells are centered.
  case center
  /// Cells end at the trailing edge.
  case trailing
  /// Numbers: trailing-aligned, with tabular digits.
  case numeric

  var horizontal: HorizontalAlignment {
    switch self {
    case .leading: return .leading
    case .center: return .center
    case .trailing, .numeric: return .trailing
    }
  }
}

/// How a column is sized.
enum TableColumnWidth: Hashable {
  /// Exactly this wide.
  case fixed(CGFloat)
  /// Between a minimum and a maximum, sharing what fixed columns leave.
  case flexible(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
  /// A share of what fixed columns leave, by weight.
  case proportional(CGFloat)
}

/// A column of a `Table`: a title, how to make a row's cell, its width and alignment.
public struct TableColumn<RowValue> {
  let title: String
  let cell: (RowValue) -> AnyView
  var width: TableColumnWidth = .flexible(min: nil, ideal: nil, max: nil)
  var alignment: TableColumnAlignment = .leading

  /// A column showing a string property of each row (never interpreted as Markdown).
  public init(_ title: String, value: KeyPath<RowValue, String>) {
    self.title = title
    self.cell = { AnyView(Text($0[keyPath: value])) }
  }

  /// A column whose cells are built from each row.
  public init<Content: View>(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.title = title
    self.cell = { AnyView(content($0)) }
  }

  /// A column of a fixed width.
  public func width(_ width: CGFloat) -> TableColumn {
    var copy = self
    copy.width = .fixed(max(width.isFinite ? width : 0, 0))
    return copy
  }

  /// A flexible column between a minimum and a maximum width.
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
    var copy = self
    copy.width = .flexible(min: min, ideal: ideal, max: max)
    return copy
  }

  /// A column taking a share of the remaining width proportional to `weight` (a Folio
  /// extension).
  public func width(proportion weight: CGFloat) -> TableColumn {
    var copy = self
    copy.width = .proportional(Swift.max(weight.isFinite ? weight : 1, 0))
    return copy
  }

  /// Aligns the column's cells (and its header).
  public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
    var copy = self
    copy.alignment = alignment
    return copy
  }
}

/// Builds the columns of a `Table`.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
  /// One column.
  public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] {
    [column]
  }

  /// Several columns.
  public static func buildBlock(_ columns: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] {
    columns.flatMap { $0 }
  }

  /// Columns inside `if`.
  public static func buildOptional(_ columns: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] {
    columns ?? []
  }

  /// The first branch of `if`/`else`.
  public static func buildEither(first columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] {
    columns
  }

  /// The second branch of `if`/`else`.
  public static func buildEither(second columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] {
    columns
  }

  /// Columns from a `for` loop.
  public static func buildArray(_ columns: [[TableColumn<RowValue>]]) -> [TableColumn<RowValue>] {
    columns.flatMap { $0 }
  }
}

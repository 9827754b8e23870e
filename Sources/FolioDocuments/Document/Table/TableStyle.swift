import Foundation

/// How tables in an environment look: row height, padding, header, stripes and rules.
public struct TableStyle {
  /// A fixed row height, or nil for rows as tall as their tallest cell.
  public var rowHeight: CGFloat?
  /// Space around each cell's content.
  public var cellPadding = EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
  /// Whether the header row shows (and repeats on each page).
  public var showsHeader = true
  /// The header row's background.
  public var headerBackground: Color? = Color(white: 0.9)
  /// The header text color, or nil for the foreground style.
  public var headerForeground: Color?
  /// The header font, or nil for the environment's font in bold.
  public var headerFont: Font?
  /// The background of every second row (rows 2, 4, …), if any.
  public var alternatingRowBackground: Color?
  /// A line between rows, if any.
  public var horizontalRule: (color: Color, width: CGFloat)?
  /// A line between columns, if any.
  public var verticalRule: (color: Color, width: CGFloat)?

  /// The default style.
  public init() {}
}

struct TableStyleKey: EnvironmentKey {
  static var defaultValue: TableStyle { TableStyle() }
}

extension EnvironmentValues {
  /// The style of tables.
  public var tableStyle: TableStyle {
    get { self[TableStyleKey.self] }
    set { self[TableStyleKey.self] = newValue }
  }
}

extension View {
  /// Fixes the height of table rows (nil: as tall as their content). Fixed rows let a
  /// table paginate without measuring every cell first.
  public func tableRowHeight(_ height: CGFloat?) -> some View {
    transformEnvironment(\.tableStyle) { $0.rowHeight = height.map { max($0, 0) } }
  }

  /// Sets the space around table cells' content.
  public func tableCellPadding(_ insets: EdgeInsets) -> some View {
    transformEnvironment(\.tableStyle) { $0.cellPadding = insets }
  }

  /// Sets the same space on every side of table cells' content.
  public func tableCellPadding(_ length: CGFloat) -> some View {
    tableCellPadding(EdgeInsets(.all, length))
  }

  /// Styles the header row (it repeats on every page a table spans).
  public func tableHeaderStyle(background: Color?, foreground: Color? = nil, font: Font? = nil)
    -> some View
  {
    transformEnvironment(\.tableStyle) {
      $0.headerBackground = background
      $0.headerForeground = foreground
      $0.headerFont = font
    }
  }

  /// Hides the header row of tables.
  public func tableHeaderHidden(_ hidden: Bool = true) -> some View {
    transformEnvironment(\.tableStyle) { $0.showsHeader = !hidden }
  }

  /// Paints every second row (rows 2, 4, …) of tables.
  public func alternatingRowBackgrounds(_ color: Color) -> some View {
    transformEnvironment(\.tableStyle) { $0.alternatingRowBackground = color }
  }

  /// Draws rules between table rows and/or columns.
  public func tableRules(
    horizontal: Color? = Color(white: 0.8), vertical: Color? = nil, width: CGFloat = 0.5
  ) -> some View {
    transformEnvironment(\.tableStyle) {
      $0.horizontalRule = horizontal.map { ($0, width) }
      $0.verticalRule = vertical.map { ($0, width) }
    }
  }
}

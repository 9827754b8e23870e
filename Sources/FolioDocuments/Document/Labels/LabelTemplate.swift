import Foundation

/// The geometry of a sheet of labels: paper, label size, grid and where the first label
/// sits. Built-in templates match the manufacturers' published layouts.
public struct LabelTemplate: Hashable, Sendable {
  /// The template's name (for diagnostics).
  public var name: String
  /// The paper.
  public var pageSize: PageSize
  /// The size of one label.
  public var labelSize: CGSize
  /// Labels across.
  public var columns: Int
  /// Labels down.
  public var rows: Int
  /// Distance from the page's top edge to the first row.
  public var topMargin: CGFloat
  /// Distance from the page's left edge to the first column.
  public var leftMargin: CGFloat
  /// Distance from one label's left edge to the next one's.
  public var horizontalPitch: CGFloat
  /// Distance from one label's top edge to the next one's.
  public var verticalPitch: CGFloat
  /// The corner radius of the die-cut labels (for outlines).
  public var cornerRadius: CGFloat

  /// A custom template; sizes in points. Throws when the labels do not fit the paper.
  public init(
    name: String, pageSize: PageSize, labelSize: CGSize, columns: Int, rows: Int,
    topMargin: CGFloat, leftMargin: CGFloat, horizontalPitch: CGFloat, verticalPitch: CGFloat,
    cornerRadius: CGFloat = 0
  ) throws(FolioError) {
    self.init(
      unchecked: name, pageSize: pageSize, labelSize: labelSize, columns: columns, rows: rows,
      topMargin: topMargin, leftMargin: leftMargin, horizontalPitch: horizontalPitch,
      verticalPitch: verticalPitch, cornerRadius: cornerRadius)
    try validate()
  }

  init(
    unchecked name: String, pageSize: PageSize, labelSize: CGSize, columns: Int, rows: Int,
    topMargin: CGFloat, leftMargin: CGFloat, horizontalPitch: CGFloat, verticalPitch: CGFloat,
    cornerRadius: CGFloat
  ) {
    self.name = name
    self.pageSize = pageSize
    self.labelSize = labelSize
    self.columns = columns
    self.rows = rows
    self.topMargin = topMargin
    self.leftMargin = leftMargin
    self.horizontalPitch = horizontalPitch
    self.verticalPitch = verticalPitch
    self.cornerRadius = cornerRadius
  }

  /// Checks that the grid is positive and fits on the paper.
  public func validate() throws(FolioError) {
    func fail(_ reason: String) -> FolioError {
      .invalidValue(view: "LabelTemplate \(name)", value: "\(columns)×\(rows)", reason: reason)
    }
    let values = [labelSize.width, labelSize.height, topMargin, leftMargin, horizontalPitch, verticalPitch]
    guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      throw fail("sizes and margins must be finite and not negative")
    }
    guard columns > 0, rows > 0, labelSize.width > 0, labelSize.height > 0 else {
      throw fail("a template needs at least one label of a positive size")
    }
    guard columns <= Self.maximumLabelsPerPage, rows <= Self.maximumLabelsPerPage,
      labelsPerPage <= Self.maximumLabelsPerPage
    else { throw fail("a sheet holds at most \(Self.maximumLabelsPerPage) labels") }
    guard horizontalPitch >= labelSize.width || columns == 1,
      verticalPitch >= labelSize.height || rows == 1
    else { throw fail("labels overlap: the pitch is smaller than the label") }
    let right = leftMargin + CGFloat(columns - 1) * horizontalPitch + labelSize.width
    let bottom = topMargin + CGFloat(rows - 1) * verticalPitch + labelSize.height
    guard right <= pageSize.width + 0.5, bottom <= pageSize.height + 0.5 else {
      throw fail("the labels do not fit on \(pageSize)")
    }
  }

  /// Labels on one sheet (`Int.max` when columns × rows overflows; 0 when either is not
  /// positive).
  public var labelsPerPage: Int {
    guard columns > 0, rows > 0 else { return 0 }
    let (product, overflow) = columns.multipliedReportingOverflow(by: rows)
    return overflow ? .max : product
  }

  /// The most labels a sheet may hold.
  public static let maximumLabelsPerPage = 10_000

  /// The frame of the label at a position on a sheet (row by row, from the top left).
  public func labelFrame(at position: Int) -> CGRect {
    let column = position % columns
    let row = position / columns
    return CGRect(
      x: leftMargin + CGFloat(column) * horizontalPitch,
      y: topMargin + CGFloat(row) * verticalPitch, width: labelSize.width, height: labelSize.height)
  }

  private static func inch(_ value: CGFloat) -> CGFloat { value * 72 }
  private static func mm(_ value: CGFloat) -> CGFloat { value * 72 / 25.4 }

  /// Avery 5160 / 8160: 30 address labels, 2⅝ × 1 in, 3 × 10 on US Letter.
  public static let avery5160 = LabelTemplate(
    unchecked: "Avery 5160", pageSize: .letter, labelSize: CGSize(width: inch(2.625), height: inch(1)),
    columns: 3, rows: 10, topMargin: inch(0.5), leftMargin: inch(0.1875),
    horizontalPitch: inch(2.75), verticalPitch: inch(1), cornerRadius: inch(0.0625))
  /// Avery 5163 / 8163: 10 shipping labels, 4 × 2 in, 2 × 5 on US Letter.
  public static let avery5163 = LabelTemplate(
    unchecked: "Avery 5163", pageSize: .letter, labelSize: CGSize(width: inch(4), height: inch(2)),
    columns: 2, rows: 5, topMargin: inch(0.5), leftMargin: inch(0.15625),
    horizontalPitch: inch(4.1875), verticalPitch: inch(2), cornerRadius: inch(0.0625))
  /// Avery 5164 / 8164: 6 shipping labels, 4 × 3⅓ in, 2 × 3 on US Letter.
  public static let avery5164 = LabelTemplate(
    unchecked: "Avery 5164", pageSize: .letter,
    labelSize: CGSize(width: inch(4), height: inch(10.0 / 3)), columns: 2, rows: 3,
    topMargin: inch(0.5), leftMargin: inch(0.15625), horizontalPitch: inch(4.1875),
    verticalPitch: inch(10.0 / 3), cornerRadius: inch(0.0625))
  /// Avery L7160: 21 labels, 63.5 × 38.1 mm, 3 × 7 on A4.
  public static let l7160 = LabelTemplate(
    unchecked: "Avery L7160", pageSize: .a4, labelSize: CGSize(width: mm(63.5), height: mm(38.1)),
    columns: 3, rows: 7, topMargin: mm(15.15), leftMargin: mm(7.25), horizontalPitch: mm(66.04),
    verticalPitch: mm(38.1), cornerRadius: mm(2.5))
  /// Avery L7163: 14 labels, 99.1 × 38.1 mm, 2 × 7 on A4.
  public static let l7163 = LabelTemplate(
    unchecked: "Avery L7163", pageSize: .a4, labelSize: CGSize(width: mm(99.1), height: mm(38.1)),
    columns: 2, rows: 7, topMargin: mm(15.15), leftMargin: mm(4.65), horizontalPitch: mm(101.6),
    verticalPitch: mm(38.1), cornerRadius: mm(2.5))
  /// Avery L7651: 65 mini labels, 38.1 × 21.2 mm, 5 × 13 on A4.
  public static let l7651 = LabelTemplate(
    unchecked: "Avery L7651", pageSize: .a4, labelSize: CGSize(width: mm(38.1), height: mm(21.2)),
    columns: 5, rows: 13, topMargin: mm(10.7), leftMargin: mm(4.75), horizontalPitch: mm(40.64),
    verticalPitch: mm(21.2), cornerRadius: mm(1.5))

  /// Every built-in template.
  public static let builtIn: [LabelTemplate] = [avery5160, avery5163, avery5164, l7160, l7163, l7651]
}

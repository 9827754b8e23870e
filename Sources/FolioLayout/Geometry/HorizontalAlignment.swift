import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  package let key: AlignmentKey

  /// Creates a custom horizontal alignment from an identifying type.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .horizontal)
  }

  /// The leading edge.
  public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
  /// The horizontal center.
  public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  package let key: AlignmentKey

  /// Creates a custom vertical alignment from an identifying type.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .vertical)
  }

  /// The top edge.
  public static let top = VerticalAlignment(TopAlignmentID.self)
  /// The vertical center.
  public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(BottomAlignmentID.self)
  /// The baseline of the first line of text (the bottom for views without text).
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self)
  /// The baseline of the last line of text (the bottom for views without text).
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
  /// The horizontal component.
  public var horizontal: HorizontalAlignment
  /// The vertical component.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two components.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Center, center.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, center.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, center.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Center, top.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Center, bottom.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Leading, top.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Trailing, top.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Leading, bottom.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Trailing, bottom.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Center, first text baseline.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Center, last text baseline.
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// Leading, first text baseline.
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// Leading, last text baseline.
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing, first text baseline.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing, last text baseline.
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)

  /// The guide for an axis.
  package func key(_ axis: Axis) -> AlignmentKey {
    axis == .horizontal ? horizontal.key : vertical.key
  }
}

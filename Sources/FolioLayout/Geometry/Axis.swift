import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }

  /// The other axis.
  package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
  /// The extent along `axis`.
  package subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size built from extents along a major axis and the other one.
  package init(major: CGFloat, minor: CGFloat, axis: Axis) {
    self =
      axis == .horizontal
      ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
  }
}

extension CGPoint {
  /// The coordinate along `axis`.
  package subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }

  /// A point built from coordinates along a major axis and the other one.
  package init(major: CGFloat, minor: CGFloat, axis: Axis) {
    self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
  }
}

extension CGRect {
  /// The minimum coordinate along `axis`.
  package func min(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
}

import Foundation

/// A normalized 2D point in a view's coordinate space: (0, 0) is the top-leading corner and
/// (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
  /// The normalized distance from the leading edge.
  public var x: CGFloat
  /// The normalized distance from the top edge.
  public var y: CGFloat

  /// Creates the point (0, 0).
  public init() {
    x = 0
    y = 0
  }

  /// Creates a unit point from normalized coordinates.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// (0, 0)
  public static let zero = UnitPoint(x: 0, y: 0)
  /// (0.5, 0.5)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (0, 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (1, 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0.5, 0)
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (0.5, 1)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (0, 0)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (1, 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 1)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (1, 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The absolute point this unit point denotes inside `rect`.
  public func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}

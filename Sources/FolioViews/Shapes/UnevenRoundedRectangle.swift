import Foundation

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top-leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom-leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom-trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top-trailing corner's radius.
  public var topTrailing: CGFloat

  /// Creates corner radii (0 by default).
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle with a radius of its own at each corner, as SwiftUI's
/// `UnevenRoundedRectangle`. Each radius is cut to half the shorter side; NaN, infinite and
/// negative radii count as 0. Corners are circular whatever the style (as `RoundedRectangle`
/// on paper).
public struct UnevenRoundedRectangle: InsettableShape {
  /// The corner radii.
  public var cornerRadii: RectangleCornerRadii
  /// The corner style.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// Creates the shape from radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// Creates the shape from each corner's radius.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius), style: style)
  }

  /// The outline: each corner a quarter circle of its radius (less the inset).
  public func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: insetAmount, dy: insetAmount).standardized
    guard r.width > 0, r.height > 0 else { return Path(r) }
    let limit = min(r.width, r.height) / 2
    func radius(_ value: CGFloat) -> CGFloat {
      value.isFinite ? min(max(value - insetAmount, 0), limit) : 0
    }
    let topLeading = radius(cornerRadii.topLeading)
    let topTrailing = radius(cornerRadii.topTrailing)
    let bottomTrailing = radius(cornerRadii.bottomTrailing)
    let bottomLeading = radius(cornerRadii.bottomLeading)
    let k: CGFloat = 0.552_284_749_8
    var path = Path()
    path.move(to: CGPoint(x: r.minX + topLeading, y: r.minY))
    path.addLine(to: CGPoint(x: r.maxX - topTrailing, y: r.minY))
    if topTrailing > 0 {
      path.addCurve(
        to: CGPoint(x: r.maxX, y: r.minY + topTrailing),
        control1: CGPoint(x: r.maxX - topTrailing * (1 - k), y: r.minY),
        control2: CGPoint(x: r.maxX, y: r.minY + topTrailing * (1 - k)))
    }
    path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing))
    if bottomTrailing > 0 {
      path.addCurve(
        to: CGPoint(x: r.maxX - bottomTrailing, y: r.maxY),
        control1: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing * (1 - k)),
        control2: CGPoint(x: r.maxX - bottomTrailing * (1 - k), y: r.maxY))
    }
    path.addLine(to: CGPoint(x: r.minX + bottomLeading, y: r.maxY))
    if bottomLeading > 0 {
      path.addCurve(
        to: CGPoint(x: r.minX, y: r.maxY - bottomLeading),
        control1: CGPoint(x: r.minX + bottomLeading * (1 - k), y: r.maxY),
        control2: CGPoint(x: r.minX, y: r.maxY - bottomLeading * (1 - k)))
    }
    path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading))
    if topLeading > 0 {
      path.addCurve(
        to: CGPoint(x: r.minX + topLeading, y: r.minY),
        control1: CGPoint(x: r.minX, y: r.minY + topLeading * (1 - k)),
        control2: CGPoint(x: r.minX + topLeading * (1 - k), y: r.minY))
    }
    path.closeSubpath()
    return path
  }

  /// The shape inset on every side.
  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

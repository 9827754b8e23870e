import Foundation

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
  var insetAmount: CGFloat = 0

  /// Creates a rectangle.
  public init() {}

  /// The frame, inset.
  public func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  /// The rectangle inset on every side.
  public func inset(by amount: CGFloat) -> Rectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
  /// The corner radii.
  public var cornerSize: CGSize
  /// The corner style.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// Creates a rounded rectangle with equal corner radii.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a rounded rectangle with elliptical corners.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The rounded outline of the frame, inset.
  public func path(in rect: CGRect) -> Path {
    Path(
      roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount),
      cornerSize: CGSize(
        width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0)),
      style: style)
  }

  /// The rounded rectangle inset on every side.
  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A capsule: a rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape {
  /// The corner style.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .circular) {
    self.style = style
  }

  /// The capsule in the frame, inset.
  public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let radius = min(inset.width, inset.height) / 2
    return Path(roundedRect: inset, cornerRadius: radius, style: style)
  }

  /// The capsule inset on every side.
  public func inset(by amount: CGFloat) -> Capsule {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A circle centered in its frame, as large as the frame's shorter side.
public struct Circle: InsettableShape {
  var insetAmount: CGFloat = 0

  /// Creates a circle.
  public init() {}

  /// The circle inscribed in the frame, inset.
  public func path(in rect: CGRect) -> Path {
    let diameter = max(min(rect.width, rect.height) - 2 * insetAmount, 0)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
  }

  /// The circle inset.
  public func inset(by amount: CGFloat) -> Circle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
  var insetAmount: CGFloat = 0

  /// Creates an ellipse.
  public init() {}

  /// The ellipse inscribed in the frame, inset.
  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  /// The ellipse inset.
  public func inset(by amount: CGFloat) -> Ellipse {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

extension Path: Shape {
  /// The path itself (drawn relative to the top-left corner of its frame).
  public func path(in rect: CGRect) -> Path { self }
}

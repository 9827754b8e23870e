@_spi(Engine) import FolioLayout
import Foundation

/// A linear gradient between two unit points of the filled rectangle.
public struct LinearGradient: ShapeStyle, LeafView {
  var gradient: Gradient
  var startPoint: UnitPoint
  var endPoint: UnitPoint

  /// Creates a linear gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient from evenly spaced colors.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient from stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// The gradient in absolute coordinates.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    .linearGradient(
      gradient.resolved(in: environment.colorScheme), start: startPoint.point(in: rect),
      end: endPoint.point(in: rect))
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    StyleFillNode(style: AnyShapeStyle(self), name: "LinearGradient", context: context)
  }
}

/// A radial gradient around a unit point of the filled rectangle.
public struct RadialGradient: ShapeStyle, LeafView {
  var gradient: Gradient
  var center: UnitPoint
  var startRadius: CGFloat
  var endRadius: CGFloat

  /// Creates a radial gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient from evenly spaced colors.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// The gradient in absolute coordinates.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    .radialGradient(
      gradient.resolved(in: environment.colorScheme), center: center.point(in: rect),
      startRadius: startRadius, endRadius: endRadius)
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    StyleFillNode(style: AnyShapeStyle(self), name: "RadialGradient", context: context)
  }
}

/// An angular (conic) gradient around a unit point of the filled rectangle.
public struct AngularGradient: ShapeStyle, LeafView {
  var gradient: Gradient
  var center: UnitPoint
  var startAngle: Angle
  var endAngle: Angle

  /// Creates an angular gradient from `startAngle` to `endAngle` (equal angles make a full
  /// turn).
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
  }

  /// Creates an angular gradient from evenly spaced colors.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates a full-turn angular gradient from evenly spaced colors, starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// Creates a full-turn angular gradient starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: angle + .degrees(360))
  }

  /// The gradient in absolute coordinates.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    .angularGradient(
      gradient.resolved(in: environment.colorScheme), center: center.point(in: rect), startAngle: startAngle,
      endAngle: endAngle)
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    StyleFillNode(style: AnyShapeStyle(self), name: "AngularGradient", context: context)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient from evenly spaced colors.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}

/// A view that fills its whole frame with a style (a `Color` or gradient used as a view).
package final class StyleFillNode: LayoutNode {
  let style: AnyShapeStyle
  let name: String
  let environment: EnvironmentValues

  init(style: AnyShapeStyle, name: String, context: _ResolveContext) {
    self.style = style
    self.name = name
    environment = context.environment
    super.init(context: context)
  }

  package override var dumpName: String { name }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    let paint = style._paint(in: frame, environment: environment)
    guard !paint.isInvisible, frame.width > 0, frame.height > 0, frame.width.isFinite,
      frame.height.isFinite
    else { return }
    recorder.append(.fill(FillItem(path: Path(frame), paint: paint)))
  }
}

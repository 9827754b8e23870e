import Foundation

/// The tint of the environment as a style, as SwiftUI's `.tint` style: the `tint` set
/// around the view, else the accent color.
public struct TintShapeStyle: ShapeStyle {
  /// The tint style.
  public init() {}

  /// The environment's tint.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    environment.controlTint._paint(in: rect, environment: environment)
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The environment's tint (`.foregroundStyle(.tint)`), the accent color when none is set.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

import Foundation

/// The system's fill for thin and small shapes, as SwiftUI's `.fill` style: a translucent
/// grey (iOS's `systemFill` and its lighter levels), lighter in the dark scheme.
public struct FillShapeStyle: ShapeStyle, Sendable {
  /// The grey's opacity in the light scheme, by level (0 is `.fill`).
  private static let opacities: [Double] = [0.2, 0.16, 0.12, 0.08]
  private let level: Int

  /// The fill style.
  public init() { level = 0 }

  private init(level: Int) { self.level = level }

  /// The second level: lighter.
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  /// The third level.
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  /// The fourth level.
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

  /// Grey at this level's opacity (a little more in the dark scheme).
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    let grey = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255)
    let opacity = Self.opacities[level] * (environment.colorScheme == .dark ? 1.8 : 1)
    return .color(grey.opacity(opacity).resolved(in: environment.colorScheme))
  }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system's fill for thin and small shapes (`.fill.tertiary` for the lighter levels).
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

import Foundation

/// The gentle top-to-bottom gradient of a color (`Color.blue.gradient`), as SwiftUI draws
/// it: a little lighter at the top, the color itself at the bottom.
public struct AnyGradient: ShapeStyle, Sendable {
  let color: Color

  /// Creates the gradient of a color.
  public init(_ color: Color) { self.color = color }

  /// A vertical linear gradient across the filled rectangle.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    let base = color.resolved(in: environment.colorScheme)
    let lighter = Color(
      red: base.red + (1 - base.red) * 0.18, green: base.green + (1 - base.green) * 0.18,
      blue: base.blue + (1 - base.blue) * 0.18, opacity: base.alpha)
    return .linearGradient(
      Gradient(colors: [lighter, base]), start: CGPoint(x: rect.midX, y: rect.minY),
      end: CGPoint(x: rect.midX, y: rect.maxY))
  }
}

extension Color {
  /// The color as a gentle vertical gradient.
  public var gradient: AnyGradient { AnyGradient(self) }
}

import Foundation

/// A translucent background, as SwiftUI's materials. Paper has nothing behind a view to
/// blur, so a material is a translucent fill: white in the light scheme, a dark gray in the
/// dark one, more opaque from `ultraThin` to `ultraThick`.
public struct Material: ShapeStyle, Sendable {
  let opacity: Double
  let name: String

  /// The most translucent material.
  public static let ultraThinMaterial = Material(opacity: 0.35, name: "ultraThinMaterial")
  /// A translucent material.
  public static let thinMaterial = Material(opacity: 0.5, name: "thinMaterial")
  /// The regular material.
  public static let regularMaterial = Material(opacity: 0.65, name: "regularMaterial")
  /// A mostly opaque material.
  public static let thickMaterial = Material(opacity: 0.8, name: "thickMaterial")
  /// The most opaque material.
  public static let ultraThickMaterial = Material(opacity: 0.92, name: "ultraThickMaterial")
  /// The material of bars (toolbars, tab bars).
  public static let bar = Material(opacity: 0.85, name: "bar")

  /// The material's fill in the environment's color scheme.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    let base =
      environment.colorScheme == .dark
      ? Color(white: 0.11, opacity: opacity) : Color(white: 0.98, opacity: opacity)
    return .color(base)
  }
}

extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// A translucent material.
  public static var thinMaterial: Material { .thinMaterial }
  /// The regular material.
  public static var regularMaterial: Material { .regularMaterial }
  /// A mostly opaque material.
  public static var thickMaterial: Material { .thickMaterial }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  /// The material of bars.
  public static var bar: Material { .bar }
}

/// The background of the current context: the `backgroundStyle` set around the view,
/// else white in the light scheme and black in the dark.
public struct BackgroundStyle: ShapeStyle, Sendable {
  /// Creates the background style.
  public init() {}

  /// The environment's background style, or white (black in the dark scheme).
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    if let style = environment.backgroundStyle {
      var outer = environment
      outer.backgroundStyle = nil
      return style._paint(in: rect, environment: outer)
    }
    return .color(environment.colorScheme == .dark ? .black : .white)
  }
}

struct BackgroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
  /// The style `.background` fills with (`background(in:)`, `background()`); nil means
  /// white, or black in the dark scheme.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style `.background` fills with in this view, as SwiftUI's
  /// `backgroundStyle(_:)`: `.background(in: Circle()).backgroundStyle(.blue.gradient)`.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background of the current color scheme.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

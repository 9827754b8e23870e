import Foundation

/// A color or pattern to fill or stroke a shape or text with.
public protocol ShapeStyle {
  /// The concrete paint for a shape filling `rect`, in an environment.
  func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint
}

extension Color: ShapeStyle {
  /// The color itself, in the environment's color scheme.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    .color(resolved(in: environment.colorScheme))
  }
}

/// The foreground style of the environment (black unless set with `foregroundStyle`).
public struct ForegroundStyle: ShapeStyle {
  /// Creates the foreground style.
  public init() {}

  /// The environment's foreground paint.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    // The style is painted without a foreground style of its own (a `.foreground` inside it
    // is the default), in the same color scheme.
    var outer = EnvironmentValues()
    outer.colorScheme = environment.colorScheme
    return environment.foregroundStyle?._paint(in: rect, environment: outer)
      ?? .color(Color.primary.resolved(in: environment.colorScheme))
  }
}

/// A level of the foreground style: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
  let opacity: Double

  /// The foreground style itself.
  public static let primary = HierarchicalShapeStyle(opacity: 1)
  /// The foreground style at 60% opacity.
  public static let secondary = HierarchicalShapeStyle(opacity: 0.6)
  /// The foreground style at 30% opacity.
  public static let tertiary = HierarchicalShapeStyle(opacity: 0.3)
  /// The foreground style at 18% opacity.
  public static let quaternary = HierarchicalShapeStyle(opacity: 0.18)

  /// The environment's foreground paint at this level's opacity.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    let base = ForegroundStyle()._paint(in: rect, environment: environment)
    if case .color(let color) = base { return .color(color.opacity(opacity)) }
    return base
  }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
  private let resolve: (CGRect, EnvironmentValues) -> Paint

  /// Wraps a style.
  public init<S: ShapeStyle>(_ style: S) {
    resolve = style._paint(in:environment:)
  }

  /// The wrapped style's paint.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    resolve(rect, environment)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The environment's foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The foreground style.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The foreground style at 60% opacity.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The foreground style at 30% opacity.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The foreground style at 18% opacity.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Red.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// Transparent.
  public static var clear: Color { Color.clear }
}

struct ForegroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
  /// The style text and shapes use when none is given (nil means black).
  public var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the foreground style of text and shapes in this view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.foregroundStyle, AnyShapeStyle(style))
  }

  /// Sets the foreground color of text and shapes in this view (nil restores the default).
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
  }
}

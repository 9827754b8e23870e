import Foundation

struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

/// The color scheme a view asked for with `colorScheme(_:)`, `preferredColorScheme(_:)` or
/// `environment(\.colorScheme, …)`, read by `folio previews` for the canvas behind it.
package struct ColorSchemeTrait: TraitKey {
  package static let defaultValue: ColorScheme? = nil
}

extension EnvironmentValues {
  /// The appearance views draw in: `.light` (the default, as on paper) or `.dark`, which
  /// switches system colors, asset colors with a dark appearance, materials and the
  /// default text color to their dark variants.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Draws this view and its descendants in a color scheme.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Asks for a color scheme for the whole presentation. On paper there is no window to
  /// switch: the view and its descendants draw in that scheme (nil leaves it), and
  /// `folio previews` paints the preview's background in it.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    var writer = _EnvironmentWritingModifier { environment in
      if let colorScheme { environment.colorScheme = colorScheme }
    }
    if let colorScheme { writer.traits = { $0[ColorSchemeTrait.self] = colorScheme } }
    return modifier(writer)
  }
}

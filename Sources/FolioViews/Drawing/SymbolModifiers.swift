import Foundation

extension Image {
  /// How large an SF Symbol draws relative to the font.
  public enum Scale: Hashable, Sendable, CaseIterable {
    /// 0.8 of the font.
    case small
    /// The font's size.
    case medium
    /// 1.3 of the font.
    case large

    var factor: CGFloat {
      switch self {
      case .small: return 0.8
      case .medium: return 1
      case .large: return 1.3
      }
    }
  }

  /// Sets how a symbol's layers are colored (accepted; Folio's stand-ins have one layer).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

  /// Creates an SF Symbol with a variable value (the stand-in ignores the value).
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }
}

/// How an SF Symbol's layers are colored. Folio's stand-ins are one-color glyphs, so every
/// mode draws in the foreground style.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  /// One color.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Layers in opacities of one color.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the styles given.
  public static let palette = SymbolRenderingMode(name: "palette")
  /// The symbol's own colors.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// A variant of SF Symbols (`.fill`, `.circle` …): `Image(systemName:)` looks up its name
/// with the variant's suffix first.
public struct SymbolVariants: Hashable, Sendable {
  let suffix: String

  /// No variant.
  public static let none = SymbolVariants(suffix: "")
  /// The filled variant.
  public static let fill = SymbolVariants(suffix: ".fill")
  /// The variant in a circle.
  public static let circle = SymbolVariants(suffix: ".circle")
  /// The variant in a square.
  public static let square = SymbolVariants(suffix: ".square")
  /// The slashed variant.
  public static let slash = SymbolVariants(suffix: ".slash")

  /// This variant, filled.
  public var fill: SymbolVariants { SymbolVariants(suffix: suffix + ".fill") }
}

struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

struct SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
  /// How large SF Symbols draw relative to the font.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// The SF Symbol variant views here ask for.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  /// Scales the SF Symbols in this view relative to the font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }

  /// Asks for a variant of the SF Symbols in this view.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environment(\.symbolVariants, variant)
  }

  /// Sets how SF Symbols' layers are colored (accepted; the stand-ins have one layer).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

  /// Sets a primary and a secondary style; Folio draws with the primary (symbols'
  /// secondary layers have no stand-in).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyle(primary)
  }

  /// Sets three styles; Folio draws with the primary.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }
}

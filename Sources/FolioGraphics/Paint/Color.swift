import Foundation

/// A color in the sRGB space with an opacity, named and built as in SwiftUI.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// Red component, 0…1.
  public var red: Double
  /// Green component, 0…1.
  public var green: Double
  /// Blue component, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double
  /// The name of a named color, kept for readable dumps.
  package var name: String?
  /// The color in the dark appearance, when it differs (system colors, asset-catalog
  /// colors with a dark appearance): its components, kept inline so copying a color costs
  /// no reference counting.
  package var darkVariant: DarkComponents?

  /// The color spaces `Color(_:red:green:blue:opacity:)` accepts.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The sRGB color space.
    case sRGB
    /// sRGB primaries with a linear transfer function.
    case sRGBLinear
    /// Display P3, treated as sRGB (PDF output is sRGB).
    case displayP3
  }

  package init(red: Double, green: Double, blue: Double, alpha: Double, name: String?) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
    self.name = name
  }

  /// Creates a color from sRGB components and an opacity, each 0…1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, alpha: opacity, name: nil)
  }

  /// Creates a color from components in the given color space.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    switch colorSpace {
    case .sRGB, .displayP3:
      self.init(red: red, green: green, blue: blue, opacity: opacity)
    case .sRGBLinear:
      self.init(
        red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), opacity: opacity)
    }
  }

  /// Creates a gray from a white level and an opacity.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a gray from a white level in the given color space.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a color from hue, saturation and brightness, each 0…1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(saturating: h) % 6
    let f = h - Double(Int(saturating: h))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    let rgb: (Double, Double, Double)
    switch sector {
    case 0: rgb = (brightness, t, p)
    case 1: rgb = (q, brightness, p)
    case 2: rgb = (p, brightness, t)
    case 3: rgb = (p, q, brightness)
    case 4: rgb = (t, p, brightness)
    default: rgb = (brightness, p, q)
    }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
  }

  /// Creates a color from a 24-bit `0xRRGGBB` value (a Folio extension).
  public init(hex: UInt32, opacity: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, opacity: opacity)
  }

  /// Returns this color with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy.alpha = Self.clamp(alpha * opacity)
    if let name { copy.name = "\(name).opacity(\(CGFloat(opacity).dumpString))" }
    if let darkVariant { copy.darkVariant?.alpha = Self.clamp(darkVariant.alpha * opacity) }
    return copy
  }

  /// A readable name (`red`, `#336699`, or with an alpha `#33669980`).
  public var description: String {
    if let name { return name }
    return hexString
  }

  /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
  public var hexString: String {
    func byte(_ v: Double) -> String {
      String(format: "%02x", Int(saturating: (min(max(v, 0), 1) * 255).rounded()))
    }
    let base = "#" + byte(red) + byte(green) + byte(blue)
    return alpha >= 1 ? base : base + byte(alpha)
  }

  /// Two colors are equal when their components are (in both appearances), whatever their
  /// names.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
      && lhs.darkVariant == rhs.darkVariant
  }

  /// This color as it looks in a color scheme: its dark variant in `.dark` when it has one.
  public func resolved(in colorScheme: ColorScheme) -> Color {
    guard colorScheme == .dark, let darkVariant else { return self }
    return Color(
      red: darkVariant.red, green: darkVariant.green, blue: darkVariant.blue, alpha: darkVariant.alpha,
      name: name.map { "\($0)(dark)" })
  }

  /// A color that is `light` in the light appearance and `dark` in the dark one.
  package init(light: Color, dark: Color, name: String? = nil) {
    self = light
    self.darkVariant = DarkComponents(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    if let name { self.name = name }
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

  private static func encode(_ linear: Double) -> Double {
    linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }
}

extension Color {
  private static func named(
    _ name: String, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1,
    dark: (Double, Double, Double, Double)? = nil
  ) -> Color {
    var color = Color(red: r, green: g, blue: b, alpha: a, name: name)
    if let dark {
      color.darkVariant = DarkComponents(red: dark.0, green: dark.1, blue: dark.2, alpha: dark.3)
    }
    return color
  }

  /// Black.
  public static let black = named("black", 0, 0, 0)
  /// White.
  public static let white = named("white", 1, 1, 1)
  /// SwiftUI's gray.
  public static let gray = named("gray", 0.557, 0.557, 0.576)
  /// SwiftUI's red.
  public static let red = named("red", 1, 0.231, 0.188, dark: (1, 0.271, 0.227, 1))
  /// SwiftUI's orange.
  public static let orange = named("orange", 1, 0.584, 0, dark: (1, 0.624, 0.039, 1))
  /// SwiftUI's yellow.
  public static let yellow = named("yellow", 1, 0.8, 0, dark: (1, 0.839, 0.039, 1))
  /// SwiftUI's green.
  public static let green = named("green", 0.204, 0.78, 0.349, dark: (0.188, 0.82, 0.345, 1))
  /// SwiftUI's mint.
  public static let mint = named("mint", 0, 0.78, 0.745, dark: (0.388, 0.902, 0.886, 1))
  /// SwiftUI's teal.
  public static let teal = named("teal", 0.188, 0.69, 0.78, dark: (0.251, 0.784, 0.878, 1))
  /// SwiftUI's cyan.
  public static let cyan = named("cyan", 0.196, 0.678, 0.902, dark: (0.392, 0.824, 1, 1))
  /// SwiftUI's blue.
  public static let blue = named("blue", 0, 0.478, 1, dark: (0.039, 0.518, 1, 1))
  /// SwiftUI's indigo.
  public static let indigo = named("indigo", 0.345, 0.337, 0.839, dark: (0.369, 0.361, 0.902, 1))
  /// SwiftUI's purple.
  public static let purple = named("purple", 0.686, 0.322, 0.871, dark: (0.749, 0.353, 0.949, 1))
  /// SwiftUI's pink.
  public static let pink = named("pink", 1, 0.176, 0.333, dark: (1, 0.216, 0.373, 1))
  /// SwiftUI's brown.
  public static let brown = named("brown", 0.635, 0.518, 0.369, dark: (0.675, 0.557, 0.408, 1))
  /// A fully transparent color.
  public static let clear = named("clear", 0, 0, 0, 0)
  /// The primary content color (black on paper).
  public static let primary = named("primary", 0, 0, 0, dark: (1, 1, 1, 1))
  /// The secondary content color (a translucent gray, as SwiftUI's light appearance).
  public static let secondary = named("secondary", 0.235, 0.235, 0.263, 0.6, dark: (0.922, 0.922, 0.961, 0.6))
  /// The accent color (SwiftUI's blue).
  public static let accentColor = named("accentColor", 0, 0.478, 1, dark: (0.039, 0.518, 1, 1))
}

/// The components of a color's dark variant.
package struct DarkComponents: Hashable, Sendable {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double
}

/// The appearance views are drawn in: light (paper) or dark.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Dark content on a light background.
  case light
  /// Light content on a dark background.
  case dark
}

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

  /// Two colors are equal when their components are, whatever their names.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
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
  private static func named(_ name: String, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1)
    -> Color
  {
    Color(red: r, green: g, blue: b, alpha: a, name: name)
  }

  /// Black.
  public static let black = named("black", 0, 0, 0)
  /// White.
  public static let white = named("white", 1, 1, 1)
  /// SwiftUI's gray.
  public static let gray = named("gray", 0.557, 0.557, 0.576)
  /// SwiftUI's red.
  public static let red = named("red", 1, 0.231, 0.188)
  /// SwiftUI's orange.
  public static let orange = named("orange", 1, 0.584, 0)
  /// SwiftUI's yellow.
  public static let yellow = named("yellow", 1, 0.8, 0)
  /// SwiftUI's green.
  public static let green = named("green", 0.204, 0.78, 0.349)
  /// SwiftUI's mint.
  public static let mint = named("mint", 0, 0.78, 0.745)
  /// SwiftUI's teal.
  public static let teal = named("teal", 0.188, 0.69, 0.78)
  /// SwiftUI's cyan.
  public static let cyan = named("cyan", 0.196, 0.678, 0.902)
  /// SwiftUI's blue.
  public static let blue = named("blue", 0, 0.478, 1)
  /// SwiftUI's indigo.
  public static let indigo = named("indigo", 0.345, 0.337, 0.839)
  /// SwiftUI's purple.
  public static let purple = named("purple", 0.686, 0.322, 0.871)
  /// SwiftUI's pink.
  public static let pink = named("pink", 1, 0.176, 0.333)
  /// SwiftUI's brown.
  public static let brown = named("brown", 0.635, 0.518, 0.369)
  /// A fully transparent color.
  public static let clear = named("clear", 0, 0, 0, 0)
  /// The primary content color (black on paper).
  public static let primary = named("primary", 0, 0, 0)
  /// The secondary content color (a translucent gray, as SwiftUI's light appearance).
  public static let secondary = named("secondary", 0.235, 0.235, 0.263, 0.6)
  /// The accent color (SwiftUI's blue).
  public static let accentColor = named("accentColor", 0, 0.478, 1)
}

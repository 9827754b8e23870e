import Foundation

/// The UIKit colours view files reach for (`Color(UIColor.systemBackground)`,
/// `Color(uiColor: .secondaryLabel)`, `UIColor(color).getRed(…)`), as a value Folio draws:
/// iOS's system colours with their light and dark appearances. `folio previews` reads
/// `import UIKit` as `import Folio`, so such a file compiles with only that import changed.
public struct UIColor: Hashable, Sendable {
  /// The colour Folio draws.
  public let color: Color

  /// A colour Folio draws as `color`.
  public init(_ color: Color) { self.color = color }

  /// A colour from sRGB components, each 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A grey.
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(white: Double(white), opacity: Double(alpha))
  }

  /// A colour from hue, saturation and brightness, each 0…1.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    color = Color(
      hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)
    )
  }

  /// A colour that depends on the appearance, as UIKit's `UIColor(dynamicProvider:)`: the
  /// provider is asked for the light and the dark colour.
  public init(dynamicProvider: (UITraitCollection) -> UIColor) {
    color = Color(
      light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color,
      dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color)
  }

  /// The colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

  /// The colour's sRGB components (in the light appearance); always true.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = CGFloat(color.red)
    green?.pointee = CGFloat(color.green)
    blue?.pointee = CGFloat(color.blue)
    alpha?.pointee = CGFloat(color.alpha)
    return true
  }

  static func system(_ light: UInt32, _ dark: UInt32, alpha: Double = 1, darkAlpha: Double? = nil)
    -> UIColor
  {
    UIColor(
      Color(light: Color(hex: light, opacity: alpha), dark: Color(hex: dark, opacity: darkAlpha ?? alpha)))
  }

  /// Black.
  public static let black = UIColor(Color.black)
  /// White.
  public static let white = UIColor(Color.white)
  /// Transparent.
  public static let clear = UIColor(Color.clear)
  /// 50% grey.
  public static let gray = UIColor(Color(white: 0.5))
  /// 33% grey.
  public static let darkGray = UIColor(Color(white: 1 / 3))
  /// 67% grey.
  public static let lightGray = UIColor(Color(white: 2 / 3))
  /// Pure red.
  public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
  /// Pure green.
  public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
  /// Pure blue.
  public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
  /// Orange.
  public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
  /// Yellow.
  public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
  /// Purple.
  public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))

  /// The main background: white, or black in the dark appearance.
  public static let systemBackground = system(0xFFFFFF, 0x000000)
  /// The background of grouped content over `systemBackground`.
  public static let secondarySystemBackground = system(0xF2F2F7, 0x1C1C1E)
  /// The background of content over `secondarySystemBackground`.
  public static let tertiarySystemBackground = system(0xFFFFFF, 0x2C2C2E)
  /// The background of a grouped list.
  public static let systemGroupedBackground = system(0xF2F2F7, 0x000000)
  /// The background of a grouped list's cells.
  public static let secondarySystemGroupedBackground = system(0xFFFFFF, 0x1C1C1E)
  /// The background of content in a grouped list's cells.
  public static let tertiarySystemGroupedBackground = system(0xF2F2F7, 0x2C2C2E)
  /// Primary text.
  public static let label = system(0x000000, 0xFFFFFF)
  /// Secondary text.
  public static let secondaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.6)
  /// Tertiary text.
  public static let tertiaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
  /// Quaternary text.
  public static let quaternaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.18)
  /// Placeholder text.
  public static let placeholderText = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
  /// Links.
  public static let link = system(0x007AFF, 0x0984FF)
  /// Thin separators.
  public static let separator = system(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
  /// Opaque separators.
  public static let opaqueSeparator = system(0xC6C6C8, 0x38383A)
  /// The fill of thin and small shapes.
  public static let systemFill = system(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
  /// The fill of medium shapes.
  public static let secondarySystemFill = system(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
  /// The fill of large shapes.
  public static let tertiarySystemFill = system(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
  /// The fill of large areas.
  public static let quaternarySystemFill = system(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)

  /// System blue.
  public static let systemBlue = UIColor(Color.blue)
  /// System green.
  public static let systemGreen = UIColor(Color.green)
  /// System indigo.
  public static let systemIndigo = UIColor(Color.indigo)
  /// System orange.
  public static let systemOrange = UIColor(Color.orange)
  /// System pink.
  public static let systemPink = UIColor(Color.pink)
  /// System purple.
  public static let systemPurple = UIColor(Color.purple)
  /// System red.
  public static let systemRed = UIColor(Color.red)
  /// System teal.
  public static let systemTeal = UIColor(Color.teal)
  /// System yellow.
  public static let systemYellow = UIColor(Color.yellow)
  /// System mint.
  public static let systemMint = UIColor(Color.mint)
  /// System cyan.
  public static let systemCyan = UIColor(Color.cyan)
  /// System brown.
  public static let systemBrown = UIColor(Color.brown)
  /// System grey.
  public static let systemGray = system(0x8E8E93, 0x8E8E93)
  /// System grey 2.
  public static let systemGray2 = system(0xAEAEB2, 0x636366)
  /// System grey 3.
  public static let systemGray3 = system(0xC7C7CC, 0x48484A)
  /// System grey 4.
  public static let systemGray4 = system(0xD1D1D6, 0x3A3A3C)
  /// System grey 5.
  public static let systemGray5 = system(0xE5E5EA, 0x2C2C2E)
  /// System grey 6.
  public static let systemGray6 = system(0xF2F2F7, 0x1C1C1E)
  /// The tint of controls.
  public static let tintColor = UIColor(Color.accentColor)
}

/// The appearance a dynamic `UIColor` is asked about.
public struct UITraitCollection: Sendable {
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// A trait collection of one appearance.
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not said.
  case unspecified
  /// Light.
  case light
  /// Dark.
  case dark
}

extension Color {
  /// The colour a `UIColor` stands for, as SwiftUI's `Color(uiColor:)`.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// The colour a `UIColor` stands for, as SwiftUI's `Color(_:)` with a `UIColor`.
  public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// The UIKit fonts view files reach for, as a Folio `Font`: the system font at a size and
/// weight, or a text style (`Font(UIFont.preferredFont(forTextStyle: .body))`).
public struct UIFont: Hashable, Sendable {
  /// The font Folio draws.
  public let font: Font

  /// A font Folio draws as `font`.
  public init(_ font: Font) { self.font = font }

  /// A font by family name and size (nil never: fontconfig stands in for a missing family).
  public init?(name: String, size: CGFloat) { font = .custom(name, size: size) }

  /// The system font at a size.
  public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(.system(size: size)) }
  /// The system font at a size and weight.
  public static func systemFont(ofSize size: CGFloat, weight: Font.Weight) -> UIFont {
    UIFont(.system(size: size, weight: weight))
  }
  /// The bold system font at a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(.system(size: size, weight: .bold))
  }
  /// The monospaced system font at a size and weight.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Font.Weight) -> UIFont {
    UIFont(.system(size: size, weight: weight, design: .monospaced))
  }
  /// The font of a text style.
  public static func preferredFont(forTextStyle style: Font.TextStyle) -> UIFont { UIFont(.system(style)) }
}

extension Font {
  /// The font a `UIFont` stands for, as SwiftUI's `Font(_:)` with a `UIFont`.
  public init(_ uiFont: UIFont) { self = uiFont.font }
}

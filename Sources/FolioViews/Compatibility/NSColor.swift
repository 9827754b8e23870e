import Foundation

/// AppKit's colour, for view files written for the Mac: the same values as `UIColor`,
/// with AppKit's names for the system colours. `folio previews` reads `import AppKit` as
/// `import Folio`.
public typealias NSColor = UIColor

/// AppKit's font, for view files written for the Mac: the same values as `UIFont`.
public typealias NSFont = UIFont

extension UIColor {
  /// Primary text (AppKit's name).
  public static var labelColor: UIColor { .label }
  /// Secondary text (AppKit's name).
  public static var secondaryLabelColor: UIColor { .secondaryLabel }
  /// Tertiary text (AppKit's name).
  public static var tertiaryLabelColor: UIColor { .tertiaryLabel }
  /// Text (AppKit's name).
  public static var textColor: UIColor { .label }
  /// A window's background (AppKit's name).
  public static var windowBackgroundColor: UIColor { system(0xECECEC, 0x323232) }
  /// A control's background (AppKit's name).
  public static var controlBackgroundColor: UIColor { .systemBackground }
  /// A text field's background (AppKit's name).
  public static var textBackgroundColor: UIColor { .systemBackground }
  /// Separators (AppKit's name).
  public static var separatorColor: UIColor { .separator }
  /// The accent colour (AppKit's name).
  public static var controlAccentColor: UIColor { .tintColor }
  /// Links (AppKit's name).
  public static var linkColor: UIColor { .link }
}

extension Color {
  /// The colour an `NSColor` stands for, as SwiftUI's `Color(nsColor:)`.
  public init(nsColor: NSColor) { self = nsColor.color }
}

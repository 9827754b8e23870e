import Foundation

/// The sizes a WidgetKit widget comes in. Folio draws a widget's entry view as a static
/// picture: `folio previews` sizes it by family (`previewContext(WidgetPreviewContext(family:))`)
/// and the view reads the family from `@Environment(\.widgetFamily)`.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A small square widget.
  case systemSmall
  /// A wide widget.
  case systemMedium
  /// A large square-ish widget.
  case systemLarge
  /// An extra-large widget (iPad).
  case systemExtraLarge
  /// A circular accessory (Lock Screen, watch).
  case accessoryCircular
  /// A rectangular accessory.
  case accessoryRectangular
  /// A single line of accessory text.
  case accessoryInline

  /// The family's name (`systemSmall`).
  public var description: String { rawValue }

  /// The widget's size in points (an iPhone 15's, as Xcode's canvas shows them).
  public var size: CGSize {
    switch self {
    case .systemSmall: return CGSize(width: 170, height: 170)
    case .systemMedium: return CGSize(width: 364, height: 170)
    case .systemLarge: return CGSize(width: 364, height: 382)
    case .systemExtraLarge: return CGSize(width: 715, height: 342)
    case .accessoryCircular: return CGSize(width: 76, height: 76)
    case .accessoryRectangular: return CGSize(width: 172, height: 76)
    case .accessoryInline: return CGSize(width: 257, height: 26)
    }
  }

  /// Whether the family is an accessory (no container background, no margins).
  public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

  /// The content margins the system gives a widget of this family.
  public var contentMargins: EdgeInsets {
    isAccessory ? EdgeInsets() : EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
  }

  /// The corner radius of the widget's container.
  public var cornerRadius: CGFloat {
    switch self {
    case .accessoryCircular: return size.width / 2
    case .accessoryRectangular, .accessoryInline: return 8
    default: return 22
    }
  }
}

/// How a widget is drawn (Folio draws in full color).
public enum WidgetRenderingMode: Hashable, Sendable {
  /// Full color.
  case fullColor
  /// Tinted with an accent.
  case accented
  /// Vibrant (Lock Screen).
  case vibrant
}

/// Where `containerBackground(_:for:)` puts its background.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String

  /// The container of a widget.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// The container of a navigation stack (drawn as the view's background).
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

/// What `previewContext(_:)` gives a widget preview: its family.
public struct WidgetPreviewContext: Hashable, Sendable {
  /// The family the preview draws the widget in.
  public let family: WidgetFamily

  /// A preview context for a widget family.
  public init(family: WidgetFamily) { self.family = family }
}

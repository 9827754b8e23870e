import Foundation

/// A type that declares previews of views, as SwiftUI's `PreviewProvider`: each view of
/// `previews` (each child of a `Group`, each `ForEach` item) is one preview, which
/// `folio previews` renders to an image.
public protocol PreviewProvider {
  /// The previews' views.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews are for (nil: the file's platform; accepted, not used).
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No particular platform.
  public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can be for (accepted; Folio draws the same on all).
public enum PreviewPlatform: Hashable, Sendable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}

/// How a preview is sized: `folio previews` draws it in a canvas of that size.
public enum PreviewLayout: Hashable, Sendable {
  /// The device's screen (390 × 844 points unless `previewDevice` names another), the
  /// view proposed that size and centered.
  case device
  /// The view's own size when proposed the device's screen (Folio's default).
  case sizeThatFits
  /// A canvas of a fixed size, the view proposed that size and centered.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview is drawn for, named as Xcode names them (`"iPhone 15"`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The device's name.
  public let rawValue: String

  /// Names a device.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Names a device.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The screen size in points of the devices Folio knows (portrait), else an iPhone 15's.
  public var screenSize: CGSize {
    let name = rawValue.lowercased()
    let table: [(String, CGSize)] = [
      ("iphone se", CGSize(width: 375, height: 667)), ("pro max", CGSize(width: 430, height: 932)),
      ("plus", CGSize(width: 430, height: 932)), ("mini", CGSize(width: 375, height: 812)),
      ("ipad pro (12.9", CGSize(width: 1024, height: 1366)), ("ipad pro", CGSize(width: 834, height: 1194)),
      ("ipad mini", CGSize(width: 744, height: 1133)), ("ipad", CGSize(width: 820, height: 1180)),
      ("apple watch", CGSize(width: 198, height: 242)), ("mac", CGSize(width: 1280, height: 800)),
    ]
    return table.first { name.contains($0.0) }?.1 ?? Self.defaultScreenSize
  }

  /// An iPhone 15's screen, 390 × 844 points.
  public static let defaultScreenSize = CGSize(width: 390, height: 844)
}

/// A device's orientation in a preview.
public enum InterfaceOrientation: Hashable, Sendable, CaseIterable {
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// Turned left.
  case landscapeLeft
  /// Turned right.
  case landscapeRight

  /// Whether the screen is wider than tall.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What the preview modifiers said about a preview, kept on its view-list element.
package struct PreviewTraits {
  package var layout: PreviewLayout?
  package var displayName: String?
  package var device: PreviewDevice?
  package var orientation: InterfaceOrientation?
  package var widgetFamily: WidgetFamily?
}

package struct PreviewTraitsKey: TraitKey {
  package static var defaultValue: PreviewTraits { PreviewTraits() }
}

extension View {
  /// Sizes this preview's canvas.
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    modifier(_TraitWritingModifier { $0[PreviewTraitsKey.self].layout = layout })
  }

  /// Names this preview in the contact sheet.
  public func previewDisplayName(_ name: String?) -> some View {
    modifier(_TraitWritingModifier { $0[PreviewTraitsKey.self].displayName = name })
  }

  /// Draws this preview at a device's screen size (with `.device` layout).
  public func previewDevice(_ device: PreviewDevice?) -> some View {
    modifier(_TraitWritingModifier { $0[PreviewTraitsKey.self].device = device })
  }

  /// Turns this preview's device (landscape swaps the screen's sides).
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
    modifier(_TraitWritingModifier { $0[PreviewTraitsKey.self].orientation = orientation })
  }

  /// Draws this preview as a widget of a family: sized as the family, with its container
  /// background, and with `\.widgetFamily` set for the view.
  public func previewContext(_ context: WidgetPreviewContext) -> some View {
    var writer = _EnvironmentWritingModifier { $0.widgetFamily = context.family }
    writer.traits = { $0[PreviewTraitsKey.self].widgetFamily = context.family }
    return modifier(writer)
  }
}

import Foundation

/// The kinds of content shape SwiftUI distinguishes (hit testing, drag previews, …).
public struct ContentShapeKinds: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Kinds from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The shape touches hit.
  public static let interaction = ContentShapeKinds(rawValue: 1)
  /// The shape of a drag preview.
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  /// The shape of a context menu preview.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  /// The shape of a hover effect.
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  /// The shape of an accessibility element.
  public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
  /// Whether touches reach the view in SwiftUI; nothing touches a page, so the view is
  /// drawn as it is.
  public func allowsHitTesting(_ enabled: Bool) -> Self { self }

  /// The shape touches hit in SwiftUI; nothing touches a page, so the view is drawn as it
  /// is.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }

  /// The shape of some kinds of interaction in SwiftUI; the view is drawn as it is.
  public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self {
    self
  }

  /// The view's accessibility label, in the spelling SwiftUI deprecated
  /// (`.accessibility(label: Text("Close"))`): as `accessibilityLabel(_:)`.
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

  /// Fills the view's frame with the background style behind it, as SwiftUI's
  /// `background(ignoresSafeAreaEdges:)`: white, or black in the dark scheme, unless a
  /// `backgroundStyle` is set.
  public func background(
    ignoresSafeAreaEdges edges: Edge.Set = .all, fileID: StaticString = #fileID, line: UInt = #line
  )
    -> some View
  {
    background(Rectangle().fill(.background), alignment: .center, fileID: fileID, line: line)
  }
}

import Foundation

/// The namespace of `#Preview`'s traits, as SwiftUI's `Preview`.
public enum Preview {
  /// The kind of traits a view preview takes.
  public enum ViewTraits {}
}

/// A trait of a `#Preview`: its layout or its device's orientation.
public struct PreviewTrait<Kind> {
  let layout: PreviewLayout?
  let orientation: InterfaceOrientation?
}

extension PreviewTrait where Kind == Preview.ViewTraits {
  /// The device layout.
  public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device, orientation: nil) }
  /// The view's own size.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits, orientation: nil) }
  /// A fixed canvas.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(layout: .fixed(width: width, height: height), orientation: nil)
  }
  /// Upright.
  public static var portrait: PreviewTrait { PreviewTrait(layout: nil, orientation: .portrait) }
  /// Upside down.
  public static var portraitUpsideDown: PreviewTrait {
    PreviewTrait(layout: nil, orientation: .portraitUpsideDown)
  }
  /// Turned left.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(layout: nil, orientation: .landscapeLeft) }
  /// Turned right.
  public static var landscapeRight: PreviewTrait { PreviewTrait(layout: nil, orientation: .landscapeRight) }
}

/// One `#Preview` block. `folio` compiles a file's `#Preview { … }` (which needs a macro
/// Folio cannot ship) as a value of this type: `#Preview("Name", traits: …) {` becomes
/// `let _folioPreviewN = _FolioPreviewBlock("Name", traits: …, line: N) {` on the same
/// line, so line numbers in diagnostics stay right.
public struct _FolioPreviewBlock {
  /// The name given to the preview, if any.
  public let name: String?
  /// The line of `#Preview` in its file.
  public let line: Int
  let traits: [PreviewTrait<Preview.ViewTraits>]
  let makeView: () -> AnyView
  /// For a widget's timeline (`#Preview(as:timeline:)`): its family and the view of each
  /// entry.
  package let widgetTimeline: (family: WidgetFamily, entryViews: () -> [AnyView])?

  /// A preview of the view `body` builds.
  public init<V: View>(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., line: Int = 0,
    @ViewBuilder body: @escaping () -> V
  ) {
    self.name = name
    self.line = line
    self.traits = traits
    makeView = { AnyView(body()) }
    widgetTimeline = nil
  }

  /// A preview of a widget's timeline in a family.
  init(name: String?, line: Int, family: WidgetFamily, entryViews: @escaping () -> [AnyView]) {
    self.name = name
    self.line = line
    traits = []
    makeView = { AnyView(EmptyView()) }
    widgetTimeline = (family, entryViews)
  }

  /// The preview's view with its traits as preview modifiers.
  public var view: some View {
    var layout: PreviewLayout?
    var orientation: InterfaceOrientation?
    for trait in traits {
      if let value = trait.layout { layout = value }
      if let value = trait.orientation { orientation = value }
    }
    return makeView().modifier(
      _TraitWritingModifier { traits in
        if let layout { traits[PreviewTraitsKey.self].layout = layout }
        if let orientation { traits[PreviewTraitsKey.self].orientation = orientation }
      })
  }
}

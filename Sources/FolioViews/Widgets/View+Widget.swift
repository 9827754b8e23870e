import Foundation

struct WidgetFamilyKey: EnvironmentKey {
  static let defaultValue = WidgetFamily.systemSmall
}

struct WidgetRenderingModeKey: EnvironmentKey {
  static let defaultValue = WidgetRenderingMode.fullColor
}

struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
  static let defaultValue = true
}

/// The background `containerBackground(_:for: .widget)` gives a widget: `folio previews`
/// fills the widget's rounded container with it.
package struct WidgetContainerBackgroundTrait: TraitKey {
  package static var defaultValue: AnyView? { nil }
}

/// The family `previewContext(WidgetPreviewContext(family:))` asked for.
package struct WidgetFamilyTrait: TraitKey {
  package static let defaultValue: WidgetFamily? = nil
}

extension EnvironmentValues {
  /// The widget family the view draws for (`.systemSmall` unless a preview context or the
  /// caller sets it).
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }

  /// How the widget is drawn (`.fullColor` in Folio).
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }

  /// Whether the widget's container background shows (true in Folio).
  public var showsWidgetContainerBackground: Bool {
    get { self[ShowsWidgetContainerBackgroundKey.self] }
    set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
  }

  /// The margins the widget's container gives its content (those of the family).
  public var widgetContentMargins: EdgeInsets { widgetFamily.contentMargins }
}

extension View {
  /// Gives the container this view sits in a background. For `.widget`, `folio previews`
  /// fills the widget's rounded container with `style`; for `.navigation`, the style is
  /// drawn behind the view. Elsewhere (a page) there is no container and nothing is drawn.
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
    -> some View
  {
    containerBackground(for: container) { Rectangle().fill(style) }
  }

  /// Gives the container this view sits in a background view.
  public func containerBackground<Background: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> Background
  ) -> some View {
    let background = AnyView(content())
    return modifier(
      _TraitWritingModifier { traits in
        if container == .widget { traits[WidgetContainerBackgroundTrait.self] = background }
      }
    )
    .background(alignment: alignment) { if container == .navigation { background } }
  }

  /// Marks this view as taking the widget's accent color in the accented rendering mode
  /// (Folio draws in full color, so nothing changes).
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

  /// The URL a tap on the widget opens: in Folio's output, a link over the view.
  @ViewBuilder
  public func widgetURL(_ url: URL?) -> some View {
    if let url { self.link(url: url) } else { self }
  }
}

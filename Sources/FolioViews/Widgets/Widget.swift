import Foundation

/// A widget, as WidgetKit's `Widget`: its `body` says which entries it draws and how. A
/// widget is drawn by `folio previews` from a `#Preview(as:timeline:)`, one image per entry.
public protocol Widget {
  /// The configuration's type.
  associatedtype Body: WidgetConfiguration
  /// How the widget is configured: its provider and its entry view.
  var body: Body { get }
  /// A widget (WidgetKit makes it).
  init()
}

/// What a widget's `body` is, as WidgetKit's `WidgetConfiguration`.
public protocol WidgetConfiguration {
  /// The entry's view, for an entry of the configuration's provider (nil when the entry is
  /// of another type).
  func _entryView(for entry: Any) -> AnyView?
  /// The families the widget supports (every system family when the widget does not say).
  var _supportedFamilies: [WidgetFamily] { get }
}

/// A widget configured by a timeline provider alone, as WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
  /// The widget's kind, which identifies it.
  public let kind: String
  private let makeView: (Any) -> AnyView?
  private var families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
  private let provide: (WidgetFamily) -> [Any]

  /// A configuration whose `content` draws each entry `provider` gives.
  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {
    self.kind = kind
    makeView = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    provide = { family in
      var entries: [Any] = []
      provider.getTimeline(in: TimelineProviderContext(family: family)) { entries = $0.entries }
      return entries
    }
  }

  /// The entry's view.
  public func _entryView(for entry: Any) -> AnyView? { makeView(entry) }

  /// The families the widget supports.
  public var _supportedFamilies: [WidgetFamily] { families }

  /// The entries the provider's timeline gives for `family` (a provider that answers
  /// later than it is asked gives none).
  package func timelineEntries(for family: WidgetFamily) -> [Any] { provide(family) }

  /// The name the widget gallery shows.
  public func configurationDisplayName(_ name: String) -> Self { self }
  /// The name the widget gallery shows.
  public func configurationDisplayName(_ name: LocalizedStringKey) -> Self { self }
  /// The description the widget gallery shows.
  public func description(_ description: String) -> Self { self }
  /// The description the widget gallery shows.
  public func description(_ description: LocalizedStringKey) -> Self { self }
  /// The families the widget comes in.
  public func supportedFamilies(_ families: [WidgetFamily]) -> Self {
    var copy = self
    copy.families = families
    return copy
  }
  /// Turns off the system's content margins (`folio previews` draws with the family's).
  public func contentMarginsDisabled() -> Self { self }
}

/// Several widgets of one extension, as WidgetKit's `WidgetBundle`.
public protocol WidgetBundle {
  /// The widgets' type.
  associatedtype Body: Widget
  /// The widgets.
  @WidgetBundleBuilder var body: Body { get }
  /// A bundle (WidgetKit makes it).
  init()
}

/// Builds a `WidgetBundle`'s widgets, as WidgetKit's `WidgetBundleBuilder`.
@resultBuilder
public enum WidgetBundleBuilder {
  /// One widget.
  public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
  /// Several widgets: the first stands for them (a bundle is never drawn).
  public static func buildBlock<W: Widget>(_ first: W, _ rest: any Widget...) -> W { first }
}

/// The soft background of a Lock Screen accessory widget, as WidgetKit's
/// `AccessoryWidgetBackground`: a translucent grey filling the widget's shape.
public struct AccessoryWidgetBackground: View {
  @Environment(\.widgetFamily) private var family

  /// The background.
  public init() {}

  /// A circle for the circular family, else a rounded rectangle.
  public var body: some View {
    RoundedRectangle(cornerRadius: family == .accessoryCircular ? family.size.width / 2 : 8)
      .fill(Color.gray.opacity(0.35))
  }
}

struct ShowsWidgetLabelKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the widget shows a label (`widgetLabel`): false, as on the Lock Screen.
  public var showsWidgetLabel: Bool {
    get { self[ShowsWidgetLabelKey.self] }
    set { self[ShowsWidgetLabelKey.self] = newValue }
  }
}

extension View {
  /// A label shown beside an accessory widget where the system shows one (a watch
  /// face); `showsWidgetLabel` is false in Folio, so the widget is drawn as it is.
  public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> Self { self }
  /// A text label for an accessory widget: see `widgetLabel(label:)`.
  public func widgetLabel(_ label: String) -> Self { self }
  /// A text label for an accessory widget: see `widgetLabel(label:)`.
  public func widgetLabel(_ label: LocalizedStringKey) -> Self { self }
  /// A text label for an accessory widget: see `widgetLabel(label:)`.
  public func widgetLabel(_ label: Text) -> Self { self }
}

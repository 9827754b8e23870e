import Foundation

/// A title with an icon, as SwiftUI's `Label`, drawn by the environment's `labelStyle`
/// (by default the icon, then the title, side by side on their first baseline).
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  /// The style a label made from a configuration draws in (not the environment's, which
  /// is the custom style that made it).
  private var ownStyle: AnyLabelStyle?
  @Environment(\.labelStyle) private var style

  /// Creates a label from two views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The label as its style draws it.
  public var body: some View {
    (ownStyle ?? style).makeBody(LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon)))
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style is drawing, as SwiftUI's `Label(_:)` with a configuration: for a
  /// `LabelStyle` that changes the label it is given (`Label(configuration).font(.title)`).
  /// It is drawn in the default style.
  public init(_ configuration: LabelStyleConfiguration) {
    title = configuration.title
    icon = configuration.icon
    ownStyle = AnyLabelStyle(DefaultLabelStyle())
  }
}

extension Label where Title == Text, Icon == Image {
  /// A title (Markdown, as a `Text` literal) and an SF Symbol (see `Image(systemName:)`).
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A title shown verbatim and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(verbatim: String(title)) }, icon: { Image(systemName: name) })
  }

  /// A title and an image resource (see `Image(_:bundle:)`).
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

/// What a `LabelStyle` draws from.
public struct LabelStyleConfiguration {
  /// The type of the title.
  public typealias Title = AnyView
  /// The type of the icon.
  public typealias Icon = AnyView

  /// The title.
  public let title: AnyView
  /// The icon.
  public let icon: AnyView
}

/// How labels are drawn, as SwiftUI's `LabelStyle`.
public protocol LabelStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// The label drawn from its title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The title and icon.
  typealias Configuration = LabelStyleConfiguration
}

/// The icon, then the title (the default).
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// Icon and title side by side on their first baseline, 0.3 em apart.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .firstTextBaseline, spacing: 4) {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The default style: title and icon.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// As `TitleAndIconLabelStyle`.
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style, type-erased, as the environment keeps it.
struct AnyLabelStyle {
  let makeBody: (LabelStyleConfiguration) -> AnyView

  init<Style: LabelStyle>(_ style: Style) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) }
}

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the labels in this view are drawn: `.titleAndIcon`, `.titleOnly`,
  /// `.iconOnly`, or a style of your own.
  public func labelStyle<Style: LabelStyle>(_ style: Style) -> some View {
    environment(\.labelStyle, AnyLabelStyle(style))
  }
}

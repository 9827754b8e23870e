import Foundation

/// What a button does, by role: a destructive button draws in red.
public struct ButtonRole: Hashable, Sendable {
  let name: String

  /// An action that deletes or cannot be undone.
  public static let destructive = ButtonRole(name: "destructive")
  /// An action that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}

/// A button, drawn at rest (paper cannot be pressed; the action never runs), as SwiftUI's
/// `Button`: by default its label in the accent color.
public struct Button<Label: View>: View {
  let role: ButtonRole?
  let label: Label
  @Environment(\.buttonStyle) private var style

  /// Creates a button with a label view.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a role and a label view.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.label = label()
  }

  /// The button drawn by the environment's style.
  public var body: some View {
    style.makeBody(ButtonStyleConfiguration(label: .init(content: AnyView(label)), role: role))
  }
}

extension Button where Label == Text {
  /// Creates a button titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(verbatim: String(title)) }
  }

  /// Creates a button titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
}

extension Button where Label == FolioViews.Label<Text, Image> {
  /// Creates a button titled with a string and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { FolioViews.Label(String(title), systemImage: systemImage) }
  }

  /// Creates a button titled with a localized key and an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { FolioViews.Label(titleKey, systemImage: systemImage) }
  }
}

/// A button's label and state, as a style receives them.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public typealias Label = ConfigurationLabel

  /// The label.
  public let label: Label
  /// The role, if any.
  public let role: ButtonRole?
  /// Whether the button is pressed (never, on paper).
  public let isPressed = false

  init(label: Label, role: ButtonRole?) {
    self.label = label
    self.role = role
  }
}

/// How a `Button` draws: SwiftUI's `ButtonStyle`. Built in: `.automatic`/`.borderless`
/// (the label in the accent color), `.plain`, `.bordered`, `.borderedProminent`.
public protocol ButtonStyle {
  /// The view of a button in this style.
  associatedtype Body: View
  /// The button's label and state.
  typealias Configuration = ButtonStyleConfiguration

  /// Draws a button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button style with its type erased, as the environment keeps it.
public typealias AnyButtonStyle = AnyControlStyle<ButtonStyleConfiguration>

extension AnyControlStyle where Configuration == ButtonStyleConfiguration {
  /// Wraps a button style.
  public init<S: ButtonStyle>(_ style: S) {
    self.init { AnyView(style.makeBody(configuration: $0)) }
  }
}

struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyButtonStyle { AnyButtonStyle(BorderlessButtonStyle()) }
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Hashable, Sendable {
  let radius: CGFloat?

  /// The platform's shape (a rounded rectangle).
  public static let automatic = ButtonBorderShape(radius: 8)
  /// A capsule.
  public static let capsule = ButtonBorderShape(radius: nil)
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(radius: 8)
  /// A rounded rectangle with a corner radius.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(radius: radius)
  }
}

struct ButtonBorderShapeKey: EnvironmentKey {
  static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
  /// The style buttons draw in.
  public var buttonStyle: AnyButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  /// The shape of bordered buttons.
  public var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the buttons in this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle(style))
  }

  /// Sets the shape of bordered buttons in this view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}

/// The label in the accent color (red for a destructive role).
public struct BorderlessButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}

  /// The tinted label.
  public func makeBody(configuration: Configuration) -> some View {
    TintedButtonLabel(label: configuration.label, role: configuration.role, kind: .borderless)
  }
}

/// The label as it is, in the foreground style.
public struct PlainButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}

  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The tinted label on a light tinted background.
public struct BorderedButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}

  /// Label on a tinted rounded rectangle.
  public func makeBody(configuration: Configuration) -> some View {
    TintedButtonLabel(label: configuration.label, role: configuration.role, kind: .bordered)
  }
}

/// A white label on the tint.
public struct BorderedProminentButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}

  /// White label on a tinted rounded rectangle.
  public func makeBody(configuration: Configuration) -> some View {
    TintedButtonLabel(label: configuration.label, role: configuration.role, kind: .prominent)
  }
}

/// The platform's default button style: borderless.
public struct DefaultButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}

  /// The borderless style.
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

extension ButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default (borderless).
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
  /// The tinted label.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
  /// The label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
  /// The tinted label on a light tinted background.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
  /// A white label on the tint.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The label of the built-in button styles.
struct TintedButtonLabel: View {
  enum Kind { case borderless, bordered, prominent }

  let label: ButtonStyleConfiguration.Label
  let role: ButtonRole?
  let kind: Kind
  @Environment(\.controlTint) private var tint
  @Environment(\.buttonBorderShape) private var shape

  var body: some View {
    let color = role == .destructive ? AnyShapeStyle(Color.red) : tint
    switch kind {
    case .borderless:
      label.foregroundStyle(color)
    case .bordered:
      padded(label.foregroundStyle(color)).background(outline.fill(color).opacity(0.15))
    case .prominent:
      padded(label.foregroundStyle(Color.white)).background(outline.fill(color))
    }
  }

  private var outline: AnyShape {
    shape.radius.map { AnyShape(RoundedRectangle(cornerRadius: $0)) } ?? AnyShape(Capsule())
  }

  private func padded<V: View>(_ view: V) -> some View {
    view.padding(.horizontal, 12).padding(.vertical, 7)
  }
}

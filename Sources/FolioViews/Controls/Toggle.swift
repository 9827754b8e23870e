import Foundation

/// A switch between on and off, drawn at rest in the state its binding holds, as SwiftUI's
/// `Toggle` (`.switch` style on iOS: the label, then a switch at the trailing edge).
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\.toggleStyle) private var style

  /// Creates a toggle with a label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// The toggle drawn by the environment's style.
  public var body: some View {
    style.makeBody(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(verbatim: String(title)) }
  }

  /// Creates a toggle titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
}

/// A toggle's label and state, as a style receives them.
public struct ToggleStyleConfiguration {
  /// The toggle's label.
  public typealias Label = ConfigurationLabel

  /// The label.
  public let label: Label
  /// The state's binding.
  @Binding public var isOn: Bool

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    self._isOn = isOn
  }
}

/// How a `Toggle` draws: SwiftUI's `ToggleStyle`. Built in: `.automatic` and `.switch`
/// (label and switch), `.button` (the label in a tinted capsule when on), `.checkbox`
/// (a box before the label).
public protocol ToggleStyle {
  /// The view of a toggle in this style.
  associatedtype Body: View
  /// The toggle's label and state.
  typealias Configuration = ToggleStyleConfiguration

  /// Draws a toggle.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle style with its type erased, as the environment keeps it.
public typealias AnyToggleStyle = AnyControlStyle<ToggleStyleConfiguration>

extension AnyControlStyle where Configuration == ToggleStyleConfiguration {
  /// Wraps a toggle style.
  public init<S: ToggleStyle>(_ style: S) {
    self.init { AnyView(style.makeBody(configuration: $0)) }
  }
}

struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyle { AnyToggleStyle(SwitchToggleStyle()) }
}

extension EnvironmentValues {
  /// The style toggles draw in.
  public var toggleStyle: AnyToggleStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the toggles in this view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, AnyToggleStyle(style))
  }
}

/// The label, then a switch (tinted green when on) at the trailing edge.
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?

  /// Creates the style.
  public init() { tint = nil }

  /// Creates the style with the color of the switch when on.
  public init(tint: Color) { self.tint = tint }

  /// Label, space, switch.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer(minLength: 8)
      RestingSwitch(isOn: configuration.isOn, onColor: tint)
    }
  }
}

/// The label in a capsule, tinted when on.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// The label in a capsule.
  public func makeBody(configuration: Configuration) -> some View {
    ToggleButtonLabel(label: configuration.label, isOn: configuration.isOn)
  }
}

/// A box, checked when on, before the label.
public struct CheckboxToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// Box and label.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 6) {
      CheckBox(isOn: configuration.isOn)
      configuration.label
    }
  }
}

/// The platform's default toggle style: the switch.
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// The switch style.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default (a switch).
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A capsule button, tinted when on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A check box.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// A 51 × 31 switch at rest: green (or the tint) with the knob right when on, gray with the
/// knob left when off.
struct RestingSwitch: View {
  let isOn: Bool
  let onColor: Color?
  @Environment(\.tint) private var tint
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let track: AnyShapeStyle =
      isOn
      ? (onColor.map { AnyShapeStyle($0) } ?? tint ?? AnyShapeStyle(Color.green))
      : AnyShapeStyle(controlTrackColor(colorScheme).opacity(colorScheme == .dark ? 1 : 0.8))
    ZStack {
      Capsule().fill(track)
      BarKnob(fraction: isOn ? 1 : 0, diameter: 27).fill(Color.black.opacity(0.12))
        .padding(.vertical, -0.5).padding(.horizontal, 2)
      BarKnob(fraction: isOn ? 1 : 0, diameter: 27).fill(Color.white).padding(.horizontal, 2)
    }
    .frame(width: 51, height: 31)
  }
}

/// The label of a `.button` toggle.
struct ToggleButtonLabel: View {
  let label: ToggleStyleConfiguration.Label
  let isOn: Bool
  @Environment(\.controlTint) private var tint

  var body: some View {
    label
      .foregroundStyle(isOn ? AnyShapeStyle(Color.white) : tint)
      .padding(.horizontal, 12).padding(.vertical, 7)
      .background(isOn ? tint : AnyShapeStyle(Color.clear), in: Capsule())
      .overlay(Capsule().stroke(tint, lineWidth: 1))
  }
}

/// A rounded check box, tinted and checked when on.
struct CheckBox: View {
  let isOn: Bool
  @Environment(\.controlTint) private var tint

  var body: some View {
    ZStack {
      if isOn {
        RoundedRectangle(cornerRadius: 3.5).fill(tint)
        CheckMark().stroke(Color.white, style: StrokeStyle(lineWidth: 1.8, lineCap: .round, lineJoin: .round))
          .padding(3.5)
      } else {
        RoundedRectangle(cornerRadius: 3.5).strokeBorder(Color.gray, lineWidth: 1)
      }
    }
    .frame(width: 16, height: 16)
  }

  struct CheckMark: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.minX, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
      return path
    }
  }
}

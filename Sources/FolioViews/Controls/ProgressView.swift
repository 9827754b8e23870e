import Foundation

/// Progress toward completion, drawn as its style says (a bar when the amount is known, a
/// spinner when not), as SwiftUI's `ProgressView`. Paper cannot animate: the spinner is
/// drawn at rest. A value outside `0…total` is clamped; NaN or a nil value draws the
/// spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let configuration: ProgressViewStyleConfiguration
  /// The style a progress view made from a configuration draws in (not the
  /// environment's, which is the custom style that made it).
  private var ownStyle: AnyProgressViewStyle?
  @Environment(\.progressViewStyle) private var style

  /// Creates a progress view with a label and a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    func optional<T: View>(_ view: T) -> AnyView? { T.self == EmptyView.self ? nil : AnyView(view) }
    let fraction = value.flatMap { value -> Double? in
      let done = Double(value)
      return done.isFinite ? controlFraction(done, lower: 0, upper: Double(total)) : nil
    }
    configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction, label: optional(label()).map { .init(content: $0) },
      currentValueLabel: optional(currentValueLabel()).map { .init(content: $0) })
  }

  /// The progress view drawn by the environment's style.
  public var body: some View { (ownStyle ?? style).makeBody(configuration) }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// The progress view a style is drawing, as SwiftUI's `ProgressView(_:)` with a
  /// configuration: for a `ProgressViewStyle` that changes the view it is given
  /// (`ProgressView(configuration).tint(.orange)`). It is drawn in the default style.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.configuration = configuration
    ownStyle = AnyProgressViewStyle(DefaultProgressViewStyle())
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a progress view with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
  }

  /// Creates a spinner with a label (progress of unknown amount).
  public init(@ViewBuilder label: () -> Label) {
    self.init(value: Double?.none, total: 1, label: label, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates a spinner (progress of unknown amount).
  public init() {
    self.init(value: Double?.none, total: 1, label: { EmptyView() }, currentValueLabel: { EmptyView() })
  }

  /// Creates a progress bar.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates a progress bar titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(verbatim: String(title)) })
  }

  /// Creates a progress bar titled with a localized key.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(titleKey) })
  }

  /// Creates a spinner titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(label: { Text(verbatim: String(title)) })
  }

  /// Creates a spinner titled with a localized key.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(label: { Text(titleKey) })
  }
}

/// A progress view's amount and labels, as a style receives them.
public struct ProgressViewStyleConfiguration {
  /// The label describing the task.
  public typealias Label = ConfigurationLabel

  /// The label showing the current amount.
  public typealias CurrentValueLabel = ConfigurationLabel

  /// How much is done, 0…1, or nil when unknown.
  public var fractionCompleted: Double?
  /// The label, if the view has one.
  public var label: Label?
  /// The current amount's label, if the view has one.
  public var currentValueLabel: CurrentValueLabel?
}

/// How a `ProgressView` draws: SwiftUI's `ProgressViewStyle`. Built in: `.automatic`,
/// `.linear`, `.circular`.
public protocol ProgressViewStyle {
  /// The view of a progress view in this style.
  associatedtype Body: View
  /// The progress view's amount and labels.
  typealias Configuration = ProgressViewStyleConfiguration

  /// Draws a progress view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view style with its type erased, as the environment keeps it.
public typealias AnyProgressViewStyle = AnyControlStyle<ProgressViewStyleConfiguration>

extension AnyControlStyle where Configuration == ProgressViewStyleConfiguration {
  /// Wraps a progress view style.
  public init<S: ProgressViewStyle>(_ style: S) {
    self.init { AnyView(style.makeBody(configuration: $0)) }
  }
}

struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
  /// The style progress views draw in.
  public var progressViewStyle: AnyProgressViewStyle {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the progress views in this view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, AnyProgressViewStyle(style))
  }
}

/// A bar when the amount is known, a spinner when not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  /// The linear or the circular style.
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

/// A horizontal bar filled to the amount, the label above it, the current amount below.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  /// Label, bar, current amount.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      CapacityBar(fraction: configuration.fractionCompleted ?? 0, height: 4)
      if let current = configuration.currentValueLabel {
        current.font(.caption).foregroundStyle(.secondary)
      }
    }
  }
}

/// A ring filled to the amount, or a spinner at rest when the amount is unknown, the label
/// under it.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  /// Ring or spinner, then the label.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 6) {
      if let fraction = configuration.fractionCompleted {
        CapacityRing(fraction: fraction, lineWidth: 4).frame(width: 24, height: 24)
      } else {
        RestingSpinner().frame(width: 20, height: 20)
      }
      if let label = configuration.label { label.foregroundStyle(.secondary) }
      if let current = configuration.currentValueLabel { current.font(.caption).foregroundStyle(.secondary) }
    }
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// A bar when the amount is known, a spinner when not.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A horizontal bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A ring or spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// Eight spokes of fading gray: an activity indicator at rest.
struct RestingSpinner: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    ZStack {
      ForEach(0..<8, id: \.self) { index in
        Spoke(angle: Double(index) * 45)
          .stroke(
            Color.primary.resolved(in: colorScheme).opacity(0.25 + 0.5 * Double(7 - index) / 7),
            style: StrokeStyle(lineWidth: 2.2, lineCap: .round))
      }
    }
  }

  struct Spoke: Shape {
    let angle: Double

    func path(in rect: CGRect) -> Path {
      let radius = min(rect.width, rect.height) / 2
      let radians = (angle - 90) * Double.pi / 180
      let center = CGPoint(x: rect.midX, y: rect.midY)
      var path = Path()
      path.move(
        to: CGPoint(x: center.x + radius * 0.45 * cos(radians), y: center.y + radius * 0.45 * sin(radians)))
      path.addLine(
        to: CGPoint(x: center.x + radius * 0.9 * cos(radians), y: center.y + radius * 0.9 * sin(radians)))
      return path
    }
  }
}

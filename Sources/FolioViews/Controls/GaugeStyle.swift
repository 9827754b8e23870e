import Foundation

/// How a `Gauge` draws: SwiftUI's `GaugeStyle`. Conform to draw your own from a
/// configuration; Folio's built-in styles are `.linearCapacity` (the default),
/// `.accessoryLinear`, `.accessoryLinearCapacity`, `.accessoryCircular` and
/// `.accessoryCircularCapacity`.
public protocol GaugeStyle {
  /// The view of a gauge in this style.
  associatedtype Body: View
  /// The gauge's values and labels.
  typealias Configuration = GaugeStyleConfiguration

  /// Draws a gauge.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A gauge's value and labels, as a style receives them.
public struct GaugeStyleConfiguration {
  /// The label describing the gauge.
  public typealias Label = ConfigurationLabel

  /// The label showing the current value.
  public typealias CurrentValueLabel = ConfigurationLabel

  /// The label of the lower bound.
  public typealias MinimumValueLabel = ConfigurationLabel

  /// The label of the upper bound.
  public typealias MaximumValueLabel = ConfigurationLabel

  /// Labels marking values along the gauge.
  public typealias MarkedValueLabels = ConfigurationLabel

  /// Where the value stands between the bounds, 0…1.
  public var value: Double
  /// The gauge's label.
  public var label: Label
  /// The current value's label, if the gauge has one.
  public var currentValueLabel: CurrentValueLabel?
  /// The lower bound's label, if the gauge has one.
  public var minimumValueLabel: MinimumValueLabel?
  /// The upper bound's label, if the gauge has one.
  public var maximumValueLabel: MaximumValueLabel?
  /// The marked values' labels (empty when none).
  public var markedValueLabels: MarkedValueLabels
}

/// A gauge style with its type erased, as the environment keeps it.
public typealias AnyGaugeStyle = AnyControlStyle<GaugeStyleConfiguration>

extension AnyControlStyle where Configuration == GaugeStyleConfiguration {
  /// Wraps a gauge style.
  public init<S: GaugeStyle>(_ style: S) {
    self.init { AnyView(style.makeBody(configuration: $0)) }
  }
}

struct GaugeStyleKey: EnvironmentKey {
  static var defaultValue: AnyGaugeStyle { AnyGaugeStyle(LinearCapacityGaugeStyle()) }
}

extension EnvironmentValues {
  /// The style gauges draw in.
  public var gaugeStyle: AnyGaugeStyle {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the gauges in this view.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyle, AnyGaugeStyle(style))
  }
}

import Foundation

/// A value within a range, drawn as its style says (a capacity bar by default), as
/// SwiftUI's `Gauge`. A value outside the range is clamped to it; NaN draws as the lower
/// bound.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let configuration: GaugeStyleConfiguration
  @Environment(\.gaugeStyle) private var style

  /// Creates a gauge with every label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    func optional<T: View>(_ view: T) -> AnyView? { T.self == EmptyView.self ? nil : AnyView(view) }
    configuration = GaugeStyleConfiguration(
      value: controlFraction(
        Double(value), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound)),
      label: .init(content: AnyView(label())),
      currentValueLabel: optional(currentValueLabel()).map { .init(content: $0) },
      minimumValueLabel: optional(minimumValueLabel()).map { .init(content: $0) },
      maximumValueLabel: optional(maximumValueLabel()).map { .init(content: $0) },
      markedValueLabels: .init(content: AnyView(markedValueLabels())))
  }

  /// The gauge drawn by the environment's style.
  public var body: some View { style.makeBody(configuration) }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// Creates a gauge with a label, a current-value label and bound labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
      markedValueLabels: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// Creates a gauge with a label, a current-value label and marked values.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
      markedValueLabels: markedValueLabels)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge with a label and a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
      markedValueLabels: { EmptyView() })
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
      markedValueLabels: { EmptyView() })
  }
}

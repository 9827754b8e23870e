import Foundation

/// A value in a range, drawn at rest as a track filled to the value with a knob on it, as
/// SwiftUI's `Slider`; the bound labels sit at its ends (the label, as on iOS, is not
/// drawn). A value outside the range is clamped; NaN draws at the lower bound.
public struct Slider<Label: View, ValueLabel: View>: View {
  let fraction: Double
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  @Environment(\.controlTint) private var tint
  @Environment(\.colorScheme) private var colorScheme

  /// Creates a slider with bound labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = controlFraction(
      Double(value.wrappedValue), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound))
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// Creates a slider that moves in steps, with bound labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
  }

  /// The bound labels and the track.
  public var body: some View {
    HStack(spacing: 8) {
      if let minimumValueLabel { minimumValueLabel }
      ZStack {
        Capsule().fill(controlTrackColor(colorScheme)).frame(height: 4)
        FractionBar(fraction: fraction, knob: 27).fill(tint).frame(height: 4)
        BarKnob(fraction: fraction, diameter: 27).fill(Color.white)
          .shadow(color: .black.opacity(0.18), radius: 2, y: 1)
      }
      .frame(height: 28)
      if let maximumValueLabel { maximumValueLabel }
    }
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = controlFraction(
      Double(value.wrappedValue), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound))
    minimumValueLabel = nil
    maximumValueLabel = nil
  }

  /// Creates a slider that moves in steps, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
  }

  /// Creates a slider that moves in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
  }
}

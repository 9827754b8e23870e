import Foundation

/// A bar filled to the gauge's value, labels above and below: the default gauge style.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// Label, then the bar between the bound labels, then the current value.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label
      HStack(spacing: 6) {
        if let minimum = configuration.minimumValueLabel {
          minimum.font(.caption).foregroundStyle(.secondary)
        }
        CapacityBar(fraction: configuration.value, height: 6)
        if let maximum = configuration.maximumValueLabel {
          maximum.font(.caption).foregroundStyle(.secondary)
        }
      }
      if let current = configuration.currentValueLabel { current.font(.caption).foregroundStyle(.secondary) }
    }
  }
}

/// A thin tinted bar with a marker at the value, labels on one line above (Lock Screen).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// Label and current value, then the bar with its marker between the bound labels.
  public func makeBody(configuration: Configuration) -> some View {
    AccessoryLinearGauge(configuration: configuration) { MarkerBar(fraction: configuration.value) }
  }
}

/// A compact capacity bar with its labels on one line above (Lock Screen).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// Label and current value, then the filled bar.
  public func makeBody(configuration: Configuration) -> some View {
    AccessoryLinearGauge(configuration: configuration) {
      CapacityBar(fraction: configuration.value, height: 5)
    }
  }
}

/// An open ring with a marker at the value, the current value in its middle and the bound
/// labels in its gap (Lock Screen, watch).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// The ring, its marker and labels, 58 points wide.
  public func makeBody(configuration: Configuration) -> some View {
    ZStack {
      OpenRing(fraction: configuration.value)
      VStack(spacing: 0) {
        if let current = configuration.currentValueLabel {
          current.font(.system(size: 17, weight: .medium))
        } else {
          configuration.label.font(.system(size: 12, weight: .medium))
        }
      }
      VStack {
        Spacer()
        HStack(spacing: 0) {
          if let minimum = configuration.minimumValueLabel { minimum }
          Spacer(minLength: 2)
          if configuration.currentValueLabel != nil { configuration.label }
          Spacer(minLength: 2)
          if let maximum = configuration.maximumValueLabel { maximum }
        }
        .font(.system(size: 9, weight: .medium))
        .lineLimit(1)
      }
      .padding(.horizontal, 4)
    }
    .frame(width: 58, height: 58)
  }
}

/// A full ring filled clockwise from the top to the value, the current value in its middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// The ring and the label, 58 points wide.
  public func makeBody(configuration: Configuration) -> some View {
    ZStack {
      CapacityRing(fraction: configuration.value, lineWidth: 6)
      if let current = configuration.currentValueLabel {
        current.font(.system(size: 17, weight: .medium))
      } else {
        configuration.label.font(.system(size: 12, weight: .medium))
      }
    }
    .frame(width: 58, height: 58)
  }
}

/// The system gauge style of the platform: the linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// The linear capacity bar.
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's default (a linear capacity bar).
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin bar with a marker at the value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A compact bar filled to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker at the value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A ring filled to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

/// A track with the tint filled to a fraction (gauges, linear progress views).
struct CapacityBar: View {
  let fraction: Double
  let height: CGFloat
  @Environment(\.controlTint) private var tint
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    ZStack {
      Capsule().fill(controlTrackColor(colorScheme))
      FractionBar(fraction: fraction).fill(tint)
    }
    .frame(height: height)
  }
}

/// A tinted track with a marker at a fraction.
struct MarkerBar: View {
  let fraction: Double
  @Environment(\.controlTint) private var tint
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    ZStack {
      Capsule().fill(tint)
      BarKnob(fraction: fraction, diameter: 9).fill(colorScheme == .dark ? Color.black : Color.white)
      BarKnob(fraction: fraction, diameter: 5).fill(tint)
    }
    .frame(height: 5)
  }
}

/// A ring open at the bottom (270°), tinted, with a marker at a fraction.
struct OpenRing: View {
  let fraction: Double
  @Environment(\.controlTint) private var tint
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let degrees = -135 + 270 * fraction
    ZStack {
      RingArc(startDegrees: -135, endDegrees: 135, inset: 3)
        .stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
      RingMarker(degrees: degrees, inset: 3, diameter: 9)
        .fill(colorScheme == .dark ? Color.black : Color.white)
      RingMarker(degrees: degrees, inset: 3, diameter: 5).fill(tint)
    }
  }
}

/// A full track ring with the tint drawn clockwise from the top to a fraction.
struct CapacityRing: View {
  let fraction: Double
  let lineWidth: CGFloat
  @Environment(\.controlTint) private var tint
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    ZStack {
      Circle().inset(by: lineWidth / 2).stroke(controlTrackColor(colorScheme), lineWidth: lineWidth)
      RingArc(startDegrees: 0, endDegrees: 360 * fraction, inset: lineWidth / 2)
        .stroke(tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
    }
  }
}

/// The accessory linear gauges: label and current value on one line, then a bar between
/// the bound labels.
struct AccessoryLinearGauge<Bar: View>: View {
  let configuration: GaugeStyleConfiguration
  @ViewBuilder let bar: () -> Bar

  var body: some View {
    VStack(alignment: .leading, spacing: 3) {
      HStack {
        configuration.label
        Spacer(minLength: 4)
        if let current = configuration.currentValueLabel { current }
      }
      .font(.caption)
      HStack(spacing: 4) {
        if let minimum = configuration.minimumValueLabel { minimum.font(.caption2) }
        bar()
        if let maximum = configuration.maximumValueLabel { maximum.font(.caption2) }
      }
    }
  }
}

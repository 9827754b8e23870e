// A custom gauge style, as in apps showing battery and storage levels.
import Folio

struct BatteryGaugeStyle: GaugeStyle {
  var fill: Color = .green

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      ZStack(alignment: .leading) {
        RoundedRectangle(cornerRadius: 5)
          .stroke(Color.primary.opacity(0.5), lineWidth: 2)
        GeometryReader { proxy in
          RoundedRectangle(cornerRadius: 3)
            .fill(configuration.value < 0.2 ? Color.red : fill)
            .frame(width: max(proxy.size.width - 6, 0) * configuration.value)
            .padding(3)
        }
      }
      .frame(width: 60, height: 26)
      RoundedRectangle(cornerRadius: 1.5).frame(width: 4, height: 10)
      configuration.currentValueLabel
        .font(.headline.monospacedDigit())
    }
  }
}

struct BatteryStatusView: View {
  var levels: [(String, Double)]

  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      ForEach(levels, id: \.0) { level in
        HStack {
          Text(level.0).frame(width: 90, alignment: .leading)
          Gauge(value: level.1) {
            Text(level.0)
          } currentValueLabel: {
            Text(level.1, format: .percent)
          }
          .gaugeStyle(BatteryGaugeStyle())
        }
      }
      HStack(spacing: 18) {
        Gauge(value: 0.72) {
          Text("CPU")
        } currentValueLabel: {
          Text("72")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(.purple)
        Gauge(value: 0.4, in: 0...1) { Text("RAM") }
          .gaugeStyle(.accessoryLinearCapacity)
          .frame(width: 120)
        ProgressView(value: 0.55) {
          Text("Sync")
        } currentValueLabel: {
          Text("55%")
        }
        .frame(width: 100)
      }
    }
    .padding()
  }
}

struct BatteryStatusView_Previews: PreviewProvider {
  static var previews: some View {
    BatteryStatusView(levels: [("iPhone", 0.82), ("Watch", 0.15), ("AirPods", 0.5)])
      .previewLayout(.sizeThatFits)
  }
}

// A WidgetKit entry view: one view that switches on the widget family. Written for
// SwiftUI and WidgetKit, only the imports changed.
import Folio

struct WeatherEntry {
  var date: Date
  var city: String
  var temperature: Int
  var condition: String
  var high: Int
  var low: Int
}

struct WeatherWidgetEntryView: View {
  var entry: WeatherEntry
  @Environment(\.widgetFamily) var family

  var body: some View {
    switch family {
    case .systemSmall:
      VStack(alignment: .leading, spacing: 4) {
        Text(entry.city).font(.headline)
        Text("\(entry.temperature)°").font(.system(size: 40, weight: .light))
        Spacer(minLength: 0)
        Label(entry.condition, systemImage: "sun.max.fill").font(.caption)
        Text("H:\(entry.high)° L:\(entry.low)°").font(.caption2)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .foregroundStyle(.white)
      .containerBackground(.blue.gradient, for: .widget)
    case .accessoryCircular:
      Gauge(value: Double(entry.temperature), in: Double(entry.low)...Double(entry.high)) {
        Text("°C")
      } currentValueLabel: {
        Text("\(entry.temperature)")
      } minimumValueLabel: {
        Text("\(entry.low)")
      } maximumValueLabel: {
        Text("\(entry.high)")
      }
      .gaugeStyle(.accessoryCircular)
    default:
      HStack(spacing: 16) {
        VStack(alignment: .leading) {
          Text(entry.city).font(.headline)
          Text("\(entry.temperature)°").font(.system(size: 44, weight: .light))
        }
        Spacer()
        VStack(alignment: .trailing, spacing: 6) {
          Label(entry.condition, systemImage: "sun.max.fill")
          Text("High \(entry.high)°")
          Text("Low \(entry.low)°")
        }
        .font(.callout)
      }
      .foregroundStyle(.white)
      .containerBackground(.blue.gradient, for: .widget)
      .widgetURL(URL(string: "weather://city/lyon"))
    }
  }
}

struct WeatherWidget_Previews: PreviewProvider {
  static let entry = WeatherEntry(
    date: Date(timeIntervalSince1970: 0), city: "Lyon", temperature: 21, condition: "Sunny", high: 26, low: 14
  )

  static var previews: some View {
    WeatherWidgetEntryView(entry: entry)
      .previewContext(WidgetPreviewContext(family: .systemSmall))
    WeatherWidgetEntryView(entry: entry)
      .previewContext(WidgetPreviewContext(family: .systemMedium))
    WeatherWidgetEntryView(entry: entry)
      .previewContext(WidgetPreviewContext(family: .accessoryCircular))
  }
}

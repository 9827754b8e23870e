// A Lock Screen and Home Screen widget as a widget extension writes it: a timeline
// provider, an entry view that switches on the family, the @main widget, and Xcode 15's
// timeline previews.
import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
  let date: Date
  let steps: Int
  let goal: Int

  var fraction: Double { min(Double(steps) / Double(goal), 1) }
}

struct StepsProvider: TimelineProvider {
  func placeholder(in context: Context) -> StepsEntry {
    StepsEntry(date: Date(timeIntervalSince1970: 0), steps: 4_000, goal: 10_000)
  }

  func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
    let entry = StepsEntry(date: Date(timeIntervalSince1970: 0), steps: 7_400, goal: 10_000)
    completion(Timeline(entries: [entry], policy: .atEnd))
  }
}

struct StepsWidgetView: View {
  var entry: StepsProvider.Entry
  @Environment(\.widgetFamily) private var family

  var body: some View {
    switch family {
    case .accessoryCircular:
      ZStack {
        AccessoryWidgetBackground()
        Gauge(value: entry.fraction) {
          Image(systemName: "figure.walk")
        } currentValueLabel: {
          Text("\(entry.steps / 1_000)k")
        }
        .gaugeStyle(.accessoryCircularCapacity)
      }
      .widgetLabel("Steps")
    case .accessoryRectangular:
      VStack(alignment: .leading, spacing: 2) {
        Text("Steps").font(.headline)
        Text("\(entry.steps) of \(entry.goal)")
        ProgressView(value: entry.fraction)
      }
    default:
      VStack(spacing: 8) {
        ZStack {
          Circle().stroke(.fill.tertiary, lineWidth: 10)
          Circle()
            .trim(from: 0, to: entry.fraction)
            .stroke(.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
            .rotationEffect(.degrees(-90))
          Text("\(Int(entry.fraction * 100))%").font(.headline)
        }
        .frame(width: 80, height: 80)
        Text("\(entry.steps) steps").font(.caption)
      }
    }
  }
}

@main
struct StepsWidget: Widget {
  let kind = "StepsWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
      StepsWidgetView(entry: entry)
        .containerBackground(.fill.tertiary, for: .widget)
        .widgetURL(URL(string: "steps://today"))
    }
    .configurationDisplayName("Steps")
    .description("Today's steps towards your goal.")
    .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular])
  }
}

#Preview(as: .accessoryCircular) {
  StepsWidget()
} timeline: {
  StepsEntry(date: Date(timeIntervalSince1970: 0), steps: 3_200, goal: 10_000)
  StepsEntry(date: Date(timeIntervalSince1970: 3_600), steps: 9_800, goal: 10_000)
}

#Preview(as: .systemSmall) {
  StepsWidget()
} timeline: {
  StepsEntry(date: Date(timeIntervalSince1970: 0), steps: 6_500, goal: 10_000)
}

#Preview("Provider", as: .accessoryRectangular) {
  StepsWidget()
} timelineProvider: {
  StepsProvider()
}

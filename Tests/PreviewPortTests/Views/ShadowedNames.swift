// Project types named like SwiftUI's (and Folio's): the module's own declarations win.
import Folio

/// A project's own timeline, unrelated to SwiftUI's `TimelineView`.
struct TimelineView: View {
  var events: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      ForEach(events, id: \.self) { event in
        TableRow(title: event)
      }
    }
  }
}

/// A project's own table row.
struct TableRow: View {
  var title: String

  var body: some View {
    HStack(spacing: 8) {
      Canvas(diameter: 8)
      Text(title).font(.callout)
    }
  }
}

/// A project's own dot, named `Canvas`.
struct Canvas: View {
  var diameter: CGFloat

  var body: some View {
    Circle().fill(Color.teal).frame(width: diameter, height: diameter)
  }
}

struct TimelineView_Previews: PreviewProvider {
  static var previews: some View {
    TimelineView(events: ["Doors open", "Keynote", "Lunch"])
      .padding()
      .previewLayout(.sizeThatFits)
  }
}

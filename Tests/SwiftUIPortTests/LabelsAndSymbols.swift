// Labels with SF Symbol names and a custom label style, as SwiftUI code writes them.
import Folio

struct VerticalLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon
      configuration.title.font(.caption)
    }
  }
}

struct StatusRow: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Label("Shipped", systemImage: "checkmark.circle.fill").id("shipped")
      Label("Favourite", systemImage: "star.fill").labelStyle(.iconOnly).id("icon only")
      Label("Title only", systemImage: "gear").labelStyle(.titleOnly).id("title only")
      Label("Stacked", systemImage: "envelope").labelStyle(VerticalLabelStyle()).id("stacked")
      Label("Unknown", systemImage: "wand.and.stars.inverse").id("unknown")
    }
  }
}

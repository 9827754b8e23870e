// The seed article's geometry loop (../shared/seeds, equal-width labels): a panel measures
// its label and writes the width into state that sizes the frame it measured. Each pass
// the measurement grows by the padding, so it never settles.
import Folio

struct GeometryLoopPanel: View {
  @State private var panelWidth: CGFloat = 120

  var body: some View {
    Text("Blue tile with a longer local label")
      .frame(width: panelWidth, alignment: .leading)
      .padding(8)
      .onGeometryChange(for: CGFloat.self) { proxy in
        proxy.size.width
      } action: { newWidth in
        panelWidth = newWidth
      }
  }
}

/// A Boolean that flips the layout it is measured from: compact when wide, and narrow
/// when compact.
struct FlippingBadge: View {
  @State private var isCompact = false

  var body: some View {
    Text(isCompact ? "Tile" : "A tile with a much longer label")
      .fixedSize()
      .onGeometryChange(for: Bool.self) { proxy in
        proxy.size.width > 80
      } action: { isWide in
        isCompact = isWide
      }
  }
}

/// Measuring once and sizing something else settles in two passes.
struct UnderlinedTitle: View {
  @State private var titleWidth: CGFloat = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text("Quarterly report")
        .fixedSize()
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
          titleWidth = new
        }
      Color.blue.frame(width: titleWidth, height: 2).id("underline")
    }
  }
}

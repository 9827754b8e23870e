// A layout whose LayoutValueKey holds a Binding: each subview reports the width it was
// given through its binding, as code written for SwiftUI does to feed a width back.
import Folio

struct ReportedWidthKey: LayoutValueKey {
  static let defaultValue: Binding<CGFloat>? = nil
}

extension View {
  func reportingWidth(_ width: Binding<CGFloat>) -> some View {
    layoutValue(key: ReportedWidthKey.self, value: width)
  }
}

struct EqualColumns: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    return CGSize(width: proposal.width ?? 300, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard !subviews.isEmpty else { return }
    let count = CGFloat(subviews.count)
    let width = (bounds.width - spacing * (count - 1)) / count
    var x = bounds.minX
    for subview in subviews {
      subview.place(
        at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
      subview[ReportedWidthKey.self]?.wrappedValue = width
      x += width + spacing
    }
  }
}

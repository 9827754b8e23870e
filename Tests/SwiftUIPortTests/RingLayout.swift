// A layout that slices its subviews into rings of four and recurses on the rest.
import Folio

struct RingLayout: Layout {
  var inset: CGFloat = 12

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let side = min(proposal.width ?? 200, proposal.height ?? 200)
    return CGSize(width: side, height: side)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard !subviews.isEmpty else { return }
    let ring = subviews[0..<min(4, subviews.count)]
    let anchors: [UnitPoint] = [.topLeading, .topTrailing, .bottomTrailing, .bottomLeading]
    let points = [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
    ]
    for index in ring.indices {
      ring[index].place(at: points[index], anchor: anchors[index], proposal: .unspecified)
    }
    if subviews.count > 4 {
      placeSubviews(
        in: bounds.insetBy(dx: inset, dy: inset), proposal: proposal, subviews: subviews[4...], cache: &cache)
    }
  }
}

import Foundation

/// An overlaying stack as a `Layout` value: the algorithm of `ZStack`
/// (docs/layout-rules.md §9; OSUI `ZStack.swift`).
///
/// 1. Only the children with the highest layout priority size the stack: each is proposed
///    the stack's proposal and the stack takes the largest width and height.
/// 2. Every child is then proposed the stack's final size.
/// 3. On each axis the alignment point is the largest guide value among the top-priority
///    children; each child goes to `point − its guide`.
public struct ZStackLayout: Layout {
  /// The alignment of the subviews.
  public var alignment: Alignment

  /// Creates an overlaying stack layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// The size of the top-priority subviews.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    var size = CGSize.zero
    for subview in topPriority(subviews) {
      let child = subview.sizeThatFits(proposal)
      size.width = max(size.width, child.width)
      size.height = max(size.height, child.height)
    }
    return size
  }

  /// Places every subview at the shared alignment point.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let childProposal = ProposedViewSize(bounds.size)
    let top = topPriority(subviews)
    var point = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
    for subview in top {
      let dimensions = subview.dimensions(in: childProposal)
      point.x = max(point.x, dimensions[alignment.horizontal])
      point.y = max(point.y, dimensions[alignment.vertical])
    }
    if top.isEmpty { point = .zero }
    for subview in subviews {
      let dimensions = subview.dimensions(in: childProposal)
      subview.place(
        at: CGPoint(
          x: bounds.minX + point.x - dimensions[alignment.horizontal],
          y: bounds.minY + point.y - dimensions[alignment.vertical]),
        anchor: .topLeading, proposal: childProposal)
    }
  }

  /// The union of the top-priority subviews' spacing.
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    var spacing = ViewSpacing()
    for subview in topPriority(subviews) { spacing.formUnion(subview.spacing) }
    return spacing
  }

  private func topPriority(_ subviews: Subviews) -> [LayoutSubview] {
    guard let highest = subviews.map(\.priority).max() else { return [] }
    return subviews.filter { $0.priority == highest }
  }
}

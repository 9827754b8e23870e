import Foundation

/// Shows the first child whose ideal size fits the proposal on the constrained axes, or
/// the last child when none fits (docs/layout-rules.md §14).
public struct ViewThatFits<Content: View>: PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Creates a view that picks among its children.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    let elements = resolveViewList(content, context: context).elements
    let axes = self.axes
    return _ViewList(
      element: ViewElement {
        ViewThatFitsNode(
          candidates: elements.map { $0.makeNode(inside: context) }, axes: axes, context: context)
      })
  }
}

package final class ViewThatFitsNode: LayoutNode {
  let candidates: [LayoutNode]
  let axes: Axis.Set
  private var placed: LayoutNode?

  init(candidates: [LayoutNode], axes: Axis.Set, context: _ResolveContext) {
    self.candidates = candidates
    self.axes = axes
    super.init(context: context)
  }

  package override var dumpName: String { "ViewThatFits" }
  package override var children: [LayoutNode] { placed.map { [$0] } ?? [] }

  /// 1. Compare each child's ideal size with the proposal on the constrained axes (a nil
  ///    proposal fits). 2. Take the first that fits, else the last.
  private func choice(_ proposal: ProposedViewSize) -> LayoutNode? {
    for candidate in candidates {
      let ideal = candidate.sizeThatFits(.unspecified)
      let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
      let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
      if fitsWidth && fitsHeight { return candidate }
    }
    return candidates.last
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    choice(proposal)?.sizeThatFits(proposal) ?? .zero
  }

  package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    placed = choice(proposal)
    if let placed { placeChild(placed, at: .zero, proposal: proposal, in: bounds) }
  }

  package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    choice(proposal)?.explicitAlignment(key, size: size, proposal: proposal)
  }

  package override var spacing: ViewSpacing { candidates.first?.spacing ?? ViewSpacing() }
}

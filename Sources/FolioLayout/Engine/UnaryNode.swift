import Foundation

/// A node with exactly one child, such as a frame or padding.
///
/// Subclasses describe where the child goes for a given size and proposal; placement and
/// explicit alignment both use that one description.
@_spi(Engine) open class UnaryNode: LayoutNode {
  package let child: LayoutNode

  package init(child: LayoutNode, context: _ResolveContext) {
    self.child = child
    super.init(context: context)
  }

  /// A node over `child` made like `original` (its session, direction and source line):
  /// a piece of a node split between pages.
  package init(child: LayoutNode, like original: LayoutNode) {
    self.child = child
    super.init(like: original)
  }

  @_spi(Engine) open override var children: [LayoutNode] { [child] }

  /// A single-child node modifies its child (containers such as `ScrollView` say not).
  @_spi(Engine) open override var modifiedContent: LayoutNode? { child }

  /// Records the child (without building a `children` array).
  @_spi(Engine) open override func recordContent(into recorder: inout DisplayListRecorder) {
    child.record(into: &recorder)
  }

  /// The child's top-left corner (from this node's top-left, left-to-right) and proposal,
  /// when this node has `size` for `proposal`. The default puts the child at the origin
  /// with the same proposal.
  @_spi(Engine) open func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    (.zero, proposal)
  }

  @_spi(Engine) open override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    child.sizeThatFits(proposal)
  }

  @_spi(Engine) open override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let placement = childPlacement(size: bounds.size, proposal: proposal)
    placeChild(child, at: placement.origin, proposal: placement.proposal, in: bounds)
  }

  /// The child's explicit value moved into this node's space, for guides that propagate.
  @_spi(Engine) open override func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize
  ) -> CGFloat? {
    if key.isFrameAlignment { return nil }
    let placement = childPlacement(size: size, proposal: proposal)
    let childSize = child.sizeThatFits(placement.proposal)
    guard let value = child.explicitAlignment(key, size: childSize, proposal: placement.proposal)
    else { return nil }
    var combined: CGFloat?
    key.combine(childValue: value + placement.origin[key.axis], 0, into: &combined)
    return combined
  }

  @_spi(Engine) open override var spacing: ViewSpacing { child.spacing }
}

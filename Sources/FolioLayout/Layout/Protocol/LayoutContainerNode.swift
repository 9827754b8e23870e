import Foundation

/// The node of a view laid out by a `Layout` value: runs the layout's methods against its
/// subviews, and turns the placements it records into child frames.
package final class LayoutContainerNode<L: Layout>: LayoutNode {
  package let layout: L
  package let storage: SubviewStorage
  @exclusivity(unchecked) private var cache: L.Cache?
  /// The layout's spacing, asked once: it depends only on the subviews, and asking again
  /// would walk every nested container below (quadratic in the nesting depth).
  private var knownSpacing: ViewSpacing?

  /// Creates the node; `name` (the dump name) defaults to the layout's type name.
  package init(layout: L, elements: [ViewElement], name: String?, context: _ResolveContext) {
    self.layout = layout
    storage = SubviewStorage(
      nodes: elements.map { $0.makeNode(inside: context) }, traits: elements.map(\.traits),
      containerName: name,
      layoutType: L.self, layoutDirection: context.environment.layoutDirection)
    super.init(context: context)
    storage.container = self
  }

  /// A container over nodes that already exist (a fragment of a split stack).
  package init(
    layout: L, nodes: [LayoutNode], traits: [ViewTraits], name: String?, session: LayoutSession,
    layoutDirection: LayoutDirection
  ) {
    self.layout = layout
    storage = SubviewStorage(
      nodes: nodes, traits: traits, containerName: name, layoutType: L.self,
      layoutDirection: layoutDirection)
    super.init(session: session, isRightToLeft: layoutDirection == .rightToLeft)
    storage.container = self
  }

  package var subviews: LayoutSubviews { LayoutSubviews(storage: storage) }

  override package var children: [LayoutNode] { storage.nodes }

  override package var dumpName: String { storage.containerName }
  override package var isLayoutContainer: Bool { true }

  /// Runs `body` with the cache, made on first use (once per layout pass).
  private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
    var current = cache.take() ?? layout.makeCache(subviews: subviews)
    let result = body(&current)
    cache = current
    return result
  }

  override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  override package func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    // 1. Let the layout place its subviews, recording each call of place(at:).
    let placements = storage.recordPlacements(real: true) {
      withCache {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
      }
    }
    // 2. Give each subview its frame; unplaced subviews are sized with the container's
    //    proposal and centered in its bounds (docs/layout-rules.md §15).
    for (index, node) in storage.nodes.enumerated() {
      let placement: SubviewPlacement
      if let recorded = placements[index] {
        placement = recorded
      } else {
        session.report(
          LayoutDiagnostic(
            kind: .neverPlaced, view: dumpName, subviewIndex: index,
            message: "placeSubviews never placed this subview; it was centered in the container"), from: self)
        placement = SubviewPlacement(
          position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
      }
      let size = node.sizeThatFits(placement.proposal)
      var origin = placement.origin(for: size)
      // 3. Mirror horizontally in right-to-left layout.
      if isRightToLeft { origin.x = bounds.minX + bounds.maxX - origin.x - size.width }
      node.place(at: origin, proposal: placement.proposal)
    }
  }

  override package func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize
  ) -> CGFloat? {
    let bounds = CGRect(origin: .zero, size: size)
    return withCache { cache in
      layout.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  override package var spacing: ViewSpacing {
    if let knownSpacing { return knownSpacing }
    let spacing = withCache { layout.spacing(subviews: subviews, cache: &$0) }
    knownSpacing = spacing
    return spacing
  }
}

extension HorizontalAlignment {
  package init(key: AlignmentKey) { self.init(key.id) }
}

extension VerticalAlignment {
  package init(key: AlignmentKey) { self.init(key.id) }
}

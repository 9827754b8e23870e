import Foundation

/// A flexible space that expands along the major axis of its containing stack, or in both
/// axes outside a stack (docs/layout-rules.md §4).
public struct Spacer: LeafView {
  /// The minimum length, or nil for the default spacing (8).
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    var traits = ViewTraits()
    traits.layoutPriority = -.infinity
    return _ViewList(element: ViewElement(traits: traits) { self.makeNode(context: context) })
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    SpacerNode(minLength: minLength ?? ViewSpacing.defaultDistance, axis: context.stackAxis, context: context)
  }
}

package final class SpacerNode: LayoutNode {
  let minLength: CGFloat
  let axis: Axis?

  init(minLength: CGFloat, axis: Axis?, context: _ResolveContext) {
    self.minLength = minLength
    self.axis = axis
    super.init(context: context)
  }

  package override var dumpName: String { "Spacer" }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? -.infinity, minLength) }
    guard let axis else {
      return CGSize(width: length(proposal.width), height: length(proposal.height))
    }
    return CGSize(major: length(proposal[axis]), minor: 0, axis: axis)
  }

  /// No gap next to a spacer along its axis (zero on every edge outside a stack).
  package override var spacing: ViewSpacing {
    guard let axis else { return .zero }
    var spacing = ViewSpacing()
    let edges: [Edge] = axis == .horizontal ? [.leading, .trailing] : [.top, .bottom]
    for edge in edges { spacing[edge] = 0 }
    return spacing
  }
}

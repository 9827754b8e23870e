import Foundation

extension View {
  /// Adds insets on every edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(insets: insets, edges: .all))
  }

  /// Adds a length (or the default padding, 16) on the given edges.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingLayout(length: length, edges: edges))
  }

  /// Adds a length on every edge.
  public func padding(_ length: CGFloat) -> some View {
    modifier(_PaddingLayout(length: length, edges: .all))
  }
}

/// Insets a view (layout-semantics.md §7).
public struct _PaddingLayout: NodeWrappingModifier {
  let insets: EdgeInsets?
  let length: CGFloat?
  let edges: Edge.Set

  init(insets: EdgeInsets, edges: Edge.Set) {
    self.insets = insets
    self.length = nil
    self.edges = edges
  }

  init(length: CGFloat?, edges: Edge.Set) {
    self.insets = nil
    self.length = length
    self.edges = edges
  }

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    let resolved = insets ?? EdgeInsets(edges, length ?? context.environment.defaultPadding)
    func valid(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    return PaddingNode(
      child: child,
      insets: EdgeInsets(
        top: valid(resolved.top), leading: valid(resolved.leading), bottom: valid(resolved.bottom),
        trailing: valid(resolved.trailing)), context: context)
  }
}

final class PaddingNode: UnaryNode {
  let insets: EdgeInsets

  init(child: LayoutNode, insets: EdgeInsets, context: _ResolveContext) {
    self.insets = insets
    super.init(child: child, context: context)
  }

  override var dumpName: String { "Padding" }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.total(.horizontal)) },
      height: proposal.height.map { max(0, $0 - insets.total(.vertical)) })
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let size = child.sizeThatFits(childProposal(proposal))
    return CGSize(
      width: size.width + insets.total(.horizontal), height: size.height + insets.total(.vertical))
  }

  override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    (CGPoint(x: insets.leading, y: insets.top), childProposal(proposal))
  }

  /// Edges with a non-zero inset lose their spacing preferences.
  override var spacing: ViewSpacing {
    var spacing = child.spacing
    for edge in Edge.allCases where insets[edge] != 0 { spacing.reset(Edge.Set(edge)) }
    return spacing
  }
}

@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Adds insets on every edge.
  @inlinable public func padding(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line)
    -> some View
  {
    modifier(_PaddingLayout(insets: insets, edges: .all), fileID: fileID, line: line)
  }

  /// Adds a length (or the default padding, 16) on the given edges.
  @inlinable public func padding(
    _ edges: Edge.Set = .all, _ length: CGFloat? = nil, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(_PaddingLayout(length: length, edges: edges), fileID: fileID, line: line)
  }

  /// Adds a length on every edge.
  @inlinable public func padding(_ length: CGFloat, fileID: StaticString = #fileID, line: UInt = #line)
    -> some View
  {
    modifier(_PaddingLayout(length: length, edges: .all), fileID: fileID, line: line)
  }
}

/// Insets a view (docs/layout-rules.md §7).
public struct _PaddingLayout: NodeWrappingModifier {
  package let insets: EdgeInsets?
  package let length: CGFloat?
  package let edges: Edge.Set

  @usableFromInline init(insets: EdgeInsets, edges: Edge.Set) {
    self.insets = insets
    self.length = nil
    self.edges = edges
  }

  @usableFromInline init(length: CGFloat?, edges: Edge.Set) {
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

package final class PaddingNode: UnaryNode {
  package let insets: EdgeInsets

  package init(child: LayoutNode, insets: EdgeInsets, context: _ResolveContext) {
    self.insets = insets
    super.init(child: child, context: context)
  }

  package init(child: LayoutNode, insets: EdgeInsets, like original: PaddingNode) {
    self.insets = insets
    super.init(child: child, like: original)
  }

  package override var dumpName: String { "Padding" }

  /// `padding(4)`, or the edges that differ: `padding(top: 12)`.
  package override var modifierLabel: String {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if Set(values).count == 1 { return "padding(\(insets.top.dumpString))" }
    let named = zip(["top", "leading", "bottom", "trailing"], values).filter { $0.1 != 0 }
    return "padding(" + named.map { "\($0.0): \($0.1.dumpString)" }.joined(separator: ", ") + ")"
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.total(.horizontal)) },
      height: proposal.height.map { max(0, $0 - insets.total(.vertical)) })
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let size = child.sizeThatFits(childProposal(proposal))
    return CGSize(
      width: size.width + insets.total(.horizontal), height: size.height + insets.total(.vertical))
  }

  package override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    (CGPoint(x: insets.leading, y: insets.top), childProposal(proposal))
  }

  /// Edges with a non-zero inset lose their spacing preferences.
  package override var spacing: ViewSpacing {
    var spacing = child.spacing
    for edge in Edge.allCases where insets[edge] != 0 { spacing.reset(Edge.Set(edge)) }
    return spacing
  }
}

import Foundation

extension View {
  /// Layers `overlay` in front of this view, aligned with `alignment`.
  @inlinable public func overlay<V: View>(
    _ overlay: V, alignment: Alignment = .center, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      _SecondaryLayerModifier(secondary: overlay, alignment: alignment, inFront: true), fileID: fileID,
      line: line)
  }

  /// Layers the views built by `content` in front of this view.
  @inlinable public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some View {
    overlay(content(), alignment: alignment, fileID: fileID, line: line)
  }

  /// Layers `background` behind this view, aligned with `alignment`.
  @inlinable public func background<V: View>(
    _ background: V, alignment: Alignment = .center, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      _SecondaryLayerModifier(secondary: background, alignment: alignment, inFront: false), fileID: fileID,
      line: line)
  }

  /// Layers the views built by `content` behind this view.
  @inlinable public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some View {
    background(content(), alignment: alignment, fileID: fileID, line: line)
  }
}

/// An overlay or background (docs/layout-rules.md §9): the size is the primary view's; the
/// secondary content sits in an implicit `ZStack` proposed exactly that size.
public struct _SecondaryLayerModifier<Secondary: View>: NodeWrappingModifier {
  let secondary: Secondary
  let alignment: Alignment
  let inFront: Bool

  @usableFromInline init(secondary: Secondary, alignment: Alignment, inFront: Bool) {
    self.secondary = secondary
    self.alignment = alignment
    self.inFront = inFront
  }

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    let layer = ZStack(alignment: alignment) { secondary }
    let elements = resolveViewList(layer, context: context.forChildren(stackAxis: nil)).elements
    let node = elements.first?.makeNode(inside: context)
    return SecondaryLayerNode(
      primary: child, secondary: node, alignment: alignment, inFront: inFront, context: context)
  }
}

class SecondaryLayerNode: LayoutNode {
  let primary: LayoutNode
  let secondary: LayoutNode?
  let alignment: Alignment
  let inFront: Bool

  init(
    primary: LayoutNode, secondary: LayoutNode?, alignment: Alignment, inFront: Bool,
    context: _ResolveContext
  ) {
    self.primary = primary
    self.secondary = secondary
    self.alignment = alignment
    self.inFront = inFront
    super.init(context: context)
  }

  override var dumpName: String { inFront ? "Overlay" : "Background" }

  override var modifiedContent: LayoutNode? { primary }

  override var modifierLabel: String { inFront ? "overlay" : "background" }

  override var children: [LayoutNode] {
    guard let secondary else { return [primary] }
    return inFront ? [primary, secondary] : [secondary, primary]
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    primary.sizeThatFits(proposal)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    placeChild(primary, at: .zero, proposal: proposal, in: bounds)
    guard let secondary else { return }
    let secondaryProposal = ProposedViewSize(bounds.size)
    let origin = alignedOrigin(
      of: secondary, proposal: secondaryProposal, in: bounds.size, alignment: alignment)
    placeChild(secondary, at: origin, proposal: secondaryProposal, in: bounds)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    primary.explicitAlignment(key, size: size, proposal: proposal)
  }

  override var spacing: ViewSpacing { primary.spacing }
}

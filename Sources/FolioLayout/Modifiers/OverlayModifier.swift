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

extension View {
  /// A background that, when this view is split between pages, stays with the first
  /// piece (a list item's marker).
  func background<V: View>(firstPieceOnly background: V, alignment: Alignment) -> some View {
    modifier(
      _SecondaryLayerModifier(
        secondary: background, alignment: alignment, inFront: false, repeatsOnEachPiece: false))
  }
}

/// An overlay or background (docs/layout-rules.md §9): the size is the primary view's; the
/// secondary content sits in an implicit `ZStack` proposed exactly that size.
public struct _SecondaryLayerModifier<Secondary: View>: NodeWrappingModifier {
  let secondary: Secondary
  let alignment: Alignment
  let inFront: Bool
  /// Whether each piece of the view split between pages gets the layer (else the first).
  let repeatsOnEachPiece: Bool

  @usableFromInline init(secondary: Secondary, alignment: Alignment, inFront: Bool) {
    self.secondary = secondary
    self.alignment = alignment
    self.inFront = inFront
    repeatsOnEachPiece = true
  }

  init(secondary: Secondary, alignment: Alignment, inFront: Bool, repeatsOnEachPiece: Bool) {
    self.secondary = secondary
    self.alignment = alignment
    self.inFront = inFront
    self.repeatsOnEachPiece = repeatsOnEachPiece
  }

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    let layer = ZStack(alignment: alignment) { secondary }
    let element = resolveViewList(layer, context: context.forChildren(stackAxis: nil)).elements.first
    let makeSecondary = { element?.makeNode(inside: context) }
    return SecondaryLayerNode(
      primary: child, secondary: makeSecondary(), makeSecondary: makeSecondary, alignment: alignment,
      inFront: inFront, repeatsOnEachPiece: repeatsOnEachPiece, context: context)
  }
}

class SecondaryLayerNode: LayoutNode {
  let primary: LayoutNode
  let secondary: LayoutNode?
  /// Makes the secondary layer again, for each piece of the node split between pages.
  let makeSecondary: () -> LayoutNode?
  let alignment: Alignment
  let inFront: Bool
  /// Whether each piece of the node split between pages gets the layer (else the first).
  let repeatsOnEachPiece: Bool

  init(
    primary: LayoutNode, secondary: LayoutNode?, makeSecondary: @escaping () -> LayoutNode? = { nil },
    alignment: Alignment, inFront: Bool, repeatsOnEachPiece: Bool = true, context: _ResolveContext
  ) {
    self.primary = primary
    self.secondary = secondary
    self.makeSecondary = makeSecondary
    self.alignment = alignment
    self.inFront = inFront
    self.repeatsOnEachPiece = repeatsOnEachPiece
    super.init(context: context)
  }

  init(
    primary: LayoutNode, secondary: LayoutNode?, makeSecondary: @escaping () -> LayoutNode?,
    alignment: Alignment, inFront: Bool, repeatsOnEachPiece: Bool, like original: LayoutNode
  ) {
    self.primary = primary
    self.secondary = secondary
    self.makeSecondary = makeSecondary
    self.alignment = alignment
    self.inFront = inFront
    self.repeatsOnEachPiece = repeatsOnEachPiece
    super.init(like: original)
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

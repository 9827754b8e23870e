@_spi(Engine) import FolioLayout
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
  package func background<V: View>(firstPieceOnly background: V, alignment: Alignment) -> some View {
    modifier(
      _SecondaryLayerModifier(
        secondary: background, alignment: alignment, inFront: false, repeatsOnEachPiece: false))
  }
}

/// An overlay or background (docs/layout-rules.md §9): the size is the primary view's; the
/// secondary content sits in an implicit `ZStack` proposed exactly that size.
public struct _SecondaryLayerModifier<Secondary: View>: NodeWrappingModifier {
  package let secondary: Secondary
  package let alignment: Alignment
  package let inFront: Bool
  /// Whether each piece of the view split between pages gets the layer (else the first).
  package let repeatsOnEachPiece: Bool

  @usableFromInline init(secondary: Secondary, alignment: Alignment, inFront: Bool) {
    self.secondary = secondary
    self.alignment = alignment
    self.inFront = inFront
    repeatsOnEachPiece = true
  }

  package init(secondary: Secondary, alignment: Alignment, inFront: Bool, repeatsOnEachPiece: Bool) {
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

package class SecondaryLayerNode: LayoutNode {
  package let primary: LayoutNode
  package let secondary: LayoutNode?
  /// Makes the secondary layer again, for each piece of the node split between pages.
  package let makeSecondary: () -> LayoutNode?
  package let alignment: Alignment
  package let inFront: Bool
  /// Whether each piece of the node split between pages gets the layer (else the first).
  package let repeatsOnEachPiece: Bool

  package init(
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

  package init(
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

  package override var dumpName: String { inFront ? "Overlay" : "Background" }

  package override var modifiedContent: LayoutNode? { primary }

  package override var modifierLabel: String { inFront ? "overlay" : "background" }

  package override var children: [LayoutNode] {
    guard let secondary else { return [primary] }
    return inFront ? [primary, secondary] : [secondary, primary]
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    primary.sizeThatFits(proposal)
  }

  package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    placeChild(primary, at: .zero, proposal: proposal, in: bounds)
    guard let secondary else { return }
    let secondaryProposal = ProposedViewSize(bounds.size)
    let origin = alignedOrigin(
      of: secondary, proposal: secondaryProposal, in: bounds.size, alignment: alignment)
    placeChild(secondary, at: origin, proposal: secondaryProposal, in: bounds)
  }

  package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    primary.explicitAlignment(key, size: size, proposal: proposal)
  }

  package override var spacing: ViewSpacing { primary.spacing }
}

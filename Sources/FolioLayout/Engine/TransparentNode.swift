import Foundation

/// A unary node that is the same view as its child for layout: same size, same proposal,
/// same guides and spacing. Drawing effects, alignment guides and offsets use it.
@_spi(Engine) open class TransparentNode: UnaryNode {
  @_spi(Engine) open override func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize
  ) -> CGFloat? {
    child.explicitAlignment(key, size: size, proposal: proposal)
  }
}

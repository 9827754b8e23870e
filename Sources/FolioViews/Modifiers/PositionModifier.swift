@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Centers this view at `position` in a frame that takes the whole proposal.
  @inlinable public func position(_ position: CGPoint, fileID: StaticString = #fileID, line: UInt = #line)
    -> some View
  {
    modifier(_PositionLayout(position: position), fileID: fileID, line: line)
  }

  /// Centers this view at `(x, y)` in a frame that takes the whole proposal.
  @inlinable public func position(
    x: CGFloat = 0, y: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line
  )
    -> some View
  {
    position(CGPoint(x: x, y: y), fileID: fileID, line: line)
  }
}

/// Places a view's center at a point.
public struct _PositionLayout: NodeWrappingModifier {
  let position: CGPoint

  @usableFromInline init(position: CGPoint) {
    self.position = position
  }

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    PositionNode(child: child, position: position, context: context)
  }
}

package final class PositionNode: UnaryNode {
  let position: CGPoint

  init(child: LayoutNode, position: CGPoint, context: _ResolveContext) {
    self.position = position
    super.init(child: child, context: context)
  }

  package override var dumpName: String { "Position" }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  package override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    let childSize = child.sizeThatFits(proposal)
    return (
      CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2), proposal
    )
  }
}

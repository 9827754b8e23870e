@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Draws this view moved by `offset`, without changing its layout (docs/layout-rules.md §11).
  @inlinable public func offset(_ offset: CGSize, fileID: StaticString = #fileID, line: UInt = #line)
    -> some View
  {
    modifier(_OffsetEffect(offset: offset), fileID: fileID, line: line)
  }

  /// Draws this view moved by `(x, y)`, without changing its layout.
  @inlinable public func offset(
    x: CGFloat = 0, y: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line
  )
    -> some View
  {
    offset(CGSize(width: x, height: y), fileID: fileID, line: line)
  }
}

/// Moves the drawn content of a view.
public struct _OffsetEffect: NodeWrappingModifier {
  let offset: CGSize

  @usableFromInline init(offset: CGSize) {
    self.offset = offset
  }

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    OffsetNode(child: child, offset: offset, context: context)
  }
}

/// Has its child's size and guides; its child (and everything inside) is placed moved, so
/// frames read inside report the moved position while neighbours and modifiers applied
/// after the offset keep the un-moved rectangle.
package final class OffsetNode: TransparentNode {
  let offset: CGSize

  init(child: LayoutNode, offset: CGSize, context: _ResolveContext) {
    self.offset = CGSize(
      width: offset.width.isFinite ? offset.width : 0,
      height: offset.height.isFinite ? offset.height : 0)
    super.init(child: child, context: context)
  }

  package override var dumpName: String { "Offset" }
  package override var dumpDetails: String { "by \(offset.dumpString)" }

  package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let dx = isRightToLeft ? -offset.width : offset.width
    child.place(
      at: CGPoint(x: bounds.minX + dx, y: bounds.minY + offset.height), proposal: proposal)
  }
}

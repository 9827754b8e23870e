@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Fixes this view at its ideal size on the chosen axes (docs/layout-rules.md §8).
  @inlinable public func fixedSize(
    horizontal: Bool, vertical: Bool, fileID: StaticString = #fileID, line: UInt = #line
  )
    -> some View
  {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical), fileID: fileID, line: line)
  }

  /// Fixes this view at its ideal size on both axes.
  @inlinable public func fixedSize(fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    fixedSize(horizontal: true, vertical: true, fileID: fileID, line: line)
  }
}

/// Proposes nil on the fixed axes.
public struct _FixedSizeLayout: NodeWrappingModifier {
  let horizontal: Bool
  let vertical: Bool

  @usableFromInline init(horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    FixedSizeNode(child: child, horizontal: horizontal, vertical: vertical, context: context)
  }
}

package final class FixedSizeNode: UnaryNode {
  let horizontal: Bool
  let vertical: Bool

  init(child: LayoutNode, horizontal: Bool, vertical: Bool, context: _ResolveContext) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child: child, context: context)
  }

  package override var dumpName: String { "FixedSize" }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    child.sizeThatFits(childProposal(proposal))
  }

  package override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    let childProposal = childProposal(proposal)
    let childSize = child.sizeThatFits(childProposal)
    return (
      CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
      childProposal
    )
  }
}

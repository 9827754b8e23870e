@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Positions this view in an invisible frame of a fixed width and/or height
  /// (docs/layout-rules.md §5).
  @inlinable public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center,
    fileID: StaticString = #fileID, line: UInt = #line
  )
    -> some View
  {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment), fileID: fileID, line: line)
  }
}

/// A fixed-size frame.
public struct _FrameLayout: NodeWrappingModifier {
  package let width: CGFloat?
  package let height: CGFloat?
  package let alignment: Alignment

  @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    let validWidth = validated(width)
    let validHeight = validated(height)
    let node = FrameNode(
      child: child, width: validWidth, height: validHeight, alignment: alignment, context: context)
    if let width, validWidth == nil { reportInvalid("width", width, node: node) }
    if let height, validHeight == nil { reportInvalid("height", height, node: node) }
    return node
  }

  private func reportInvalid(_ name: String, _ value: CGFloat, node: LayoutNode) {
    node.session.report(
      LayoutDiagnostic(
        kind: .invalidFrameDimension, view: "frame",
        message: "\(name) \(value) is not a finite, non-negative length and was ignored"),
      from: node)
  }

  /// Negative or non-finite dimensions are dropped, with a diagnostic (§5).
  private func validated(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite && value >= 0 else { return nil }
    return value
  }
}

package final class FrameNode: UnaryNode {
  package let width: CGFloat?
  package let height: CGFloat?
  package let alignment: Alignment

  package init(
    child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment,
    context: _ResolveContext
  ) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(child: child, context: context)
  }

  package init(
    child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment, like original: FrameNode
  ) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(child: child, like: original)
  }

  package override var dumpName: String { "Frame" }

  /// `frame(width: 30)`.
  package override var modifierLabel: String {
    let parts = [("width", width), ("height", height)].compactMap { name, value in
      value.map { "\(name): \($0.dumpString)" }
    }
    return "frame(" + parts.joined(separator: ", ") + ")"
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    // Both dimensions fixed: the child is not asked.
    if let width, let height { return CGSize(width: width, height: height) }
    let childSize = child.sizeThatFits(childProposal(proposal))
    return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
  }

  package override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    let childProposal = childProposal(proposal)
    let origin = alignedOrigin(
      of: child, proposal: childProposal, in: size, alignment: alignment)
    return (origin, childProposal)
  }
}

/// Where a child goes so its alignment guide meets the container's (§5):
/// `containerGuide(alignment) − childGuide(alignment)` on each axis, using the child's
/// explicit guides when it has them.
package func alignedOrigin(
  of child: LayoutNode, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment
) -> CGPoint {
  let childDimensions = child.dimensions(proposal)
  let container = ViewDimensions(size: size, node: nil, proposal: ProposedViewSize(size))
  return CGPoint(
    x: container[alignment.horizontal] - childDimensions[alignment.horizontal],
    y: container[alignment.vertical] - childDimensions[alignment.vertical])
}

import Foundation

/// A scrollable view. On a page it shows the part of its content that fits its frame:
/// content is proposed nil along the scroll axes and clipped to the frame.
public struct ScrollView<Content: View>: PrimitiveView {
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether scroll indicators would show (they are never drawn on a page).
  public var showsIndicators: Bool
  let content: Content

  /// Creates a scroll view; several children are stacked along the scroll axis.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    let axes = self.axes
    let content = self.content
    return _ViewList(
      element: ViewElement {
        let child = makeRootNode(
          content, context: context, axis: axes == .horizontal ? .horizontal : .vertical)
        return ScrollNode(child: child, axes: axes, context: context)
      })
  }
}

package final class ScrollNode: UnaryNode {
  let axes: Axis.Set

  init(child: LayoutNode, axes: Axis.Set, context: _ResolveContext) {
    self.axes = axes
    super.init(child: child, context: context)
  }

  package override var dumpName: String { "ScrollView" }

  /// A scroll view is a container, not a modifier.
  package override var modifiedContent: LayoutNode? { nil }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let childSize = child.sizeThatFits(childProposal(proposal))
    return CGSize(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
  }

  /// Content starts at the top-leading corner along scroll axes and is centered on others.
  package override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    let childProposal = childProposal(proposal)
    let childSize = child.sizeThatFits(childProposal)
    return (
      CGPoint(
        x: axes.contains(.horizontal) ? 0 : (size.width - childSize.width) / 2,
        y: axes.contains(.vertical) ? 0 : (size.height - childSize.height) / 2),
      childProposal
    )
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    recorder.group(clip: Path(frame)) { child.record(into: &$0) }
  }
}

@_spi(Engine) import FolioLayout
import Foundation

// Padding, a frame that only sets or bounds the width, and backgrounds and overlays split
// where their content splits (docs/documents.md, "Flowing content"): a Markdown paragraph
// or code block is text inside such wrappers, and would otherwise move whole to the next
// page, or be clipped there when taller than a page.

extension PaddingNode: SplittableNode {
  /// The head keeps the top padding, the tail the bottom one; both keep the sides. When
  /// only the bottom padding is past the cut, there is no tail.
  package func split(proposal: ProposedViewSize, height: CGFloat, atPageTop: Bool) -> (
    head: LayoutNode, tail: LayoutNode?
  )? {
    let childProposal = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.total(.horizontal)) }, height: nil)
    var headInsets = insets
    headInsets.bottom = 0
    // Only the bottom padding is past the cut: it ends with the page.
    if child.sizeThatFits(childProposal).height <= height - insets.top + 0.001 {
      return (PaddingNode(child: child, insets: headInsets, like: self), nil)
    }
    guard let splittable = child as? SplittableNode,
      let parts = splittable.split(proposal: childProposal, height: height - insets.top, atPageTop: atPageTop)
    else { return nil }
    var tailInsets = insets
    tailInsets.top = 0
    return (
      PaddingNode(child: parts.head, insets: headInsets, like: self),
      parts.tail.map { PaddingNode(child: $0, insets: tailInsets, like: self) }
    )
  }
}

extension FlexFrameNode: SplittableNode {
  /// Only a frame that leaves the height to its content splits (`frame(maxWidth: .infinity)`).
  package func split(proposal: ProposedViewSize, height: CGFloat, atPageTop: Bool) -> (
    head: LayoutNode, tail: LayoutNode?
  )? {
    guard self.height.min == nil, self.height.ideal == nil, self.height.max == nil,
      let splittable = child as? SplittableNode
    else { return nil }
    let childProposal = ProposedViewSize(width: width.childProposal(proposal.width), height: nil)
    guard let parts = splittable.split(proposal: childProposal, height: height, atPageTop: atPageTop) else {
      return nil
    }
    return (
      FlexFrameNode(child: parts.head, width: width, height: self.height, alignment: alignment, like: self),
      parts.tail.map {
        FlexFrameNode(child: $0, width: width, height: self.height, alignment: alignment, like: self)
      }
    )
  }
}

extension FrameNode: SplittableNode {
  /// Only a frame that fixes the width alone splits (`frame(width: 200)`).
  package func split(proposal: ProposedViewSize, height: CGFloat, atPageTop: Bool) -> (
    head: LayoutNode, tail: LayoutNode?
  )? {
    guard self.height == nil, let splittable = child as? SplittableNode else { return nil }
    let childProposal = ProposedViewSize(width: width ?? proposal.width, height: nil)
    guard let parts = splittable.split(proposal: childProposal, height: height, atPageTop: atPageTop) else {
      return nil
    }
    return (
      FrameNode(child: parts.head, width: width, height: nil, alignment: alignment, like: self),
      parts.tail.map { FrameNode(child: $0, width: width, height: nil, alignment: alignment, like: self) }
    )
  }
}

extension SecondaryLayerNode: SplittableNode {
  /// Each part gets the background (or overlay) again, sized to the part: a code block's
  /// gray box continues on the next page, a quote's bar beside both halves. A layer that
  /// belongs to the start (a list item's marker) goes with the first piece only.
  package func split(proposal: ProposedViewSize, height: CGFloat, atPageTop: Bool) -> (
    head: LayoutNode, tail: LayoutNode?
  )? {
    // A mask is a layer too, but cutting it would change what it hides.
    guard type(of: self) == SecondaryLayerNode.self, let splittable = primary as? SplittableNode,
      let parts = splittable.split(proposal: proposal, height: height, atPageTop: atPageTop)
    else { return nil }
    return (layered(parts.head, isFirst: true), parts.tail.map { layered($0, isFirst: false) })
  }

  private func layered(_ part: LayoutNode, isFirst: Bool) -> LayoutNode {
    let secondary = isFirst || repeatsOnEachPiece ? makeSecondary() : nil
    return SecondaryLayerNode(
      primary: part, secondary: secondary, makeSecondary: makeSecondary, alignment: alignment,
      inFront: inFront, repeatsOnEachPiece: repeatsOnEachPiece, like: self)
  }
}

extension StructureNode: SplittableNode {
  /// Both pieces are elements of the same role (a tagged PDF's reader joins a list's
  /// pieces; docs/documents.md, "Tagged PDF").
  package func split(proposal: ProposedViewSize, height: CGFloat, atPageTop: Bool) -> (
    head: LayoutNode, tail: LayoutNode?
  )? {
    guard let splittable = child as? SplittableNode,
      let parts = splittable.split(proposal: proposal, height: height, atPageTop: atPageTop)
    else { return nil }
    return (
      StructureNode(child: parts.head, role: role, like: self),
      parts.tail.map { StructureNode(child: $0, role: role, like: self) }
    )
  }
}

@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Positions this view in an invisible frame with minimum, ideal and maximum dimensions
  /// (docs/layout-rules.md §6).
  @inlinable public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment), fileID: fileID, line: line)
  }
}

/// One axis of a flexible frame, with SwiftUI's clamping applied at creation:
/// `min = max(min, 0)`, `ideal = max(min ?? 0, ideal)`, `max = max(ideal ?? 0, max)`.
package struct FlexFrameAxis {
  package var min: CGFloat?
  package var ideal: CGFloat?
  package var max: CGFloat?
  package var wasContradictory = false

  package init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    let minimum = min.map { Swift.max($0.isNaN ? 0 : $0, 0) }
    let idealValue = ideal.map { Swift.max(minimum ?? 0, $0.isNaN ? 0 : $0) }
    let maximum = max.map { Swift.max(idealValue ?? minimum ?? 0, $0.isNaN ? 0 : $0) }
    wasContradictory = minimum != min || idealValue != ideal || maximum != max
    self.min = minimum
    self.ideal = idealValue
    self.max = maximum
  }

  /// The child's proposal: the proposal (or the ideal) clamped to [min, max].
  package func childProposal(_ proposed: CGFloat?) -> CGFloat? {
    guard let value = proposed ?? ideal else { return nil }
    return clamp(value)
  }

  package func clamp(_ value: CGFloat) -> CGFloat {
    Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
  }

  /// The frame's size when it does not depend on the child, or nil.
  package func sizeWithoutChild(_ proposed: CGFloat?) -> CGFloat? {
    if let proposed, min != nil, max != nil { return clamp(proposed) }
    if proposed == nil, let ideal { return ideal }
    return nil
  }

  /// The frame's size from the child's size `childSize` measured under `childProposal`.
  package func size(_ proposed: CGFloat?, childProposal: CGFloat?, childSize: CGFloat) -> CGFloat {
    if let fixed = sizeWithoutChild(proposed) { return fixed }
    switch (min, max) {
    case (let minimum?, nil):
      return Swift.max(Swift.min(childProposal ?? childSize, childSize), minimum)
    case (nil, let maximum?):
      return Swift.min(Swift.max(childProposal ?? childSize, childSize), maximum)
    case (.some, .some):
      return clamp(childSize)
    case (nil, nil):
      return childSize
    }
  }
}

/// A flexible frame.
public struct _FlexFrameLayout: NodeWrappingModifier {
  package let width: FlexFrameAxis
  package let height: FlexFrameAxis
  package let alignment: Alignment

  @usableFromInline init(
    minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
    idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
  ) {
    width = FlexFrameAxis(min: minWidth, ideal: idealWidth, max: maxWidth)
    height = FlexFrameAxis(min: minHeight, ideal: idealHeight, max: maxHeight)
    self.alignment = alignment
  }

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    let node = FlexFrameNode(
      child: child, width: width, height: height, alignment: alignment, context: context)
    if width.wasContradictory || height.wasContradictory {
      context.session.report(
        LayoutDiagnostic(
          kind: .contradictoryFrame, view: "frame",
          message: "contradictory frame constraints (min ≤ ideal ≤ max was not true); clamped"),
        from: node)
    }
    return node
  }
}

package final class FlexFrameNode: UnaryNode {
  package let width: FlexFrameAxis
  package let height: FlexFrameAxis
  package let alignment: Alignment

  package init(
    child: LayoutNode, width: FlexFrameAxis, height: FlexFrameAxis, alignment: Alignment,
    context: _ResolveContext
  ) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(child: child, context: context)
  }

  package init(
    child: LayoutNode, width: FlexFrameAxis, height: FlexFrameAxis, alignment: Alignment,
    like original: FlexFrameNode
  ) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(child: child, like: original)
  }

  package override var dumpName: String { "FlexFrame" }

  /// `frame(minWidth: 20, maxWidth: ∞)`.
  package override var modifierLabel: String {
    var parts: [String] = []
    for (axis, name) in [(width, "Width"), (height, "Height")] {
      for (bound, value) in [("min", axis.min), ("ideal", axis.ideal), ("max", axis.max)] {
        if let value { parts.append("\(bound)\(name): \(value.isInfinite ? "∞" : value.dumpString)") }
      }
    }
    return "frame(" + parts.joined(separator: ", ") + ")"
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let fixedWidth = width.sizeWithoutChild(proposal.width)
    let fixedHeight = height.sizeWithoutChild(proposal.height)
    if let fixedWidth, let fixedHeight { return CGSize(width: fixedWidth, height: fixedHeight) }
    let childProposal = childProposal(proposal)
    let childSize = child.sizeThatFits(childProposal)
    return CGSize(
      width: width.size(proposal.width, childProposal: childProposal.width, childSize: childSize.width),
      height: height.size(
        proposal.height, childProposal: childProposal.height, childSize: childSize.height))
  }

  /// The child is re-proposed the frame's size, except on an axis proposed nil with no
  /// ideal whose size lies strictly between min and max (it stays nil).
  package override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    func axisProposal(_ axis: FlexFrameAxis, proposed: CGFloat?, size: CGFloat) -> CGFloat? {
      if proposed == nil && axis.ideal == nil && size > (axis.min ?? -.infinity)
        && size < (axis.max ?? .infinity)
      {
        return nil
      }
      return size
    }
    let childProposal = ProposedViewSize(
      width: axisProposal(width, proposed: proposal.width, size: size.width),
      height: axisProposal(height, proposed: proposal.height, size: size.height))
    return (
      alignedOrigin(of: child, proposal: childProposal, in: size, alignment: alignment),
      childProposal
    )
  }
}

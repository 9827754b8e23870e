@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Sets this view's value for a horizontal guide, computed from its dimensions.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue), fileID: fileID, line: line)
  }

  /// Sets this view's value for a vertical guide, computed from its dimensions.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue), fileID: fileID, line: line)
  }
}

/// Gives a view an explicit value for one guide (docs/layout-rules.md §10).
public struct _AlignmentWritingModifier: NodeWrappingModifier {
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    AlignmentGuideNode(child: child, key: key, computeValue: computeValue, context: context)
  }
}

package final class AlignmentGuideNode: TransparentNode {
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  init(
    child: LayoutNode, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat,
    context: _ResolveContext
  ) {
    self.key = key
    self.computeValue = computeValue
    super.init(child: child, context: context)
  }

  package override var dumpName: String { "AlignmentGuide" }
  package override var dumpDetails: String { "\(key)" }

  package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    guard key == self.key else {
      return super.explicitAlignment(key, size: size, proposal: proposal)
    }
    let value = computeValue(child.dimensions(proposal))
    return value.isFinite ? value : nil
  }
}

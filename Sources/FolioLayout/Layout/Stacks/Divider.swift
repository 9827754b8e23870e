import Foundation

/// A thin line across the other axis of the containing stack: horizontal in a `VStack`
/// (and outside stacks), vertical in an `HStack` (docs/layout-rules.md §4).
public struct Divider: LeafView {
  /// Creates a divider.
  public init() {}

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    DividerNode(
      isVertical: context.stackAxis == .horizontal,
      thickness: context.environment.pixelLength, context: context)
  }
}

package final class DividerNode: LayoutNode {
  let isVertical: Bool
  let thickness: CGFloat
  let colorScheme: ColorScheme
  static let color = Color(
    light: Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29, name: "separator"),
    dark: Color(red: 0.329, green: 0.329, blue: 0.345, alpha: 0.6, name: "separator"))

  init(isVertical: Bool, thickness: CGFloat, context: _ResolveContext) {
    self.isVertical = isVertical
    self.thickness = thickness
    self.colorScheme = context.environment.colorScheme
    super.init(context: context)
  }

  package override var dumpName: String { "Divider" }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    // Flexible along its length (a frame that only sets the thickness around a shape whose
    // ideal length is 10).
    if isVertical {
      return CGSize(width: thickness, height: proposal.height ?? 10)
    }
    return CGSize(width: proposal.width ?? 10, height: thickness)
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    recorder.append(.fill(FillItem(path: Path(frame), paint: .color(Self.color.resolved(in: colorScheme)))))
  }
}

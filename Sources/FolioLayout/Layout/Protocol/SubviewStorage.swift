import Foundation

/// Where a layout asked one subview to go.
package struct SubviewPlacement {
  package var position: CGPoint
  package var anchor: UnitPoint
  package var proposal: ProposedViewSize

  /// The subview's top-left corner for a subview of `size`.
  package func origin(for size: CGSize) -> CGPoint {
    CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
  }
}

/// The nodes behind a layout's subviews, and the placements `place(at:)` records while the
/// layout runs `placeSubviews`.
package final class SubviewStorage {
  package let nodes: [LayoutNode]
  package let traits: [ViewTraits]
  /// The container's name in diagnostics, computed only when one is reported.
  package var containerName: String { nameOverride ?? String(describing: layoutType) }
  private let nameOverride: String?
  private let layoutType: Any.Type
  package let layoutDirection: LayoutDirection
  /// The container node that owns this storage (and so outlives it), which diagnostics
  /// about the layout name.
  package unowned(unsafe) var container: LayoutNode?
  @exclusivity(unchecked) private var placements: [SubviewPlacement?] = []
  private var isRecording = false
  private var reportsTwice = false

  package init(
    nodes: [LayoutNode], traits: [ViewTraits], containerName: String?, layoutType: Any.Type,
    layoutDirection: LayoutDirection
  ) {
    self.nodes = nodes
    self.traits = traits
    nameOverride = containerName
    self.layoutType = layoutType
    self.layoutDirection = layoutDirection
  }

  /// Runs `body` (a call of `placeSubviews`) and returns what it placed. `real` placements
  /// report subviews placed twice; hypothetical ones (for explicit alignment) do not.
  package func recordPlacements(real: Bool, _ body: () -> Void) -> [SubviewPlacement?] {
    let saved = (placements, isRecording, reportsTwice)
    placements = Array(repeating: nil, count: nodes.count)
    isRecording = true
    reportsTwice = real
    body()
    let result = placements
    (placements, isRecording, reportsTwice) = saved
    return result
  }

  package func place(index: Int, _ placement: SubviewPlacement) {
    guard isRecording, placements.indices.contains(index) else { return }
    if placements[index] != nil && reportsTwice {
      nodes[index].session.report(
        LayoutDiagnostic(
          kind: .placedTwice, view: containerName, subviewIndex: index,
          message: "place(at:anchor:proposal:) was called more than once; the last call wins"),
        from: container)
    }
    placements[index] = placement
  }
}

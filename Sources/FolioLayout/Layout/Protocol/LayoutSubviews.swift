import Foundation

/// The subviews of a layout: a random-access collection of `LayoutSubview`, sliceable into
/// collections of the same type.
///
/// As in SwiftUI, every `LayoutSubviews` is indexed from 0, slices included:
/// `subviews[4..<8][0]` is the fifth subview, so a layout can hand a slice to code (or to
/// itself, recursively) written for a whole collection (docs/layout-rules.md §15).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  /// Slices are subviews too.
  public typealias SubSequence = LayoutSubviews
  /// A subview.
  public typealias Element = LayoutSubview
  /// Positions are integers.
  public typealias Index = Int
  /// Index ranges.
  public typealias Indices = Range<Int>

  package let storage: SubviewStorage
  private let positions: Range<Int>
  private let map: [Int]?

  package init(storage: SubviewStorage) {
    self.storage = storage
    positions = 0..<storage.nodes.count
    map = nil
  }

  private init(storage: SubviewStorage, positions: Range<Int>, map: [Int]?) {
    self.storage = storage
    self.positions = positions
    self.map = map
  }

  /// The layout direction of the container.
  public var layoutDirection: LayoutDirection { storage.layoutDirection }

  /// The first position.
  public var startIndex: Int { positions.lowerBound }
  /// One past the last position.
  public var endIndex: Int { positions.upperBound }
  /// The valid positions.
  public var indices: Range<Int> { positions }

  /// The subview at a position.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(storage: storage, index: storageIndex(index))
  }

  /// The subviews in a range of positions, as a collection indexed from 0.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    precondition(
      bounds.lowerBound >= positions.lowerBound && bounds.upperBound <= positions.upperBound,
      "LayoutSubviews slice \(bounds) is out of bounds (0..<\(count))")
    return LayoutSubviews(storage: storage, positions: 0..<bounds.count, map: bounds.map { storageIndex($0) })
  }

  /// The subviews from a position to the end.
  public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews {
    self[bounds.relative(to: self)]
  }

  /// The subviews up to a position.
  public subscript(bounds: PartialRangeUpTo<Int>) -> LayoutSubviews {
    self[bounds.relative(to: self)]
  }

  /// The subviews up to and including a position.
  public subscript(bounds: PartialRangeThrough<Int>) -> LayoutSubviews {
    self[bounds.relative(to: self)]
  }

  /// The subviews in a closed range of positions.
  public subscript(bounds: ClosedRange<Int>) -> LayoutSubviews {
    self[bounds.relative(to: self)]
  }

  /// The subviews at the given positions, in that order, indexed from 0.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    let mapped = indices.map { storageIndex($0) }
    return LayoutSubviews(storage: storage, positions: 0..<mapped.count, map: mapped)
  }

  /// Equal when they hold the same subviews of the same layout in the same order.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.storage === rhs.storage && lhs.map { $0.index } == rhs.map { $0.index }
  }

  private func storageIndex(_ position: Int) -> Int {
    if let map { return map[position - positions.lowerBound] }
    return position
  }

  /// Merges the explicit values of the subviews for a guide, as `place` positions them
  /// (docs/layout-rules.md §10): a hypothetical run of `placeSubviews`, then each placed
  /// subview's explicit value moved into the container's space, combined by the guide.
  package func mergedExplicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, place: () -> Void
  ) -> CGFloat? {
    // 1. Edge and center guides never propagate out of a container.
    if key.isFrameAlignment { return nil }
    // 2. Record where placeSubviews would put each subview, without placing anything.
    let placements = storage.recordPlacements(real: false, place)
    // 3. Combine each subview's explicit value at its hypothetical origin.
    var combined: CGFloat?
    var count = 0
    for subview in self {
      let node = subview.node
      let placement =
        placements[subview.index]
        ?? SubviewPlacement(
          position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
      let size = node.sizeThatFits(placement.proposal)
      guard let value = node.explicitAlignment(key, size: size, proposal: placement.proposal)
      else { continue }
      let origin = placement.origin(for: size)
      let offset = key.axis == .horizontal ? origin.x - bounds.minX : origin.y - bounds.minY
      key.combine(childValue: value + offset, count, into: &combined)
      count += 1
    }
    return combined
  }
}

import Foundation

/// Collects display items while the placed tree is walked in painting order.
package struct DisplayListRecorder {
  package private(set) var items: [DisplayItem] = []

  package init() {}

  package mutating func append(_ item: DisplayItem) {
    items.append(item)
  }

  /// Records `body` into a group with a transform, clip and opacity (skipped when empty).
  package mutating func group(
    transform: CGAffineTransform = .identity, clip: Path? = nil, opacity: Double = 1,
    _ body: (inout DisplayListRecorder) -> Void
  ) {
    var inner = DisplayListRecorder()
    body(&inner)
    guard !inner.items.isEmpty else { return }
    if transform.isIdentity && clip == nil && opacity >= 1 {
      items.append(contentsOf: inner.items)
    } else {
      items.append(
        .group(GroupItem(transform: transform, clip: clip, opacity: opacity, items: inner.items)))
    }
  }
}

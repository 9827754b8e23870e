import Foundation

/// Collects display items while the placed tree is walked in painting order.
@_spi(Engine) public struct DisplayListRecorder {
  package private(set) var items: [DisplayItem] = []
  /// The deepest nesting of groups among the recorded items.
  private var groupDepth = 0
  /// Whether groups were nested deeper than `maximumGroupDepth` (the drawing is then
  /// incomplete and the render must fail).
  package private(set) var isTooDeep = false
  /// Whether structure groups (a tagged PDF's elements) are recorded; a render with no
  /// tagged PDF output records their content alone.
  package var recordsStructure = true

  /// The deepest nesting of groups (clips, transforms, opacities) a drawing may have.
  package static let maximumGroupDepth = 1_000

  package init() {}

  /// A recorder for a group of this one's items (same settings, no items).
  package func nested() -> DisplayListRecorder {
    var recorder = DisplayListRecorder()
    recorder.recordsStructure = recordsStructure
    return recorder
  }

  /// The error a render fails with when groups are nested too deeply.
  package static var tooDeepError: FolioError {
    .layoutFailed("effects (clips, transforms, opacities) are nested more than 1,000 deep")
  }

  package mutating func append(_ item: DisplayItem) {
    items.append(item)
  }

  /// Records `body` into a group with a transform, clip and opacity (skipped when empty).
  ///
  /// A group whose only content is a group without a clip is merged with it (transforms
  /// compose, opacities multiply), so chains of effects stay flat.
  /// Records `body` shown only where what `mask` records is opaque; nothing when the mask
  /// draws nothing.
  package mutating func maskedGroup(
    mask: (inout DisplayListRecorder) -> Void, _ body: (inout DisplayListRecorder) -> Void
  ) {
    var maskRecorder = nested()
    mask(&maskRecorder)
    if maskRecorder.isTooDeep { isTooDeep = true }
    guard !maskRecorder.items.isEmpty else { return }
    group(mask: maskRecorder.items, body)
    groupDepth = max(groupDepth, maskRecorder.groupDepth + 1)
  }

  package mutating func group(
    transform: CGAffineTransform = .identity, clip: Path? = nil, opacity: Double = 1,
    mask: [DisplayItem]? = nil, shadow: DropShadow? = nil, blurRadius: CGFloat? = nil, isolated: Bool = false,
    blendMode: BlendMode? = nil, _ body: (inout DisplayListRecorder) -> Void
  ) {
    var inner = nested()
    body(&inner)
    if inner.isTooDeep { isTooDeep = true }
    guard !inner.items.isEmpty else { return }
    if mask != nil || shadow != nil || blurRadius != nil || isolated || blendMode != nil {
      guard inner.groupDepth < Self.maximumGroupDepth else {
        isTooDeep = true
        return
      }
      items.append(
        .group(
          GroupItem(
            transform: transform, clip: clip, opacity: opacity, mask: mask, shadow: shadow,
            blurRadius: blurRadius, isolated: isolated, blendMode: blendMode, items: inner.items)))
      groupDepth = max(groupDepth, inner.groupDepth + 1)
      return
    }
    if transform.isIdentity && clip == nil && opacity >= 1 {
      items.append(contentsOf: inner.items)
      groupDepth = max(groupDepth, inner.groupDepth)
      return
    }
    if inner.items.count == 1, case .group(let child) = inner.items[0], child.clip == nil, !child.isKept {
      items.append(
        .group(
          GroupItem(
            transform: child.transform.concatenating(transform), clip: clip, opacity: opacity * child.opacity,
            items: child.items)))
      groupDepth = max(groupDepth, inner.groupDepth)
      return
    }
    guard inner.groupDepth < Self.maximumGroupDepth else {
      isTooDeep = true
      return
    }
    items.append(.group(GroupItem(transform: transform, clip: clip, opacity: opacity, items: inner.items)))
    groupDepth = max(groupDepth, inner.groupDepth + 1)
  }

  /// Records `body` as a structure element of a tagged PDF (nothing when it draws nothing).
  package mutating func structured(_ role: StructureRole, _ body: (inout DisplayListRecorder) -> Void) {
    guard recordsStructure else { return body(&self) }
    var inner = nested()
    body(&inner)
    append(recorded: inner, as: role)
  }

  /// Adds what another recorder recorded, as a structure element when `role` is set.
  package mutating func append(recorded inner: DisplayListRecorder, as role: StructureRole? = nil) {
    if inner.isTooDeep { isTooDeep = true }
    guard !inner.items.isEmpty else { return }
    guard let role else {
      items.append(contentsOf: inner.items)
      groupDepth = max(groupDepth, inner.groupDepth)
      return
    }
    guard inner.groupDepth < Self.maximumGroupDepth else {
      isTooDeep = true
      return
    }
    items.append(.group(GroupItem(structure: role, items: inner.items)))
    groupDepth = max(groupDepth, inner.groupDepth + 1)
  }
}

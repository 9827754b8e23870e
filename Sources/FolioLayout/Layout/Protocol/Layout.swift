import Foundation

/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout`.
///
/// A layout answers `sizeThatFits` for any proposal (it may be asked several times), then
/// places every subview inside the bounds it is given in `placeSubviews`.
public protocol Layout {
  /// Properties of the layout, such as its stack orientation.
  static var layoutProperties: LayoutProperties { get }

  /// Cached values the layout computes from its subviews; `Void` by default.
  associatedtype Cache = Void

  /// The subviews of the layout.
  typealias Subviews = LayoutSubviews

  /// Creates the cache; called once per layout pass before the first size query.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the layout or its subviews change; by default makes a new one.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The layout's spacing preferences towards its neighbours.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Returns the size the layout chooses for a proposal.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview with `LayoutSubview.place(at:anchor:proposal:)`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The position of a horizontal guide relative to `bounds`, or nil for "not explicit".
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The position of a vertical guide relative to `bounds`, or nil for "not explicit".
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Makes a new cache.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of every subview's spacing on every edge.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var spacing = ViewSpacing()
    for subview in subviews { spacing.formUnion(subview.spacing) }
    return spacing
  }

  /// Merges the subviews' explicit values for the guide, as placed by `placeSubviews`.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    subviews.mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// Merges the subviews' explicit values for the guide, as placed by `placeSubviews`.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    subviews.mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// Lays out the views built by `content` with this layout.
  public func callAsFunction<V: View>(
    @ViewBuilder _ content: () -> V, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    _LayoutRoot(layout: self, content: content(), location: ViewSourceLocation(fileID: fileID, line: line))
  }
}

extension Layout where Cache == Void {
  /// Makes the empty cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// The layout's explicit value for a guide of either axis (the engine holds guides as
  /// keys; the protocol has one method per axis).
  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    if key.axis == .horizontal {
      return explicitAlignment(
        of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    return explicitAlignment(
      of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

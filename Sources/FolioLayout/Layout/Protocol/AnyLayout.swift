import Foundation

/// A type-erased layout, for switching between layouts while keeping the subviews.
public struct AnyLayout: Layout, DynamicLayoutProperties {
  /// The wrapped layout's cache, type-erased.
  public struct Cache {
    var wrapped: Any
  }

  private let box: AnyLayoutBox

  /// Wraps a layout.
  public init<L: Layout>(_ layout: L) {
    if let erased = layout as? AnyLayout {
      box = erased.box
    } else {
      box = ConcreteLayoutBox(layout)
    }
  }

  package var dynamicStackOrientation: Axis? { box.stackOrientation }

  /// Makes the wrapped layout's cache.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(wrapped: box.makeCache(subviews: subviews))
  }

  /// Updates the wrapped layout's cache.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    box.updateCache(&cache.wrapped, subviews: subviews)
  }

  /// The wrapped layout's spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    box.spacing(subviews: subviews, cache: &cache.wrapped)
  }

  /// The wrapped layout's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.wrapped)
  }

  /// Places the subviews with the wrapped layout.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.wrapped)
  }

  /// The wrapped layout's explicit horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    box.explicitAlignment(
      of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.wrapped)
  }

  /// The wrapped layout's explicit vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    box.explicitAlignment(
      of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.wrapped)
  }
}

class AnyLayoutBox {
  var stackOrientation: Axis? { nil }
  func makeCache(subviews: LayoutSubviews) -> Any { () }
  func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {}
  func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing { ViewSpacing() }
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    -> CGSize
  { .zero }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
  ) {}
  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Any
  ) -> CGFloat? { nil }
}

final class ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
  let layout: L

  init(_ layout: L) { self.layout = layout }

  override var stackOrientation: Axis? {
    (layout as? any DynamicLayoutProperties)?.dynamicStackOrientation
      ?? L.layoutProperties.stackOrientation
  }

  private func with<R>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R)
    -> R
  {
    var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
    let result = body(&typed)
    cache = typed
    return result
  }

  override func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

  override func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
    with(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
  }

  override func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
    with(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  override func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
  ) -> CGSize {
    with(&cache, subviews: subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
  ) {
    with(&cache, subviews: subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Any
  ) -> CGFloat? {
    with(&cache, subviews: subviews) { cache in
      layout.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}

import Foundation

/// A horizontal stack as a `Layout` value: the algorithm of `HStack`.
public struct HStackLayout: Layout {
  /// The vertical alignment of the subviews.
  public var alignment: VerticalAlignment
  /// The distance between subviews, or nil for their spacing preferences.
  public var spacing: CGFloat?

  /// Creates a horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A horizontal stack orientation.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  var engine: StackLayoutEngine {
    StackLayoutEngine(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }

  /// The stack's gaps and solved proposals.
  public struct Cache {
    var engine: StackLayoutEngine.Cache
  }

  /// Computes the gaps between neighbours.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(engine: engine.makeCache(subviews: subviews))
  }

  /// The outer edges' spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    engine.spacing(subviews: subviews)
  }

  /// The stack's size for a proposal.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    engine.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.engine)
  }

  /// Places the subviews left to right.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    engine.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.engine)
  }
}

/// A vertical stack as a `Layout` value: the algorithm of `VStack`.
public struct VStackLayout: Layout {
  /// The horizontal alignment of the subviews.
  public var alignment: HorizontalAlignment
  /// The distance between subviews, or nil for their spacing preferences.
  public var spacing: CGFloat?

  /// Creates a vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A vertical stack orientation.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  var engine: StackLayoutEngine {
    StackLayoutEngine(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }

  /// The stack's gaps and solved proposals.
  public struct Cache {
    var engine: StackLayoutEngine.Cache
  }

  /// Computes the gaps between neighbours.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(engine: engine.makeCache(subviews: subviews))
  }

  /// The outer edges' spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    engine.spacing(subviews: subviews)
  }

  /// The stack's size for a proposal.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    engine.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.engine)
  }

  /// Places the subviews top to bottom.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    engine.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.engine)
  }
}

import Foundation

/// A horizontal stack as a `Layout` value: the algorithm of `HStack`.
public struct HStackLayout: _StackLayoutAlongAxis {
  /// The vertical alignment of the subviews.
  public var alignment: VerticalAlignment
  /// The distance between subviews, or nil for their spacing preferences.
  public var spacing: CGFloat?

  /// Creates a horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Subviews go left to right.
  public static var _majorAxis: Axis { .horizontal }
  /// The vertical guide subviews are aligned on.
  public var _crossGuide: _StackCrossGuide { _StackCrossGuide(key: alignment.key) }
}

/// A vertical stack as a `Layout` value: the algorithm of `VStack`.
public struct VStackLayout: _StackLayoutAlongAxis {
  /// The horizontal alignment of the subviews.
  public var alignment: HorizontalAlignment
  /// The distance between subviews, or nil for their spacing preferences.
  public var spacing: CGFloat?

  /// Creates a vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Subviews go top to bottom.
  public static var _majorAxis: Axis { .vertical }
  /// The horizontal guide subviews are aligned on.
  public var _crossGuide: _StackCrossGuide { _StackCrossGuide(key: alignment.key) }
}

/// The guide a stack aligns its subviews on across its axis (engine detail).
public struct _StackCrossGuide {
  let key: AlignmentKey
}

/// `HStackLayout` and `VStackLayout`: one implementation of the `Layout` methods, the
/// stack engine along the stack's axis (docs/layout-rules.md §3).
public protocol _StackLayoutAlongAxis: Layout where Cache == _StackLayoutCache {
  /// The axis subviews are laid along.
  static var _majorAxis: Axis { get }
  /// The guide subviews are aligned on across the axis.
  var _crossGuide: _StackCrossGuide { get }
  /// The distance between subviews, or nil for their spacing preferences.
  var spacing: CGFloat? { get }
}

/// A stack's gaps and solved proposals.
public struct _StackLayoutCache {
  package var engine: StackLayoutEngine.Cache
}

extension _StackLayoutAlongAxis {
  package var engine: StackLayoutEngine {
    StackLayoutEngine(axis: Self._majorAxis, alignment: _crossGuide.key, spacing: spacing)
  }

  /// The stack's orientation, which makes spacers and dividers one-dimensional.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = _majorAxis
    return properties
  }

  /// Computes the gaps between neighbours.
  public func makeCache(subviews: Subviews) -> _StackLayoutCache {
    _StackLayoutCache(engine: engine.makeCache(subviews: subviews))
  }

  /// The outer edges' spacing.
  public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing {
    engine.spacing(subviews: subviews)
  }

  /// The stack's size for a proposal.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache)
    -> CGSize
  {
    engine.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.engine)
  }

  /// Places the subviews along the axis in source order.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache
  ) {
    engine.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.engine)
  }
}

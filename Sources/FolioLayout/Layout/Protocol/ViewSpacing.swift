import Foundation

/// A view's spacing preferences: for each edge, the minimum distance it wants to its
/// neighbour, or no preference.
///
/// Two views with no preference on the facing edges are 8 points apart (the platform
/// default, docs/layout-rules.md §12). Folio gives text no special category, so text
/// neighbours are 8 points apart as well.
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
  private var top: CGFloat?
  private var leading: CGFloat?
  private var bottom: CGFloat?
  private var trailing: CGFloat?

  /// The spacing between views with no preference.
  public static let defaultDistance: CGFloat = 8

  /// Creates spacing with no preferences (neighbours get the default distance).
  public init() {}

  /// Zero spacing on every edge.
  public static let zero: ViewSpacing = {
    var spacing = ViewSpacing()
    spacing.top = 0
    spacing.leading = 0
    spacing.bottom = 0
    spacing.trailing = 0
    return spacing
  }()

  package subscript(edge: Edge) -> CGFloat? {
    get {
      switch edge {
      case .top: return top
      case .leading: return leading
      case .bottom: return bottom
      case .trailing: return trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }

  /// Merges another view's preferences on the given edges, keeping the larger value.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      switch (self[edge], other[edge]) {
      case (nil, let value): self[edge] = value
      case (let value?, let otherValue?): self[edge] = max(value, otherValue)
      case (_?, nil): break
      }
    }
  }

  /// This spacing merged with another on the given edges.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: edges)
    return copy
  }

  /// The distance from this view to `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let values =
      axis == .horizontal
      ? [trailing, next.leading].compactMap { $0 } : [bottom, next.top].compactMap { $0 }
    return values.max() ?? Self.defaultDistance
  }

  /// Removes the preferences on some edges.
  package mutating func reset(_ edges: Edge.Set) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { self[edge] = nil }
  }

  /// `ViewSpacing(top: …, leading: …)` listing the edges with a preference.
  public var description: String {
    let parts = Edge.allCases.compactMap { edge in self[edge].map { "\(edge): \($0.dumpString)" } }
    return "ViewSpacing(\(parts.joined(separator: ", ")))"
  }
}

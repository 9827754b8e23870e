import Foundation

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates a set holding one edge.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// The inset distances for the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// Inset of the top edge.
  public var top: CGFloat
  /// Inset of the leading edge.
  public var leading: CGFloat
  /// Inset of the bottom edge.
  public var bottom: CGFloat
  /// Inset of the trailing edge.
  public var trailing: CGFloat

  /// Creates insets.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Creates insets of `length` on `edges` and zero elsewhere.
  public init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// Total inset along an axis.
  package func total(_ axis: Axis) -> CGFloat {
    axis == .horizontal ? leading + trailing : top + bottom
  }

  /// The inset of one edge.
  package subscript(edge: Edge) -> CGFloat {
    switch edge {
    case .top: return top
    case .leading: return leading
    case .bottom: return bottom
    case .trailing: return trailing
    }
  }
}

import Foundation

/// A description of one column of a `LazyVGrid` (or row of a `LazyHGrid`).
public struct GridItem: Hashable, Sendable {
  /// How the track is sized.
  public enum Size: Hashable, Sendable {
    /// A single track of a fixed length.
    case fixed(CGFloat)
    /// A single track sharing the space left, between a minimum and a maximum.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks as fit, each at least `minimum` long.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How the track is sized.
  public var size: Size
  /// The spacing after this track, or nil for 8.
  public var spacing: CGFloat?
  /// The alignment of cells in this track, or nil for center.
  public var alignment: Alignment?

  /// Creates a grid item.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

import Foundation

/// A proposal for the size of a view: a width and a height, each optional.
///
/// nil means "your ideal size" on that axis, 0 asks for the minimum and `.infinity` for the
/// maximum (docs/layout-rules.md §1).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed width, or nil.
  public var width: CGFloat?
  /// The proposed height, or nil.
  public var height: CGFloat?

  /// Creates a proposal.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal from a size.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the minimum size: (0, 0).
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the ideal size: (nil, nil).
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the maximum size: (∞, ∞).
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Replaces nil dimensions with those of `size` (10×10 by default).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal along `axis`.
  package subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A proposal built from values along a major axis and the other one.
  package init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
    self =
      axis == .horizontal
      ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
  }

  /// `(w, h)` with `nil` for unspecified dimensions.
  public var description: String {
    "(\(width.map(\.dumpString) ?? "nil"), \(height.map(\.dumpString) ?? "nil"))"
  }
}

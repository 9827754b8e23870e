import Foundation

/// A view's size and alignment guides in its own coordinate space, as a layout sees it.
public struct ViewDimensions: Equatable {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  package let node: LayoutNode?
  package let proposal: ProposedViewSize

  package init(size: CGSize, node: LayoutNode?, proposal: ProposedViewSize) {
    width = size.width
    height = size.height
    self.node = node
    self.proposal = proposal
  }

  package var size: CGSize { CGSize(width: width, height: height) }

  /// The value of a horizontal guide: the explicit one if the view sets it, else its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }

  /// The value of a vertical guide: the explicit one if the view sets it, else its default.
  public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }

  /// The explicit value of a horizontal guide, or nil.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }

  /// The explicit value of a vertical guide, or nil.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

  package func value(_ key: AlignmentKey) -> CGFloat {
    explicitValue(key) ?? key.defaultValue(in: self)
  }

  package func explicitValue(_ key: AlignmentKey) -> CGFloat? {
    node?.explicitAlignment(key, size: size, proposal: proposal)
  }

  /// Equal when size, view and proposal are.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.node === rhs.node
      && lhs.proposal == rhs.proposal
  }
}

import Foundation

/// A proxy for one subview of a layout: ask its size, read its values, and place it.
public struct LayoutSubview: Equatable {
  package let storage: SubviewStorage
  package let index: Int

  package var node: LayoutNode { storage.nodes[index] }
  package var traits: ViewTraits { storage.traits[index] }

  /// The size the subview chooses for a proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    node.sizeThatFits(proposal)
  }

  /// The subview's size and alignment guides for a proposal.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    node.dimensions(proposal)
  }

  /// Puts the subview's `anchor` point at `position` (in the coordinates of the bounds given
  /// to `placeSubviews`) and sizes it for `proposal`. The last call for a subview wins.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    storage.place(
      index: index, SubviewPlacement(position: position, anchor: anchor, proposal: proposal))
  }

  /// The subview's layout priority (0 unless set; −∞ for `Spacer`).
  public var priority: Double { traits.layoutPriority }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { node.spacing }

  /// The subview's value for a `LayoutValueKey`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    traits.value(for: key)
  }

  /// Subviews are equal when they are the same subview of the same layout.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.storage === rhs.storage && lhs.index == rhs.index
  }
}

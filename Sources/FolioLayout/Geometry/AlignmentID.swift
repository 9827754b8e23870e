import Foundation

/// A type that identifies an alignment guide and gives its default value.
public protocol AlignmentID {
  /// The value of this guide when the view does not set one explicitly.
  static func defaultValue(in context: ViewDimensions) -> CGFloat

  /// Folds the explicit value of the `n`-th child that has one into its container's value.
  ///
  /// The default keeps the running average, so custom guides propagate through containers
  /// as in SwiftUI (docs/layout-rules.md §10).
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
  /// Keeps the running average of the children's explicit values.
  public static func _combineExplicit(
    childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?
  ) {
    if let current = parentValue {
      parentValue = (current * CGFloat(n) + childValue) / CGFloat(n + 1)
    } else {
      parentValue = childValue
    }
  }
}

/// The identity of a horizontal or vertical guide, shared by both alignment structs.
///
/// `@unchecked Sendable`: immutable; `id` is the metatype of an `AlignmentID`, whose only
/// members are static functions any thread may call.
@_spi(Engine) public struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
  package let id: any AlignmentID.Type
  package let axis: Axis
  /// Whether containers never expose their children's explicit values for this guide
  /// (the built-in edge and center guides); decided once, when the key is made.
  package let isFrameAlignment: Bool

  package init(_ id: any AlignmentID.Type, axis: Axis) {
    self.id = id
    self.axis = axis
    isFrameAlignment = id is any FrameAlignmentID.Type
  }

  @_spi(Engine) public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
  }

  @_spi(Engine) public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
    hasher.combine(axis)
  }

  package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    id.defaultValue(in: dimensions)
  }

  package func combine(childValue: CGFloat, _ n: Int, into parent: inout CGFloat?) {
    id._combineExplicit(childValue: childValue, n, into: &parent)
  }

  @_spi(Engine) public var description: String { String(describing: id) }
}

/// Built-in edge and center guides: a container never exposes children's explicit values.
package protocol FrameAlignmentID: AlignmentID {}

extension FrameAlignmentID {
  /// Does nothing: frame alignments do not propagate.
  package static func _combineExplicit(
    childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?
  ) {}
}

enum LeadingAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// First baselines combine with the minimum: a container's first baseline is its highest.
enum FirstTextBaselineAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = Swift.min(parentValue ?? childValue, childValue)
  }
}

/// Last baselines combine with the maximum: a container's last baseline is its lowest.
/// (OSUI shows `min` here, which docs/layout-rules.md §16.2 flags as doubtful; Folio uses
/// `max`, the value a "last" baseline must have.)
enum LastTextBaselineAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = Swift.max(parentValue ?? childValue, childValue)
  }
}

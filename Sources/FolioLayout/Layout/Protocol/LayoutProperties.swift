import Foundation

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Hashable, Sendable {
  /// The orientation of the container if it is a stack; `Spacer` and `Divider` children
  /// become one-dimensional along it. nil for other layouts.
  public var stackOrientation: Axis?

  /// Creates properties with no stack orientation.
  public init() {}
}

import Foundation

/// A view that contains nothing and takes no space.
public struct EmptyView: PrimitiveView {
  /// Creates an empty view.
  public init() {}

  package func makeViewList(context: _ResolveContext) -> _ViewList { .empty }
}

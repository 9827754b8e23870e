import Foundation

/// A type-erased view.
public struct AnyView: PrimitiveView {
  private let make: (_ResolveContext) -> _ViewList

  /// Wraps a view.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      make = erased.make
    } else {
      make = { resolveViewList(view, context: $0) }
    }
  }

  /// Wraps a value if it is a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    make = { makeAnyViewList(view, context: $0) }
  }

  /// Wraps a view known as an existential.
  public init(erasing view: any View) {
    make = { makeAnyViewList(view, context: $0) }
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList { make(context) }
}

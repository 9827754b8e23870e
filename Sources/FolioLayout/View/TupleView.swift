import Foundation

/// A view made of a tuple of views, as a `ViewBuilder` block of several statements builds.
public struct TupleView<T>: PrimitiveView {
  /// The views.
  public var value: T
  private let makeList: (T, _ResolveContext) -> _ViewList

  /// Creates a tuple view from a tuple whose elements are views.
  public init(_ value: T) {
    self.value = value
    makeList = { tuple, context in
      _ViewList(
        concatenating: Mirror(reflecting: tuple).children.compactMap { child in
          guard let view = child.value as? any View else { return nil }
          return makeAnyViewList(view, context: context)
        })
    }
  }

  init<each V: View>(packed value: (repeat each V)) where T == (repeat each V) {
    self.value = value
    makeList = { tuple, context in
      var list = _ViewList()
      for view in repeat each tuple {
        list.append(resolveViewList(view, context: context))
      }
      return list
    }
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    makeList(value, context)
  }
}

/// Resolves a view known only as an existential.
package func makeAnyViewList(_ view: any View, context: _ResolveContext) -> _ViewList {
  func open<V: View>(_ view: V) -> _ViewList { resolveViewList(view, context: context) }
  return open(view)
}

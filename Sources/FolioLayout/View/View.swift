import Foundation

/// A piece of a document's content, declared as in SwiftUI: either a primitive view
/// (`Text`, `Color`, stacks…) or a composite whose `body` is made of other views.
public protocol View {
  /// The type of view this view's body is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }

  /// Turns the view into the list of elements its container lays out (engine entry point).
  static func _makeViewList(view: Self, context: _ResolveContext) -> _ViewList
}

extension View {
  /// Resolves a composite view through its `body`, after updating its dynamic properties.
  public static func _makeViewList(view: Self, context: _ResolveContext) -> _ViewList {
    guard context.session.enter("\(Self.self)") else { return .empty }
    defer { context.session.leave() }
    let prepared = context.session.prepareDynamicProperties(of: view, environment: context.environment)
    // A body's nodes take source lines from its own views only.
    var bodyContext = context
    bodyContext.sourceLocation = nil
    let list = Body._makeViewList(view: prepared.body, context: bodyContext)
    guard context.session.namesUserViews, let name = context.session.userViewName(of: Self.self) else {
      return list
    }
    return list.mapNodes { node in
      node.userViewNames.insert(name, at: 0)
      return node
    }
  }
}

/// A view with no body: the engine resolves it directly.
package protocol PrimitiveView: View where Body == Never {
  /// Makes the view's elements.
  func makeViewList(context: _ResolveContext) -> _ViewList
}

extension PrimitiveView {
  /// Resolves the view with `makeViewList(context:)`.
  public static func _makeViewList(view: Self, context: _ResolveContext) -> _ViewList {
    guard context.session.enter("\(Self.self)") else { return .empty }
    defer { context.session.leave() }
    return view.makeViewList(context: context)
  }

  /// Primitive views have no body.
  public var body: Never { neverBody(Self.self) }
}

/// A primitive view that is exactly one layout node.
package protocol LeafView: PrimitiveView {
  /// Makes the node for this view.
  func makeNode(context: _ResolveContext) -> LayoutNode
}

extension LeafView {
  package func makeViewList(context: _ResolveContext) -> _ViewList {
    _ViewList(element: ViewElement { self.makeNode(context: context) })
  }
}

extension Never: View {
  /// `Never` has no body.
  public typealias Body = Never
  /// Unreachable.
  public var body: Never { neverBody(Never.self) }

  /// Never called: no value of `Never` exists.
  public static func _makeViewList(view: Never, context: _ResolveContext) -> _ViewList {}
}

/// Reached only if a primitive view's `body` is read, which the engine never does.
func neverBody<T>(_ type: T.Type) -> Never {
  preconditionFailure("\(type) is a primitive view and has no body")
}

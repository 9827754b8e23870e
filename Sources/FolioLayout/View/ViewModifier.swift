import Foundation

/// A modifier that you apply to a view, producing a different version of it.
public protocol ViewModifier {
  /// The type of view the modifier's body returns.
  associatedtype Body: View
  /// The view the modifier is applied to, as seen from `body(content:)`.
  typealias Content = _ViewModifier_Content<Self>

  /// Returns the modified view.
  @ViewBuilder func body(content: Content) -> Body

  /// Applies the modifier to the content's elements (engine entry point).
  static func _makeViewList(
    modifier: Self, content: @escaping ViewListMaker, context: _ResolveContext
  ) -> _ViewList

  /// Applies the modifier to a view's elements (engine entry point for `ModifiedContent`).
  static func _makeViewList<Content: View>(
    modifier: Self, view: Content, context: _ResolveContext
  ) -> _ViewList
}

/// Makes a view list for a context: the not-yet-resolved content of a modifier.
public typealias ViewListMaker = (_ResolveContext) -> _ViewList

extension ViewModifier {
  /// Resolves a composite modifier through `body(content:)`.
  public static func _makeViewList(
    modifier: Self, content: @escaping ViewListMaker, context: _ResolveContext
  ) -> _ViewList {
    let prepared = context.session.prepareDynamicProperties(
      of: modifier, environment: context.environment)
    let body = prepared.body(content: _ViewModifier_Content(make: content))
    return Body._makeViewList(view: body, context: context)
  }

  /// Resolves the view as the content `body(content:)` receives (which may keep it).
  public static func _makeViewList<Content: View>(
    modifier: Self, view: Content, context: _ResolveContext
  ) -> _ViewList {
    _makeViewList(
      modifier: modifier, content: { Content._makeViewList(view: view, context: $0) }, context: context)
  }
}

/// The content a `ViewModifier` receives in `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
  let make: ViewListMaker

  package func makeViewList(context: _ResolveContext) -> _ViewList { make(context) }
}

/// A modifier the engine applies directly.
///
/// It resolves its content at once and never keeps the closure that does it, so the
/// content view is not copied into a closure of its own for each modifier around it.
package protocol PrimitiveViewModifier: ViewModifier where Body == Never {
  /// Applies the modifier to the content.
  func makeViewList(content: ViewListMaker, context: _ResolveContext) -> _ViewList
}

extension PrimitiveViewModifier {
  /// Applies the modifier with `makeViewList(content:context:)`.
  public static func _makeViewList(
    modifier: Self, content: @escaping ViewListMaker, context: _ResolveContext
  ) -> _ViewList {
    modifier.makeViewList(content: content, context: context)
  }

  /// Applies the modifier with `makeViewList(content:context:)`, the view resolved in place.
  public static func _makeViewList<Content: View>(
    modifier: Self, view: Content, context: _ResolveContext
  ) -> _ViewList {
    modifier.makeViewList(content: { Content._makeViewList(view: view, context: $0) }, context: context)
  }

  /// Primitive modifiers have no body.
  public func body(content: Content) -> Never { neverBody(Self.self) }
}

/// A primitive modifier that wraps each element's node in a new node.
package protocol NodeWrappingModifier: PrimitiveViewModifier {
  /// Makes the node that wraps `child`.
  func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode
}

extension NodeWrappingModifier {
  package func makeViewList(content: ViewListMaker, context: _ResolveContext) -> _ViewList {
    content(context).mapNodes { self.wrap($0, context: context) }
  }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier
  /// Where the modifier was applied, when Folio's own modifier method recorded it.
  @usableFromInline package var location: ViewSourceLocation?

  /// Creates modified content.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Modified content has no body of its own.
  public var body: Never { neverBody(Self.self) }

  /// Applies the modifier to the content's elements.
  public static func _makeViewList(view: Self, context: _ResolveContext) -> _ViewList {
    Modifier._makeViewList(
      modifier: view.modifier, view: view.content, context: context.located(at: view.location))
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// Two modifiers chained have no body of their own.
  public func body(content: _ViewModifier_Content<Self>) -> Never { neverBody(Self.self) }

  /// Applies the inner modifier, then the outer one.
  public static func _makeViewList(
    modifier: Self, content: @escaping ViewListMaker, context: _ResolveContext
  ) -> _ViewList {
    Modifier._makeViewList(
      modifier: modifier.modifier,
      content: { Content._makeViewList(modifier: modifier.content, content: content, context: $0) },
      context: context)
  }
}

extension View {
  /// Applies a modifier to this view.
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// Applies one of Folio's modifiers, recording where it was applied for diagnostics.
  @inlinable
  package func modifier<M>(_ modifier: M, fileID: StaticString, line: UInt) -> ModifiedContent<Self, M> {
    var modified = ModifiedContent(content: self, modifier: modifier)
    modified.location = ViewSourceLocation(fileID: fileID, line: line)
    return modified
  }
}

extension ViewModifier {
  /// Chains another modifier after this one.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

import Foundation

/// A transparent collection of views: modifiers applied to a group apply to each member.
public struct Group<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a group.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    resolveViewList(content, context: context)
  }
}

import Foundation

/// What a view needs while it is turned into layout nodes: its environment, the axis of
/// the stack it sits in, and the layout session.
public struct _ResolveContext {
  /// The environment the view reads.
  package var environment: EnvironmentValues
  /// The `stackOrientation` of the nearest enclosing layout, which makes `Spacer` and
  /// `Divider` one-dimensional.
  package var stackAxis: Axis?
  /// The session the nodes belong to.
  package let session: LayoutSession
  /// Where the nearest Folio view or modifier around the view being resolved was written
  /// (in the same body), given to the nodes it makes for diagnostics.
  package var sourceLocation: ViewSourceLocation?

  package init(environment: EnvironmentValues, stackAxis: Axis? = nil, session: LayoutSession) {
    self.environment = environment
    self.stackAxis = stackAxis
    self.session = session
  }

  /// The context for the children of a container with the given stack orientation.
  package func forChildren(stackAxis: Axis?) -> _ResolveContext {
    var copy = self
    copy.stackAxis = stackAxis
    return copy
  }

  /// The context with `location` as the source location, when there is one outside
  /// Folio's own modules (views Folio builds keep the location of yours).
  package func located(at location: ViewSourceLocation?) -> _ResolveContext {
    guard let location, !location.isInsideFolio else { return self }
    var copy = self
    copy.sourceLocation = location
    return copy
  }
}

/// Resolves a view into its elements.
package func resolveViewList<V: View>(_ view: V, context: _ResolveContext) -> _ViewList {
  V._makeViewList(view: view, context: context)
}

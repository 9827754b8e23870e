import Foundation

/// A view that takes no space and makes the render fail with an error (for views whose
/// input turned out invalid while their body was built, such as undecodable barcode data).
package struct FailureView: LeafView {
  let error: FolioError
  /// Where the view whose input was invalid was made.
  let location: ViewSourceLocation?

  package init(_ error: FolioError, location: ViewSourceLocation? = nil) {
    self.error = error
    self.location = location
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    let context = context.located(at: location)
    context.session.fail(error, source: context.sourceLocation)
    return EmptyNode(context: context)
  }
}

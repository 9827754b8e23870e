import Foundation

/// A view that takes no space and makes the render fail with an error (for views whose
/// input turned out invalid while their body was built, such as undecodable barcode data).
package struct FailureView: LeafView {
  let error: FolioError

  package init(_ error: FolioError) {
    self.error = error
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    context.session.fail(error)
    return EmptyNode(context: context)
  }
}

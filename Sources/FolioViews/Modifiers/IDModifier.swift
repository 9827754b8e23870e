@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Gives this view an identity; `LayoutSnapshot.frame(id:)` finds it by this value.
  @inlinable public func id<ID: Hashable>(_ id: ID, fileID: StaticString = #fileID, line: UInt = #line)
    -> some View
  {
    modifier(_IdentityModifier(id: AnyHashable(id)), fileID: fileID, line: line)
  }
}

/// Marks each element's node with an identity.
public struct _IdentityModifier: PrimitiveViewModifier {
  let id: AnyHashable

  @usableFromInline init(id: AnyHashable) {
    self.id = id
  }

  package func makeViewList(content: ViewListMaker, context: _ResolveContext) -> _ViewList {
    let id = self.id
    return content(context).map { element in
      let make = element.makeNode
      var traits = element.traits
      traits.id = id
      return ViewElement(traits: traits) {
        let node = make()
        node.viewID = id
        return node
      }
    }
  }
}

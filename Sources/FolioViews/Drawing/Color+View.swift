@_spi(Engine) import FolioLayout
import Foundation

extension Color: LeafView {
  package func makeNode(context: _ResolveContext) -> LayoutNode {
    StyleFillNode(style: AnyShapeStyle(self), name: "Color \(self)", context: context)
  }
}

import Foundation

/// The view a layout makes of its content with `callAsFunction`.
public struct _LayoutRoot<L: Layout, Content: View>: PrimitiveView {
  let layout: L
  let content: Content
  let name: String?
  let location: ViewSourceLocation?

  @usableFromInline init(
    layout: L, content: Content, name: String? = nil, location: ViewSourceLocation? = nil
  ) {
    self.layout = layout
    self.content = content
    self.name = name
    self.location = location
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    let context = context.located(at: location)
    let orientation =
      (layout as? any DynamicLayoutProperties)?.dynamicStackOrientation
      ?? L.layoutProperties.stackOrientation
    let elements = resolveViewList(content, context: context.forChildren(stackAxis: orientation))
      .elements
    var traits = ViewTraits()
    // An empty layout has the lowest priority (docs/layout-rules.md §11).
    if elements.isEmpty { traits.layoutPriority = -.infinity }
    let layout = self.layout
    let name = self.name
    return _ViewList(
      element: ViewElement(traits: traits) {
        LayoutContainerNode(layout: layout, elements: elements, name: name, context: context)
      })
  }
}

/// A layout whose properties depend on its value (`AnyLayout`).
package protocol DynamicLayoutProperties {
  var dynamicStackOrientation: Axis? { get }
}

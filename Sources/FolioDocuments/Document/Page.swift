import Foundation

/// One page of a document. Its content is proposed the page's content area (the page
/// minus its margins) and placed at the area's top-leading corner.
///
/// Outside a document a `Page` lays out as its content.
public struct Page<Content: View>: PrimitiveView {
  let size: PageSize?
  let margins: EdgeInsets?
  let content: Content

  /// Creates a page; nil size and margins take the document's.
  public init(size: PageSize? = nil, margins: EdgeInsets? = nil, @ViewBuilder content: () -> Content) {
    self.size = size
    self.margins = margins
    self.content = content()
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    let content = self.content
    var traits = ViewTraits()
    traits[PageProducerTrait.self] = .page(
      PageSpec(
        geometry: PageGeometry(size: size, margins: margins), context: context,
        content: { resolveViewList(content, context: $0) }))
    return _ViewList(
      element: ViewElement(traits: traits) { makeRootNode(content, context: context) })
  }
}

/// A vertical stack that flows over pages in a document: its children are laid out at the
/// content width and distributed over as many pages as needed. A child that does not fit
/// moves to the next page; a taller one is split (text between lines, stacks between
/// children, tables between rows) unless it keeps together; an unbreakable block taller
/// than a page is clipped with a diagnostic.
///
/// Outside a document it lays out as a `VStack`.
public struct PagedVStack<Content: View>: PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let size: PageSize?
  let margins: EdgeInsets?
  let content: Content

  /// Creates a paged stack; nil size and margins take the document's.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pageSize: PageSize? = nil,
    margins: EdgeInsets? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.size = pageSize
    self.margins = margins
    self.content = content()
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    let childContext = context.forChildren(stackAxis: .vertical)
    var traits = ViewTraits()
    traits[PageProducerTrait.self] = .flow(
      FlowSpec(
        geometry: PageGeometry(size: size, margins: margins), alignment: alignment, spacing: spacing,
        context: childContext, children: resolveViewList(content, context: childContext),
        resolveChildren: { [content] in resolveViewList(content, context: childContext) }))
    let alignment = self.alignment
    let spacing = self.spacing
    let content = self.content
    // Outside a document: a VStack, resolved only if it is laid out.
    return _ViewList(
      element: ViewElement(traits: traits) {
        makeRootNode(VStack(alignment: alignment, spacing: spacing) { content }, context: context)
      })
  }
}

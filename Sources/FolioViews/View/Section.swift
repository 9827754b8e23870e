import Foundation

/// A part of a container with an optional header and footer, as SwiftUI's `Section`.
/// Outside lists and forms SwiftUI lays a section out as its header, content and footer,
/// each a child of the container it is in; Folio does the same (in a `VStack` they stack
/// one under the other, with the stack's spacing).
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer

  /// Creates a section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// The header's elements, the content's, the footer's, in order; the header's and the
  /// footer's marked as such (a `Table` draws them as rows across every column).
  package func makeViewList(context: _ResolveContext) -> _ViewList {
    var list = resolveViewList(header, context: context).mapTraits { $0[SectionPartTrait.self] = .header }
    list.append(resolveViewList(content, context: context))
    list.append(resolveViewList(footer, context: context).mapTraits { $0[SectionPartTrait.self] = .footer })
    return list
  }
}

/// Which part of a `Section` an element is.
package enum SectionPart {
  case header, footer
}

package struct SectionPartTrait: TraitKey {
  package static var defaultValue: SectionPart? { nil }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section of its content alone.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section with a title as its header (a literal is Markdown, as in `Text`).
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }

  /// Creates a section with a string as its header, shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(verbatim: String(title)) }, footer: { EmptyView() })
  }
}

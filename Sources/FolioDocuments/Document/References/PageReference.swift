import Foundation

/// The number of the page a view marked with `.id(_:)` is on ("see page 12"): the page is
/// found by laying the document out again until the numbers are settled
/// (docs/documents.md, "Contents and page references").
public struct PageReference<Content: View>: PrimitiveView {
  let id: AnyHashable
  let content: (Int) -> Content

  /// Shows the page of the view with this identity as its own content.
  public init<ID: Hashable>(to id: ID, @ViewBuilder content: @escaping (Int) -> Content) {
    self.id = AnyHashable(id)
    self.content = content
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    let page = PageReferenceLookup.page(of: id, context: context, view: "PageReference")
    return resolveViewList(content(page ?? 0), context: context)
  }
}

extension PageReference where Content == Text {
  /// Shows the page number of the view with this identity.
  public init<ID: Hashable>(to id: ID) {
    self.init(to: id) { page in Text(verbatim: page > 0 ? String(page) : "??") }
  }
}

/// Finds pages of identities in a document's references, reporting the missing ones.
enum PageReferenceLookup {
  /// The page of `id` as the previous pass found it; nil (reported once the numbers are
  /// settled) when no view has it or the view is not in a document.
  static func page(of id: AnyHashable, context: _ResolveContext, view: String) -> Int? {
    guard let references = context.session.references else {
      context.session.report(
        LayoutDiagnostic(
          kind: .other, view: view,
          message: "page numbers exist only in documents; \(describe(id)) shows ??"))
      return nil
    }
    let page = references.page(of: id)
    // Settled numbers always follow a pass with known ones.
    if page == nil, references.known != nil {
      context.session.report(
        LayoutDiagnostic(
          kind: .other, view: view,
          message: "no view on any page has .id(\(describe(id))); its page number shows ??"))
    }
    return page
  }

  static func describe(_ id: AnyHashable) -> String {
    let text = String(describing: id.base)
    let short = text.count > 60 ? String(text.prefix(60)) + "…" : text
    return id.base is String ? DisplayItem.quoted(short) : short
  }
}

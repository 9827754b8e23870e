import CPoppler
import FolioGraphics
import Foundation

/// The Poppler functions Folio calls, found with `dlopen`/`dlsym` on first use.
struct PopplerLibrary: Sendable {
  typealias NewDocument =
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> OpaquePointer?
  typealias PageCount = @convention(c) (OpaquePointer?) -> Int32
  typealias Page = @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
  typealias PageSize =
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
  typealias RenderPage = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void

  typealias OpenDocument =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> OpaquePointer?

  let newDocument: NewDocument
  /// Opens a file by its `file://` URI (Poppler maps it rather than copying it).
  let openDocument: OpenDocument
  let pageCount: PageCount
  let page: Page
  let pageSize: PageSize
  let renderPage: RenderPage

  /// The library, or nil when it is not installed.
  static let shared: PopplerLibrary? = {
    guard let library = SystemLibrary.poppler.load(),
      let newDocument = library.symbol("poppler_document_new_from_bytes", as: NewDocument.self),
      let openDocument = library.symbol("poppler_document_new_from_file", as: OpenDocument.self),
      let pageCount = library.symbol("poppler_document_get_n_pages", as: PageCount.self),
      let page = library.symbol("poppler_document_get_page", as: Page.self),
      let pageSize = library.symbol("poppler_page_get_size", as: PageSize.self),
      let renderPage = library.symbol("poppler_page_render", as: RenderPage.self)
    else { return nil }
    return PopplerLibrary(
      newDocument: newDocument, openDocument: openDocument, pageCount: pageCount, page: page,
      pageSize: pageSize, renderPage: renderPage)
  }()
}

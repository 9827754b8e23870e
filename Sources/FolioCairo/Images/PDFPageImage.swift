import CCairo
import CPoppler
import FolioGraphics
import Foundation

/// The first page of a PDF, drawn as vectors by Poppler (an asset catalog's vector
/// imagesets are PDFs).
///
/// `@unchecked Sendable`: `let` Poppler objects, made on the layout thread, then used only by the
/// drawing thread the page is handed to (see `ImageHandle`).
final class PDFPageImageHandle: ImageHandle, @unchecked Sendable {
  let document: OpaquePointer
  let page: OpaquePointer

  init(document: OpaquePointer, page: OpaquePointer) {
    self.document = document
    self.page = page
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(page))
    g_object_unref(UnsafeMutableRawPointer(document))
  }

  /// Draws the page at its own size (points) from the context's origin.
  func render(into cr: OpaquePointer) {
    FontFaceLock.whileDrawing { PopplerLibrary.shared?.renderPage(page, cr) }
  }

  /// The largest side a PDF image may have, in points (200 inches, PDF's own limit).
  static let maximumSide: Double = 14_400

  /// 1. Open the bytes as a PDF document (Poppler keeps its own copy).
  /// 2. Take the first page and its size; a PDF with no page, or a page with no size or a
  ///    side beyond 200 inches, is an error naming the image.
  static func decode(_ data: Data, name: String) throws(FolioError) -> LoadedImage {
    guard let poppler = PopplerLibrary.shared else {
      throw SystemLibrary.poppler.missingError
    }
    // 1. The document.
    var error: UnsafeMutablePointer<GError>?
    let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    guard let document = poppler.newDocument(bytes, nil, &error) else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable PDF"
      if let error { g_error_free(error) }
      throw .invalidImage(name: name, reason: "invalid PDF (\(reason))")
    }
    // 2. The first page.
    guard poppler.pageCount(document) > 0, let page = poppler.page(document, 0) else {
      g_object_unref(UnsafeMutableRawPointer(document))
      throw .invalidImage(name: name, reason: "the PDF has no page")
    }
    var width: Double = 0
    var height: Double = 0
    poppler.pageSize(page, &width, &height)
    guard width.isFinite, height.isFinite, width > 0, height > 0, width <= maximumSide, height <= maximumSide
    else {
      g_object_unref(UnsafeMutableRawPointer(page))
      g_object_unref(UnsafeMutableRawPointer(document))
      throw .invalidImage(name: name, reason: "the PDF's first page is \(width)×\(height) points")
    }
    return LoadedImage(
      size: CGSize(width: width, height: height), kind: .vector, name: name,
      handle: PDFPageImageHandle(document: document, page: page))
  }
}

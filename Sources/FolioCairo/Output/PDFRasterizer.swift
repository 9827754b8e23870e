import CCairo
import CPoppler
import FolioGraphics
import Foundation

/// The pages of a PDF drawn by Poppler (through Cairo) over white, a band of rows at a
/// time: `folio diff` compares PDF pages of any size without holding one whole.
///
/// Poppler draws only what falls inside a band's surface, so a band costs little beyond
/// reading the page's drawing operations (`pdftoppm -y -H`, by contrast, scales every
/// image of the page to full size for each band).
package final class PDFRasterizer {
  private let poppler: PopplerLibrary
  private let document: OpaquePointer
  private let path: String
  private let scale: Double
  /// The number of pages.
  package let pageCount: Int
  /// The page last drawn, kept for its next band.
  private var page: (index: Int, pointer: OpaquePointer)?

  /// Opens a PDF to draw at `scale` pixels per point.
  package init(path: String, scale: Double) throws(FolioError) {
    guard let poppler = PopplerLibrary.shared else { throw SystemLibrary.poppler.missingError }
    var error: UnsafeMutablePointer<GError>?
    let uri = URL(fileURLWithPath: path).absoluteString
    guard let document = poppler.openDocument(uri, nil, &error) else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable PDF"
      if let error { g_error_free(error) }
      throw .invalidImage(name: path, reason: "invalid PDF (\(reason))")
    }
    self.poppler = poppler
    self.document = document
    self.path = path
    self.scale = scale
    pageCount = Int(poppler.pageCount(document))
  }

  deinit {
    if let page { g_object_unref(UnsafeMutableRawPointer(page.pointer)) }
    g_object_unref(UnsafeMutableRawPointer(document))
  }

  /// The size of page `index` (from 0) in pixels: its size in points (turned by its
  /// rotation) times the scale, rounded up, as `pdftoppm` sizes it. At most 32,767 pixels
  /// a side (Cairo's limit).
  package func pixelSize(_ index: Int) throws(FolioError) -> (width: Int, height: Int) {
    let page = try self.page(index)
    var width: Double = 0
    var height: Double = 0
    poppler.pageSize(page, &width, &height)
    let pixels = ((width * scale).rounded(.up), (height * scale).rounded(.up))
    guard pixels.0.isFinite, pixels.1.isFinite, pixels.0 >= 1, pixels.1 >= 1, pixels.0 <= 32_767,
      pixels.1 <= 32_767
    else {
      throw .invalidImage(
        name: path,
        reason: String(
          format: "page %d is %g × %g points: %g × %g pixels at this scale, more than 32,767 a side",
          index + 1,
          width, height, pixels.0, pixels.1))
    }
    return (Int(pixels.0), Int(pixels.1))
  }

  /// Rows `rows` of page `index` (clamped to the page).
  package func raster(page index: Int, rows: Range<Int>) throws(FolioError) -> Raster {
    let size = try pixelSize(index)
    let rows = rows.clamped(to: 0..<size.height)
    guard !rows.isEmpty else { return Raster(width: size.width, height: 0, pixels: []) }
    let page = try self.page(index)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width), Int32(rows.count))!
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      throw .invalidImage(
        name: path, reason: "no memory for \(size.width)×\(rows.count) pixels of page \(index + 1)")
    }
    let cr = cairo_create(surface)!
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    // The band's first row is the surface's first.
    cairo_translate(cr, 0, -Double(rows.lowerBound))
    cairo_scale(cr, scale, scale)
    FontFaceLock.whileDrawing { poppler.renderPage(page, cr) }
    cairo_destroy(cr)
    return Raster(surface: surface)
  }

  /// Page `index`, kept until another is asked for.
  private func page(_ index: Int) throws(FolioError) -> OpaquePointer {
    if let page, page.index == index { return page.pointer }
    guard index >= 0, index < pageCount, let pointer = poppler.page(document, Int32(index)) else {
      throw .invalidImage(name: path, reason: "the PDF has no page \(index + 1)")
    }
    if let page { g_object_unref(UnsafeMutableRawPointer(page.pointer)) }
    page = (index, pointer)
    return pointer
  }
}

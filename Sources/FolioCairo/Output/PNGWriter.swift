import CCairo
import FolioGraphics
import Foundation

/// Rasterizes one page to PNG by scaling the Cairo context (Pango's resolution stays 72 dpi,
/// so the text is the same layout at any scale).
package enum PNGWriter {
  /// - Parameters:
  ///   - scale: pixels per point (2 for 144 dpi).
  ///   - background: painted under the page, nil for transparent.
  package static func png(for page: DisplayList, scale: CGFloat, background: Color?) throws(FolioError)
    -> Data
  {
    let surface = try rasterize(page, scale: scale, background: background)
    defer { cairo_surface_destroy(surface) }
    return try encode(surface)
  }

  /// A page drawn into pixels, to be encoded later, on any thread.
  package static func rasterizedPage(_ page: DisplayList, scale: CGFloat, background: Color?)
    throws(FolioError) -> RasterizedPage
  {
    RasterizedPage(surface: try rasterize(page, scale: scale, background: background))
  }

  /// A rasterized page's PNG bytes.
  package static func encode(_ page: RasterizedPage) throws(FolioError) -> Data { try encode(page.surface) }

  /// A rasterized surface's PNG bytes.
  static func encode(_ surface: OpaquePointer) throws(FolioError) -> Data {
    let sink = ByteSink()
    let status = cairo_surface_write_to_png_stream(surface, ByteSink.write, sink.closure)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .renderFailed("PNG: \(String(cString: cairo_status_to_string(status)))")
    }
    return sink.data
  }

  /// Draws a page into a new ARGB image surface at `scale` pixels per point; the caller
  /// destroys the surface.
  package static func rasterize(_ page: DisplayList, scale: CGFloat, background: Color?)
    throws(FolioError) -> OpaquePointer
  {
    let (width, height) = try OutputLimits.pixelSize(of: page.size, scale: scale, page: nil)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    do throws(FolioError) {
      try surface.checkSurface("PNG surface")
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    let cr = cairo_create(surface)!
    if let background {
      cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
      cairo_paint(cr)
    }
    cairo_scale(cr, scale, scale)
    let renderer = CairoRenderer(cr: cr, emitsLinks: false)
    FontFaceLock.whileDrawing { renderer.draw(page) }
    let drawn = Result { () throws(FolioError) in try renderer.checkStatus("PNG") }
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    if case .failure(let error) = drawn {
      cairo_surface_destroy(surface)
      throw error
    }
    return surface
  }
}

/// A page's pixels: a Cairo image surface that no other object refers to, so one thread at
/// a time may encode it wherever it was drawn; freed with it.
///
/// `@unchecked Sendable`: only this object refers to the surface, and one thread at a time
/// encodes or frees it.
package final class RasterizedPage: @unchecked Sendable {
  let surface: OpaquePointer
  init(surface: OpaquePointer) { self.surface = surface }
  deinit { cairo_surface_destroy(surface) }
}

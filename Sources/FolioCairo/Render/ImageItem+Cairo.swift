import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
  /// Scales the whole image into the item's rectangle.
  func draw(_ item: ImageItem) {
    let rect = item.rect
    guard rect.width > 0, rect.height > 0, item.image.size.width > 0, item.image.size.height > 0
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if let raster = item.image.handle as? RasterImageHandle {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      cairo_clip(cr)
      cairo_translate(cr, rect.minX, rect.minY)
      cairo_scale(cr, rect.width / item.image.size.width, rect.height / item.image.size.height)
      cairo_set_source_surface(cr, raster.surface, 0, 0)
      let filter: cairo_filter_t
      switch item.interpolation {
      case .none: filter = CAIRO_FILTER_NEAREST
      case .low: filter = CAIRO_FILTER_FAST
      case .medium: filter = CAIRO_FILTER_GOOD
      case .high: filter = CAIRO_FILTER_BEST
      }
      cairo_pattern_set_filter(cairo_get_source(cr), filter)
      cairo_paint(cr)
    } else if let vector = item.image.handle as? VectorImageHandle {
      vector.render(into: cr, viewport: rect)
    } else if let pdf = item.image.handle as? PDFPageImageHandle {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      cairo_clip(cr)
      cairo_translate(cr, rect.minX, rect.minY)
      cairo_scale(cr, rect.width / item.image.size.width, rect.height / item.image.size.height)
      pdf.render(into: cr)
    }
  }
}

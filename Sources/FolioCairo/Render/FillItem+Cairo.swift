import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
  func draw(_ item: FillItem) {
    addPath(item.path)
    cairo_set_fill_rule(cr, item.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_set_antialias(cr, item.style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    setSource(item.paint, stroked: false)
    cairo_fill(cr)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
  }
}

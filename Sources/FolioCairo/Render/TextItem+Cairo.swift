import CCairo
import CPango
import FolioGraphics
import FolioPango
import Foundation

extension CairoRenderer {
  /// Draws the very `PangoLayout` that was measured; a line range draws only those lines,
  /// moved up so the first one starts at the item's origin.
  func draw(_ item: TextItem) {
    guard let handle = item.measured.layout as? PangoTextLayout else { return }
    let layout = handle.layout
    // The first run's color is the layout's base color (other runs carry attributes).
    if let color = item.text.runs.first?.style.color {
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
    let x = item.origin.x - handle.offset.x
    guard let range = item.lineRange else {
      cairo_move_to(cr, x, item.origin.y - handle.offset.y)
      pango_cairo_show_layout(cr, layout)
      return
    }
    guard let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    var index = 0
    var firstTop: CGFloat?
    repeat {
      defer { index += 1 }
      guard range.contains(index) else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let top = CGFloat(logical.y) / CGFloat(PANGO_SCALE)
      if firstTop == nil { firstTop = top }
      let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE)
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
      cairo_move_to(
        cr, x + CGFloat(logical.x) / CGFloat(PANGO_SCALE),
        item.origin.y + baseline - (firstTop ?? top))
      pango_cairo_show_layout_line(cr, line)
    } while pango_layout_iter_next_line(iterator) != 0 && index < range.upperBound
  }
}

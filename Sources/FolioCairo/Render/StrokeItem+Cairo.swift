import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
  func draw(_ item: StrokeItem) {
    addPath(item.path)
    let style = item.style
    cairo_set_line_width(cr, style.lineWidth)
    cairo_set_line_cap(cr, cairo_line_cap_t(rawValue: UInt32(style.lineCap.rawValue)))
    cairo_set_line_join(cr, cairo_line_join_t(rawValue: UInt32(style.lineJoin.rawValue)))
    cairo_set_miter_limit(cr, style.miterLimit)
    let dashes = style.dash.filter { $0.isFinite && $0 >= 0 }.map { Double($0) }
    if !dashes.isEmpty && dashes.contains(where: { $0 > 0 }) {
      dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
    } else {
      cairo_set_dash(cr, nil, 0, 0)
    }
    setSource(item.paint, stroked: true)
    cairo_stroke(cr)
    cairo_set_dash(cr, nil, 0, 0)
  }
}

import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
  /// Clip (absolute), then transform, then the children, composited at the opacity.
  func draw(_ item: GroupItem) {
    cairo_save(cr)
    if let clip = item.clip {
      addPath(clip)
      cairo_clip(cr)
    }
    if !item.transform.isIdentity {
      let t = item.transform
      var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
      cairo_transform(cr, &matrix)
    }
    var inner = self
    inner.toPage = item.transform.concatenating(toPage)
    if item.opacity < 1 {
      cairo_push_group(cr)
      inner.draw(item.items)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, max(item.opacity, 0))
    } else {
      inner.draw(item.items)
    }
    cairo_restore(cr)
  }
}

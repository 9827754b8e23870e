import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
  /// Clip (absolute), then transform; then the shadow, then the children — composited at
  /// the opacity, through the mask when there is one.
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
    let alpha = min(max(item.opacity, 0), 1)
    if let shadow = item.shadow { inner.drawShadow(of: item.items, shadow) }
    if let radius = item.blurRadius {
      // The children blurred: an image in place of the vectors, at the opacity.
      cairo_push_group(cr)
      inner.drawBlurred(item.items, radius: radius)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    } else if let mask = item.mask {
      // The children and the mask each in a group of their own; the children painted
      // through the mask's alpha; the whole at the opacity.
      cairo_push_group(cr)
      cairo_push_group(cr)
      inner.draw(item.items)
      let content = cairo_pop_group(cr)
      cairo_push_group(cr)
      inner.draw(mask)
      let maskPattern = cairo_pop_group(cr)
      cairo_set_source(cr, content)
      cairo_mask(cr, maskPattern)
      cairo_pattern_destroy(maskPattern)
      cairo_pattern_destroy(content)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    } else if item.opacity < 1 || item.isolated {
      cairo_push_group(cr)
      inner.draw(item.items)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    } else {
      inner.draw(item.items)
    }
    cairo_restore(cr)
  }
}

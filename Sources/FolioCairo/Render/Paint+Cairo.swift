import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
  /// Makes `paint` the source for filling or stroking the current path: an angular
  /// gradient becomes an image of the path's bounds when `meshRasterScale` is set.
  func setSource(_ paint: Paint, stroked: Bool) {
    if let scale = meshRasterScale,
      case .angularGradient(let gradient, let center, let start, let end) = paint
    {
      setRasterizedSource(
        conicPattern(gradient, center: center, from: start, to: end), scale: scale, stroked: stroked)
    } else {
      setSource(paint)
    }
  }

  /// Makes `mesh` the source through an image of what the current path covers:
  /// 1. the path's fill or stroke extents, clipped, in user space;
  /// 2. an image of that rectangle at `scale` pixels per point (at most 4096 a side),
  ///    painted with the mesh;
  /// 3. the image as a pattern placed over the rectangle (not extended beyond it).
  private func setRasterizedSource(_ mesh: OpaquePointer, scale: CGFloat, stroked: Bool) {
    defer { cairo_pattern_destroy(mesh) }
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    if stroked {
      cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
    } else {
      cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
    }
    var cx1 = 0.0
    var cy1 = 0.0
    var cx2 = 0.0
    var cy2 = 0.0
    cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
    (x1, y1, x2, y2) = (max(x1, cx1), max(y1, cy1), min(x2, cx2), min(y2, cy2))
    guard x2 > x1, y2 > y1, (x2 - x1).isFinite, (y2 - y1).isFinite else {
      cairo_set_source_rgba(cr, 0, 0, 0, 0)
      return
    }
    let width = Int32(min(max(((x2 - x1) * scale).rounded(.up), 1), 4096))
    let height = Int32(min(max(((y2 - y1) * scale).rounded(.up), 1), 4096))
    let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    defer { cairo_surface_destroy(image) }
    let sx = Double(width) / (x2 - x1)
    let sy = Double(height) / (y2 - y1)
    let painter = cairo_create(image)!
    cairo_scale(painter, sx, sy)
    cairo_translate(painter, -x1, -y1)
    cairo_set_source(painter, mesh)
    cairo_paint(painter)
    cairo_destroy(painter)
    let pattern = cairo_pattern_create_for_surface(image)!
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, sx, sy)
    cairo_matrix_translate(&matrix, -x1, -y1)
    cairo_pattern_set_matrix(pattern, &matrix)
    // Not padded: the image covers what the path covers, and Cairo 1.18's SVG surface,
    // which cannot write a padded image, would draw it again as a 300 dpi fallback.
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// Makes `paint` the context's source.
  func setSource(_ paint: Paint) {
    switch paint {
    case .color(let color):
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    case .linearGradient(let gradient, let start, let end):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      addStops(gradient, to: pattern)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .radialGradient(let gradient, let center, let startRadius, let endRadius):
      let pattern = cairo_pattern_create_radial(
        center.x, center.y, max(startRadius, 0), center.x, center.y, max(endRadius, 0))!
      addStops(gradient, to: pattern)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .angularGradient(let gradient, let center, let startAngle, let endAngle):
      cairo_set_source(cr, conicPattern(gradient, center: center, from: startAngle, to: endAngle))
    }
  }

  private func addStops(_ gradient: Gradient, to pattern: OpaquePointer) {
    for stop in gradient.stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(stop.location, 0), 1), stop.color.red, stop.color.green, stop.color.blue,
        stop.color.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
  }

  /// An angular gradient approximated by a mesh of 72 wedges around the center, each
  /// interpolating its two edge colors.
  private func conicPattern(_ gradient: Gradient, center: CGPoint, from start: Angle, to end: Angle)
    -> OpaquePointer
  {
    let pattern = cairo_pattern_create_mesh()!
    let radius: CGFloat = 100_000
    let steps = 72
    let sweep = end.radians - start.radians
    func color(at fraction: CGFloat) -> Color {
      let stops = gradient.stops
      guard let first = stops.first, let last = stops.last else { return .clear }
      if fraction <= first.location { return first.color }
      if fraction >= last.location { return last.color }
      for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.location {
        let t = b.location > a.location ? (fraction - a.location) / (b.location - a.location) : 0
        return Color(
          red: a.color.red + (b.color.red - a.color.red) * t,
          green: a.color.green + (b.color.green - a.color.green) * t,
          blue: a.color.blue + (b.color.blue - a.color.blue) * t,
          opacity: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
      }
      return last.color
    }
    for step in 0..<steps {
      let f0 = CGFloat(step) / CGFloat(steps)
      let f1 = CGFloat(step + 1) / CGFloat(steps)
      let a0 = start.radians + sweep * f0
      let a1 = start.radians + sweep * f1
      let c0 = color(at: f0)
      let c1 = color(at: f1)
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, center.x, center.y)
      cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a0), center.y + radius * sin(a0))
      cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a1), center.y + radius * sin(a1))
      cairo_mesh_pattern_set_corner_color_rgba(pattern, 0, c0.red, c0.green, c0.blue, c0.alpha)
      cairo_mesh_pattern_set_corner_color_rgba(pattern, 1, c0.red, c0.green, c0.blue, c0.alpha)
      cairo_mesh_pattern_set_corner_color_rgba(pattern, 2, c1.red, c1.green, c1.blue, c1.alpha)
      cairo_mesh_pattern_end_patch(pattern)
    }
    return pattern
  }
}

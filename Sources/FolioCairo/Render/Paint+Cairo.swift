import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
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

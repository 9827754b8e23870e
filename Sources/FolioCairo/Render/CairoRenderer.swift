import CCairo
import CPango
import FolioGraphics
import FolioPango
import Foundation

/// Draws display lists with Cairo: one exhaustive switch over item kinds, each kind drawn
/// by its own extension.
package struct CairoRenderer {
  /// The Cairo context (`cairo_t*`).
  let cr: OpaquePointer
  /// Whether link and destination items become PDF annotations.
  let emitsLinks: Bool

  package init(cr: OpaquePointer, emitsLinks: Bool) {
    self.cr = cr
    self.emitsLinks = emitsLinks
  }

  /// Draws every item of a display list in painting order.
  package func draw(_ list: DisplayList) {
    draw(list.items)
  }

  func draw(_ items: [DisplayItem]) {
    for item in items {
      switch item {
      case .fill(let fill): draw(fill)
      case .stroke(let stroke): draw(stroke)
      case .text(let text): draw(text)
      case .image(let image): draw(image)
      case .group(let group): draw(group)
      case .link(let link): draw(link)
      case .destination(let destination): draw(destination)
      }
    }
  }

  /// Adds a path to the context.
  func addPath(_ path: Path) {
    cairo_new_path(cr)
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        current = p
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quadCurve(let p, let c):
        let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .closeSubpath:
        cairo_close_path(cr)
      }
    }
  }
}

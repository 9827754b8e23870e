import CCairo
import FolioGraphics
import Foundation

/// Draws display lists with Cairo: one exhaustive switch over item kinds, each kind drawn
/// by its own extension.
package struct CairoRenderer {
  /// The Cairo context (`cairo_t*`).
  let cr: OpaquePointer
  /// Whether link and destination items become PDF annotations.
  let emitsLinks: Bool
  /// How far from the page coordinates may reach: Cairo's fixed-point numbers overflow
  /// past about 8 million device units (a clip 10⁹ pt wide clips everything away), so
  /// path points are brought within this distance and items farther away are not drawn.
  /// Four page sizes plus 10 pt: nothing visible changes, at any PNG scale Folio allows.
  var limit: CGFloat = 1_000_000
  /// From the coordinates of the items being drawn to the page's (the transforms of the
  /// enclosing groups).
  var toPage: CGAffineTransform = .identity
  /// For surfaces that cannot write mesh patterns (SVG), the pixels per point at which an
  /// angular gradient is drawn into an image covering just its shape (Cairo's own
  /// fallback would rasterize the whole page); nil draws the mesh.
  var meshRasterScale: CGFloat?
  /// What could not be drawn (a text without glyph runs); `checkStatus` throws it.
  let problems = RenderProblems()
  /// Writes a tagged PDF's structure elements around what is drawn (PDF pages only).
  var tagger: PDFStructureTagger?
  /// What text's colours are multiplied by: the opacity of a group drawn without its group
  /// (`GroupItem+Cairo`, Cairo 1.18's tagged PDF).
  var textOpacity = 1.0

  package init(cr: OpaquePointer, emitsLinks: Bool, meshRasterScale: CGFloat? = nil) {
    self.cr = cr
    self.emitsLinks = emitsLinks
    self.meshRasterScale = meshRasterScale
  }

  /// Draws every item of a display list in painting order.
  package func draw(_ list: DisplayList) {
    var renderer = self
    renderer.limit = Self.limit(for: list.size)
    renderer.draw(list.items)
  }

  /// The coordinate limit for a page size.
  static func limit(for size: CGSize) -> CGFloat {
    let side = max(size.width, size.height)
    return side.isFinite ? 4 * side + 10 : 1_000_000
  }

  /// Draws items; an item whose geometry is not finite (NaN, ∞), which would put the Cairo
  /// context in an error state and silently lose everything drawn after it, is skipped.
  func draw(_ items: [DisplayItem]) {
    for (index, item) in items.enumerated() {
      switch item {
      case .fill(let fill): if Self.isDrawable(fill.path) && Self.isDrawable(fill.paint) { draw(fill) }
      case .stroke(let stroke):
        if Self.isDrawable(stroke.path) && Self.isDrawable(stroke.paint) && stroke.style.lineWidth.isFinite {
          draw(stroke)
        }
      case .text(let text):
        guard let tagger else {
          if Self.isFinite(text.origin) && isNear(text.origin) { draw(text) }
          continue
        }
        drawTagged(text, links: Self.textLinks(after: index, in: items), tagger: tagger)
      case .image(let image):
        if Self.isFinite(image.rect) && isNear(image.rect.origin)
          && isNear(CGPoint(x: image.rect.maxX, y: image.rect.maxY))
        {
          draw(image)
        }
      case .group(let group) where group.structure == .link:
        // A link around its content (`LinkNode`): its `Link` element in a tagged PDF.
        guard let tagger, case .link(let link)? = group.items.last,
          let attributes = linkAttributes([link], toPage: toPage)
        else {
          draw(group.items)
          continue
        }
        if tagger.beginLink(link, attributes: attributes, cr: cr) {
          draw(group.items)
          tagger.endLink(cr: cr)
        } else {
          draw(group.items)
        }
      case .group(let group) where group.structure != nil:
        // A structure element: no transform, clip or effect of its own.
        let role = group.structure!
        tagger?.begin(
          role, cr: cr, hasLinks: role.holdsContent && tagger != nil && Self.hasLinks(group.items))
        draw(group.items)
        tagger?.end(cr: cr)
      case .group(let group):
        if group.clip.map(Self.isDrawable) ?? true, Self.isInvertible(group.transform),
          isModerate(group.transform),
          group.opacity > 0
        {
          draw(group)
        }
      case .link(let link): if Self.isFinite(link.rect) { draw(link) }
      case .destination(let destination): if Self.isFinite(destination.point) { draw(destination) }
      }
    }
  }

  /// Throws when the context is in an error state (what was drawn is incomplete).
  package func checkStatus(_ what: String) throws(FolioError) {
    if let problem = problems.first { throw .renderFailed("\(what): \(problem)") }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .renderFailed("\(what): \(String(cString: cairo_status_to_string(status)))")
    }
  }

  static func isFinite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }

  /// Whether a point (in the items' coordinates) lands within `limit` of the page.
  func isNear(_ point: CGPoint) -> Bool {
    let onPage = point.applying(toPage)
    return abs(onPage.x) <= limit && abs(onPage.y) <= limit
  }

  /// Whether a transform's scale stays in Cairo's range (at most 1,000).
  func isModerate(_ t: CGAffineTransform) -> Bool {
    [t.a, t.b, t.c, t.d].allSatisfy { abs($0) <= 1_000 }
  }

  /// A point whose place on the page is brought within `limit` of the page (unchanged when
  /// it already is).
  func clamped(_ point: CGPoint) -> CGPoint {
    let onPage = point.applying(toPage)
    guard abs(onPage.x) > limit || abs(onPage.y) > limit else { return point }
    let inside = CGPoint(x: min(max(onPage.x, -limit), limit), y: min(max(onPage.y, -limit), limit))
    return inside.applying(toPage.inverted())
  }

  static func isFinite(_ rect: CGRect) -> Bool {
    !rect.isNull && rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite
      && rect.height.isFinite
  }

  /// Whether every point of a path is finite.
  static func isDrawable(_ path: Path) -> Bool {
    path.elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): return isFinite(p)
      case .quadCurve(let p, let c): return isFinite(p) && isFinite(c)
      case .curve(let p, let c1, let c2): return isFinite(p) && isFinite(c1) && isFinite(c2)
      case .closeSubpath: return true
      }
    }
  }

  /// Whether a paint's geometry and colours are finite.
  static func isDrawable(_ paint: Paint) -> Bool {
    func finite(_ gradient: Gradient) -> Bool {
      gradient.stops.allSatisfy {
        $0.location.isFinite && $0.color.red.isFinite && $0.color.green.isFinite && $0.color.blue.isFinite
          && $0.color.alpha.isFinite
      }
    }
    switch paint {
    case .color(let color):
      return color.red.isFinite && color.green.isFinite && color.blue.isFinite && color.alpha.isFinite
    case .linearGradient(let gradient, let start, let end):
      return finite(gradient) && isFinite(start) && isFinite(end)
    case .radialGradient(let gradient, let center, let startRadius, let endRadius):
      return finite(gradient) && isFinite(center) && startRadius.isFinite && endRadius.isFinite
    case .angularGradient(let gradient, let center, let startAngle, let endAngle):
      return finite(gradient) && isFinite(center) && startAngle.radians.isFinite && endAngle.radians.isFinite
    }
  }

  /// Whether a transform is finite and invertible (Cairo refuses the others).
  static func isInvertible(_ t: CGAffineTransform) -> Bool {
    let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
    guard values.allSatisfy(\.isFinite) else { return false }
    let determinant = t.a * t.d - t.b * t.c
    return determinant.isFinite && abs(determinant) > 1e-12
  }

  /// Adds a path to the context.
  func addPath(_ path: Path) {
    cairo_new_path(cr)
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let point):
        let p = clamped(point)
        cairo_move_to(cr, p.x, p.y)
        current = p
      case .line(let point):
        let p = clamped(point)
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quadCurve(let point, let control):
        let p = clamped(point)
        let c = clamped(control)
        let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .curve(let point, let control1, let control2):
        let p = clamped(point)
        let c1 = clamped(control1)
        let c2 = clamped(control2)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .closeSubpath:
        cairo_close_path(cr)
      }
    }
  }
}

import CCairo
import FolioGraphics
import Foundation

/// Draws an SVG image with librsvg at a scale, all of it or a band of its rows at a time
/// (`folio diff` compares large pages in bands, holding no page whole).
package struct SVGRasterizer {
  private let vector: VectorImageHandle
  private let size: CGSize
  private let scale: CGFloat
  private let background: Color?
  /// The image's size in pixels.
  package let width: Int
  package let height: Int

  /// Loads SVG bytes to draw at `scale` pixels per point (one user unit is one point), over
  /// `background`; at most 16,384 pixels a side.
  package init(svg: Data, scale: CGFloat, background: Color? = .white) throws(FolioError) {
    let image = try CairoImageLoader().loadImage(.data(svg, name: "SVG"))
    guard let vector = image.handle as? VectorImageHandle else {
      throw .invalidImage(name: "SVG", reason: "not an SVG image")
    }
    let width = (image.size.width * scale).rounded(.up)
    let height = (image.size.height * scale).rounded(.up)
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16_384, height <= 16_384 else {
      throw .invalidImage(name: "SVG", reason: "\(width)×\(height) pixels is not a size that can be drawn")
    }
    self.vector = vector
    self.size = image.size
    self.scale = scale
    self.background = background
    self.width = Int(width)
    self.height = Int(height)
  }

  /// The pixels of rows `rows` (clamped to the image).
  package func raster(rows: Range<Int>) -> Raster {
    let rows = rows.clamped(to: 0..<height)
    guard !rows.isEmpty else { return Raster(width: width, height: 0, pixels: []) }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows.count))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    if let background {
      cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
      cairo_paint(cr)
    }
    // The band's first row is the surface's first.
    cairo_translate(cr, 0, -Double(rows.lowerBound))
    cairo_scale(cr, scale, scale)
    vector.render(into: cr, viewport: CGRect(origin: .zero, size: size))
    cairo_destroy(cr)
    return Raster(surface: surface)
  }
}

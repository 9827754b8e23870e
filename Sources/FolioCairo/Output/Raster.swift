import CCairo
import FolioGraphics
import Foundation

/// Pixels of a rasterized page or a decoded PNG: premultiplied ARGB, row by row.
package struct Raster: Sendable {
  package let width: Int
  package let height: Int
  /// 0xAARRGGBB, premultiplied alpha.
  package let pixels: [UInt32]

  /// Draws a page at `scale` pixels per point.
  package init(page: DisplayList, scale: CGFloat, background: Color?) throws(FolioError) {
    let surface = try PNGWriter.rasterize(page, scale: scale, background: background)
    defer { cairo_surface_destroy(surface) }
    self = Raster(surface: surface)
  }

  /// Renders SVG bytes with librsvg at `scale` pixels per point (one user unit is one
  /// point), over `background`; at most 16 384 pixels a side.
  package init(svg: Data, scale: CGFloat, background: Color? = .white) throws(FolioError) {
    let rasterizer = try SVGRasterizer(svg: svg, scale: scale, background: background)
    self = rasterizer.raster(rows: 0..<rasterizer.height)
  }

  /// Decodes PNG bytes.
  package init(png: Data) throws(FolioError) {
    let loader = CairoImageLoader()
    let image = try loader.loadImage(.data(png, name: "png"))
    guard let raster = image.handle as? RasterImageHandle else {
      throw .invalidImage(name: "png", reason: "not a raster image")
    }
    self = Raster(surface: raster.surface)
  }

  /// The pixels of an image surface (ARGB32 or RGB24, made opaque).
  package init(surface: OpaquePointer) {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    var pixels = [UInt32](repeating: 0, count: width * height)
    if let data = cairo_image_surface_get_data(surface) {
      let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
      for row in 0..<height {
        let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
        for column in 0..<width {
          pixels[row * width + column] = opaque ? (line[column] | 0xFF00_0000) : line[column]
        }
      }
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  package init(width: Int, height: Int, pixels: [UInt32]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// PNG bytes of the pixels.
  package func pngData() throws(FolioError) -> Data {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    if let data = cairo_image_surface_get_data(surface) {
      let stride = Int(cairo_image_surface_get_stride(surface))
      for row in 0..<height {
        let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
        for column in 0..<width { line[column] = pixels[row * width + column] }
      }
    }
    cairo_surface_mark_dirty(surface)
    let sink = ByteSink()
    let status = cairo_surface_write_to_png_stream(surface, ByteSink.write, sink.closure)
    guard status == CAIRO_STATUS_SUCCESS else { throw .renderFailed("PNG encoding failed") }
    return sink.data
  }

  /// The bounding box (in pixels) of the pixels for which `isInk` holds, or nil.
  package func inkBounds(where isInk: (UInt32) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var result: (Int, Int, Int, Int)?
    for row in 0..<height {
      for column in 0..<width where isInk(pixels[row * width + column]) {
        if let current = result {
          result = (min(current.0, column), min(current.1, row), max(current.2, column), max(current.3, row))
        } else {
          result = (column, row, column, row)
        }
      }
    }
    return result.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
  }
}

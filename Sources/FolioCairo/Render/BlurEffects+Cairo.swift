import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
  /// The most pixels a shadow's image has on a side.
  static let shadowSideLimit = 1_024
  /// The largest blur radius drawn, in points (beyond it a shadow is a faint haze).
  static let shadowRadiusLimit: CGFloat = 500
  /// Pixels per point of a shadow's image.
  static let shadowScale: CGFloat = 2

  /// The items' ink extents in the current user space, with the recording that found them
  /// (the caller destroys it); nil when they draw nothing.
  private func recorded(_ items: [DisplayItem]) -> (surface: OpaquePointer, extents: CGRect)? {
    guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return nil }
    let recordingContext = cairo_create(recording)!
    var recorder = CairoRenderer(cr: recordingContext, emitsLinks: false, meshRasterScale: meshRasterScale)
    recorder.limit = limit
    recorder.toPage = toPage
    recorder.draw(items)
    cairo_destroy(recordingContext)
    var x0 = 0.0
    var y0 = 0.0
    var width = 0.0
    var height = 0.0
    cairo_recording_surface_ink_extents(recording, &x0, &y0, &width, &height)
    guard width > 0, height > 0, width.isFinite, height.isFinite else {
      cairo_surface_destroy(recording)
      return nil
    }
    return (recording, CGRect(x: x0, y: y0, width: width, height: height))
  }

  /// An image of a recording over `bounds` at `scale` pixels per point, in `format`.
  private static func image(
    of recording: OpaquePointer, bounds: CGRect, scale: CGFloat, format: cairo_format_t
  ) -> OpaquePointer? {
    let pixelWidth = Int32(max(1, min(ceil(bounds.width * scale), CGFloat(shadowSideLimit))))
    let pixelHeight = Int32(max(1, min(ceil(bounds.height * scale), CGFloat(shadowSideLimit))))
    guard let image = cairo_image_surface_create(format, pixelWidth, pixelHeight),
      cairo_surface_status(image) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let imageContext = cairo_create(image)!
    cairo_scale(imageContext, scale, scale)
    cairo_translate(imageContext, -bounds.minX, -bounds.minY)
    cairo_set_source_surface(imageContext, recording, 0, 0)
    cairo_paint(imageContext)
    cairo_destroy(imageContext)
    cairo_surface_flush(image)
    return image
  }

  /// The area an effect's image covers: the extents and three standard deviations of blur
  /// on every side, and its pixels per point (2, fewer for a large area).
  private static func blurArea(_ extents: CGRect, sigma: CGFloat) -> (bounds: CGRect, scale: CGFloat) {
    let margin = ceil(sigma * 3) + 1
    let bounds = extents.insetBy(dx: -margin, dy: -margin)
    let scale = min(shadowScale, CGFloat(shadowSideLimit) / max(bounds.width, bounds.height, 1))
    return (bounds, scale)
  }

  /// Draws `items` blurred by `radius`, as an image in place of them.
  func drawBlurred(_ items: [DisplayItem], radius: CGFloat) {
    guard let (recording, extents) = recorded(items) else { return }
    defer { cairo_surface_destroy(recording) }
    let sigma = min(max(radius, 0), Self.shadowRadiusLimit) / 2
    let (bounds, scale) = Self.blurArea(extents, sigma: sigma)
    guard let image = Self.image(of: recording, bounds: bounds, scale: scale, format: CAIRO_FORMAT_ARGB32)
    else {
      return
    }
    defer { cairo_surface_destroy(image) }
    AlphaBlur.blur(image, sigma: Double(sigma * scale), channels: 4)
    cairo_save(cr)
    cairo_translate(cr, bounds.minX, bounds.minY)
    cairo_scale(cr, 1 / scale, 1 / scale)
    cairo_set_source_surface(cr, image, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Draws the shadow of `items` (in the current user space).
  ///
  /// 1. Record the items to find their ink extents; nothing drawn, no shadow.
  /// 2. Rasterize them into an alpha image covering the extents plus three times the blur's
  ///    standard deviation on every side (radius at most 500 points), at 2 pixels per point
  ///    (fewer when that would pass 1,024 pixels a side).
  /// 3. Blur the alpha with three box blurs (close to a Gaussian of σ = radius / 2).
  /// 4. Paint the shadow's colour through that image, moved by the offset.
  func drawShadow(of items: [DisplayItem], _ shadow: DropShadow) {
    guard shadow.color.alpha > 0 else { return }
    // 1. Ink extents.
    guard let (recording, extents) = recorded(items) else { return }
    defer { cairo_surface_destroy(recording) }
    // 2. The alpha image.
    let sigma = min(max(shadow.radius, 0), Self.shadowRadiusLimit) / 2
    let (bounds, scale) = Self.blurArea(extents, sigma: sigma)
    guard let image = Self.image(of: recording, bounds: bounds, scale: scale, format: CAIRO_FORMAT_A8) else {
      return
    }
    defer { cairo_surface_destroy(image) }
    // 3. Blur.
    AlphaBlur.blur(image, sigma: Double(sigma * scale), channels: 1)
    // 4. The colour through the alpha, as a premultiplied image painted like any image
    //    (Cairo 1.16's SVG output misplaces a scaled mask surface; an image source it
    //    writes right).
    guard let colored = Self.coloredImage(alpha: image, color: shadow.color) else { return }
    defer { cairo_surface_destroy(colored) }
    cairo_save(cr)
    cairo_translate(cr, bounds.minX + shadow.offset.width, bounds.minY + shadow.offset.height)
    cairo_scale(cr, 1 / scale, 1 / scale)
    cairo_set_source_surface(cr, colored, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// An ARGB image of `color` whose alpha is the A8 image's (premultiplied).
  static func coloredImage(alpha image: OpaquePointer, color: Color) -> OpaquePointer? {
    let width = cairo_image_surface_get_width(image)
    let height = cairo_image_surface_get_height(image)
    guard let colored = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
      cairo_surface_status(colored) == CAIRO_STATUS_SUCCESS
    else { return nil }
    cairo_surface_flush(colored)
    let source = cairo_image_surface_get_data(image)!
    let sourceStride = Int(cairo_image_surface_get_stride(image))
    let target = cairo_image_surface_get_data(colored)!
    let targetStride = Int(cairo_image_surface_get_stride(colored))
    let opacity = min(max(color.alpha, 0), 1)
    let channels = [color.red, color.green, color.blue].map { min(max($0, 0), 1) }
    for y in 0..<Int(height) {
      let row = target.advanced(by: y * targetStride).withMemoryRebound(to: UInt32.self, capacity: Int(width))
      { $0 }
      for x in 0..<Int(width) {
        let a = Double(source[y * sourceStride + x]) / 255 * opacity
        let alpha = UInt32((a * 255).rounded())
        let red = UInt32((channels[0] * a * 255).rounded())
        let green = UInt32((channels[1] * a * 255).rounded())
        let blue = UInt32((channels[2] * a * 255).rounded())
        row[x] = alpha << 24 | red << 16 | green << 8 | blue
      }
    }
    cairo_surface_mark_dirty(colored)
    return colored
  }
}

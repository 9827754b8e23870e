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
    guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return }
    defer { cairo_surface_destroy(recording) }
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
    guard width > 0, height > 0, width.isFinite, height.isFinite else { return }
    // 2. The alpha image.
    let sigma = min(max(shadow.radius, 0), Self.shadowRadiusLimit) / 2
    let margin = ceil(sigma * 3) + 1
    let bounds = CGRect(x: x0 - margin, y: y0 - margin, width: width + 2 * margin, height: height + 2 * margin)
    let scale = min(
      Self.shadowScale, CGFloat(Self.shadowSideLimit) / max(bounds.width, bounds.height, 1))
    let pixelWidth = Int32(max(1, min(ceil(bounds.width * scale), CGFloat(Self.shadowSideLimit))))
    let pixelHeight = Int32(max(1, min(ceil(bounds.height * scale), CGFloat(Self.shadowSideLimit))))
    guard let image = cairo_image_surface_create(CAIRO_FORMAT_A8, pixelWidth, pixelHeight),
      cairo_surface_status(image) == CAIRO_STATUS_SUCCESS
    else { return }
    defer { cairo_surface_destroy(image) }
    let imageContext = cairo_create(image)!
    cairo_scale(imageContext, scale, scale)
    cairo_translate(imageContext, -bounds.minX, -bounds.minY)
    cairo_set_source_surface(imageContext, recording, 0, 0)
    cairo_paint(imageContext)
    cairo_destroy(imageContext)
    cairo_surface_flush(image)
    // 3. Blur.
    if sigma > 0 {
      let stride = Int(cairo_image_surface_get_stride(image))
      let data = cairo_image_surface_get_data(image)!
      AlphaBlur.blur(
        data, width: Int(pixelWidth), height: Int(pixelHeight), stride: stride, sigma: Double(sigma * scale))
      cairo_surface_mark_dirty(image)
    }
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
      let row = target.advanced(by: y * targetStride).withMemoryRebound(to: UInt32.self, capacity: Int(width)) { $0 }
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

/// A Gaussian-like blur of an 8-bit alpha image: three box blurs in each direction, whose
/// widths follow from σ (the usual approximation).
enum AlphaBlur {
  static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    guard width > 0, height > 0, sigma > 0 else { return }
    // Box widths for three passes: ideal width from σ, rounded to odd numbers.
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let count = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9)
      / (-4 * Double(lower) - 4)).rounded()
    let radii = (0..<3).map { pass in ((Double(pass) < count ? lower : upper) - 1) / 2 }
    var line = [Int](repeating: 0, count: max(width, height))
    for radius in radii where radius > 0 {
      // Rows.
      for y in 0..<height {
        let row = data + y * stride
        boxBlur(row, step: 1, count: width, radius: radius, scratch: &line)
      }
      // Columns.
      for x in 0..<width {
        boxBlur(data + x, step: stride, count: height, radius: radius, scratch: &line)
      }
    }
  }

  /// One box blur along a line of `count` samples `step` apart (edges count as zero).
  private static func boxBlur(
    _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, scratch: inout [Int]
  ) {
    for index in 0..<count { scratch[index] = Int(start[index * step]) }
    let span = 2 * radius + 1
    var sum = 0
    for index in 0..<min(radius, count) { sum += scratch[index] }
    for index in 0..<count {
      let entering = index + radius
      if entering < count { sum += scratch[entering] }
      let leaving = index - radius - 1
      if leaving >= 0 { sum -= scratch[leaving] }
      start[index * step] = UInt8(clamping: (sum + span / 2) / span)
    }
  }
}

import CCairo
import Foundation

/// A Gaussian-like blur of an image's 8-bit channels: three box blurs in each direction,
/// whose widths follow from σ (the usual approximation). Premultiplied channels blur
/// independently and stay premultiplied.
enum AlphaBlur {
  /// Blurs an image surface in place: A8 (`channels` 1) or premultiplied ARGB32 (4).
  static func blur(_ image: OpaquePointer, sigma: Double, channels: Int) {
    guard sigma > 0 else { return }
    cairo_surface_flush(image)
    let width = Int(cairo_image_surface_get_width(image))
    let height = Int(cairo_image_surface_get_height(image))
    let stride = Int(cairo_image_surface_get_stride(image))
    guard let data = cairo_image_surface_get_data(image) else { return }
    for channel in 0..<channels {
      blur(data + channel, width: width, height: height, stride: stride, step: channels, sigma: sigma)
    }
    cairo_surface_mark_dirty(image)
  }

  /// Blurs one channel: samples `step` bytes apart in a row, rows `stride` bytes apart.
  static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, step: Int, sigma: Double
  ) {
    guard width > 0, height > 0, sigma > 0 else { return }
    // Box widths for three passes: ideal width from σ, rounded to odd numbers.
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let count =
      ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9)
      / (-4 * Double(lower) - 4)).rounded()
    let radii = (0..<3).map { pass in ((Double(pass) < count ? lower : upper) - 1) / 2 }
    var line = [Int](repeating: 0, count: max(width, height))
    for radius in radii where radius > 0 {
      // Rows.
      for y in 0..<height {
        boxBlur(data + y * stride, step: step, count: width, radius: radius, scratch: &line)
      }
      // Columns.
      for x in 0..<width {
        boxBlur(data + x * step, step: stride, count: height, radius: radius, scratch: &line)
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

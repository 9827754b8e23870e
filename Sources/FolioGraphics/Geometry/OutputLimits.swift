import Foundation

/// The sizes Folio accepts for pages, rasters and decoded images, checked before anything
/// is allocated or drawn.
public enum OutputLimits {
  /// The largest page side in points: PDF's implementation limit (200 inches), which
  /// SVG and PNG output share so a document is valid in every format.
  public static let maximumPageSide: CGFloat = 14_400
  /// The largest PNG page, in pixels.
  public static let maximumPixels = 268_435_456  // 16,384 × 16,384
  /// The largest image decoded (PNG, JPEG), in pixels: about 400 MB once decoded.
  public static let maximumImagePixels = 100_000_000
  /// The largest raster side Cairo's image surfaces accept.
  public static let maximumPixelSide = 32_767

  /// Throws unless the page size is finite, positive and at most `maximumPageSide`.
  public static func check(pageSize size: CGSize, page: Int?) throws(FolioError) {
    let valid = { (side: CGFloat) in side.isFinite && side > 0 && side <= maximumPageSide }
    guard valid(size.width), valid(size.height) else {
      throw .invalidValue(
        view: page.map { "Page \($0)" } ?? "Page", value: "\(size.width) × \(size.height) pt",
        reason: "a page must be more than 0 and at most 14,400 pt (200 in) on each side")
    }
  }

  /// The pixel size of a page at `scale` pixels per point, or an error naming what is out
  /// of bounds.
  public static func pixelSize(of size: CGSize, scale: CGFloat, page: Int?) throws(FolioError)
    -> (width: Int32, height: Int32)
  {
    guard scale.isFinite, scale > 0 else {
      throw .invalidValue(view: "PNG", value: "scale \(scale)", reason: "the scale must be a positive number")
    }
    try check(pageSize: size, page: page)
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    let side = CGFloat(maximumPixelSide)
    guard width <= side, height <= side, width * height <= CGFloat(maximumPixels) else {
      throw .invalidValue(
        view: "PNG", value: "\(width) × \(height) px at scale \(scale)",
        reason: "a PNG page must be at most 32,767 pixels on a side and 268 million pixels in all")
    }
    return (Int32(max(width, 1)), Int32(max(height, 1)))
  }

  /// Throws unless a file of `bytes` bytes may hold an image of `pixels` pixels, at most
  /// `pixelsPerByte` to a byte beyond 4 million pixels: a damaged or hostile header (a 1 KB
  /// JPEG claiming 100 million pixels) is refused before its decoder allocates for it. No
  /// real file comes near: a flat JPEG takes about 1 byte per 256 pixels, a flat 1-bit PNG
  /// about 1 per 8,000.
  public static func check(
    imagePixels pixels: Int, fileBytes bytes: Int, pixelsPerByte: Int, kind: String, name: String
  ) throws(FolioError) {
    guard pixels > 4_194_304, pixels / max(bytes, 1) > pixelsPerByte else { return }
    throw .invalidImage(
      name: name,
      reason:
        "the \(kind) claims \(pixels) pixels in a file of \(bytes) bytes, more than such a file can hold (a damaged header?); it is not decoded"
    )
  }

  /// Throws unless an image of `width` × `height` pixels may be decoded.
  public static func check(imageWidth width: Int, height: Int, name: String) throws(FolioError) {
    guard width > 0, height > 0 else {
      throw .invalidImage(name: name, reason: "the image is \(width) × \(height) pixels")
    }
    guard width <= maximumPixelSide, height <= maximumPixelSide,
      width * height <= maximumImagePixels
    else {
      throw .invalidImage(
        name: name,
        reason:
          "the image is \(width) × \(height) pixels; at most 32,767 on a side and 100 million in all are decoded"
      )
    }
  }
}

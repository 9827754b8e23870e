import FolioCairo
import Foundation

/// The bytes of the generated images: small valid PNG, JPEG and SVG images, and two
/// invalid ones a render must refuse (a corrupt PNG, a PNG whose header claims a
/// million pixels square).
enum FuzzImages {
  static func data(_ kind: FuzzImage) -> Data {
    switch kind {
    case .png: return png
    case .jpeg: return Data(base64Encoded: jpegBase64) ?? Data()
    case .svg:
      return Data(
        #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="teal"/><a href="https://example.com"><circle cx="20" cy="15" r="10" fill="orange"/></a></svg>"#
          .utf8)
    case .corrupt: return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4, 5])
    case .hugeHeader:
      var bytes = [UInt8](png)
      for (offset, value) in [(16, UInt32(1_000_000)), (20, UInt32(1_000_000))] {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
      }
      return Data(bytes)
    }
  }

  /// A 24 × 16 gradient.
  static let png: Data = {
    var pixels: [UInt32] = []
    for y in 0..<16 {
      for x in 0..<24 { pixels.append(0xFF00_0000 | UInt32(x * 10) << 16 | UInt32(y * 15) << 8 | 0x80) }
    }
    return (try? Raster(width: 24, height: 16, pixels: pixels).pngData()) ?? Data()
  }()

  /// An 8 × 8 blue baseline JPEG.
  static let jpegBase64 =
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAIAAgDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAVAQEBAAAAAAAAAAAAAAAAAAAGCf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AD3VTB3/2Q=="
}

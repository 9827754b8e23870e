import Foundation

/// The pixel size an image's header claims, read before anything is decoded so that a
/// huge or lying header is refused before memory is allocated for it.
enum ImageHeader {
  /// Width and height from a PNG's IHDR chunk, or nil when the header is malformed.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    // 8-byte signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
    guard data.count >= 24 else { return nil }
    let bytes = [UInt8](data.prefix(24))
    guard bytes[12...15].elementsEqual(Array("IHDR".utf8)) else { return nil }
    return (Int(bigEndian(bytes, 16)), Int(bigEndian(bytes, 20)))
  }

  /// Width and height from a JPEG's first start-of-frame marker, or nil when none is found.
  ///
  /// 1. After SOI (FF D8), markers follow: FF, a code, and (for most) a two-byte length.
  /// 2. SOF0–SOF15 (C0–CF but C4, C8 and CC) hold precision (1), height (2), width (2).
  /// 3. Standalone markers (D0–D9, 01) have no length; fill bytes (FF FF) are skipped.
  static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (width: Int, height: Int)? in
      let bytes = raw.bindMemory(to: UInt8.self)
      var index = 2
      while index + 3 < bytes.count {
        guard bytes[index] == 0xFF else { return nil }
        let code = bytes[index + 1]
        if code == 0xFF {
          index += 1
          continue
        }
        if (0xD0...0xD9).contains(code) || code == 0x01 {
          index += 2
          continue
        }
        let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
        guard length >= 2 else { return nil }
        if (0xC0...0xCF).contains(code), code != 0xC4, code != 0xC8, code != 0xCC {
          guard index + 8 < bytes.count else { return nil }
          let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
          let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
          return (width, height)
        }
        index += 2 + length
      }
      return nil
    }
  }

  private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }
}

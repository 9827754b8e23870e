import CZlib
import FolioGraphics
import Foundation

/// Reads a PNG file a band of rows at a time, as the premultiplied pixels Cairo would decode
/// it to, so that an image as large as a page is compared without holding it whole
/// (`folio diff`).
///
/// It reads the layouts Cairo and most tools write: 8 bits per channel, not interlaced,
/// grey, grey with alpha, RGB, RGBA, or a palette (with its transparency). Any other file
/// (16-bit, interlaced, fewer bits) makes `init` return nil: decode it whole instead
/// (`Raster(png:)`).
package final class PNGRowReader {
  /// The image's size in pixels.
  package let width: Int
  package let height: Int
  /// The file.
  package let path: String
  private let descriptor: Int32
  private let colorType: UInt8
  /// Bytes per pixel as stored (before filtering is undone).
  private let bytesPerPixel: Int
  /// The palette as premultiplied pixels (colour type 3).
  private var palette: [UInt32] = []
  private var stream = z_stream()
  private var isInflating = false
  /// Compressed bytes read but not yet inflated (zlib keeps a pointer into them, so they
  /// are allocated, not an array), and the bytes left in the current IDAT chunk.
  private let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
  private var idatRemaining = 0
  /// The row being inflated (its filter byte first), the row unfiltered, and the row above
  /// it (zeros above the first).
  private var current: [UInt8]
  private var row: [UInt8]
  private var above: [UInt8]
  private var rowsRead = 0

  /// Opens a PNG; nil when its layout is one this reader does not handle (see above).
  /// Throws for a file that cannot be read or is not a PNG.
  package init?(path: String) throws(FolioError) {
    self.path = path
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .fileNotReadable(path: path, reason: FileDescriptor.reason(errno)) }
    var header = [UInt8](repeating: 0, count: 8)
    // 1. The signature and the header chunk.
    guard Self.readAll(descriptor, &header, 8), header == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
      let (type, length) = Self.chunkHeader(descriptor), type == "IHDR", length == 13
    else {
      close(descriptor)
      throw .invalidImage(name: path, reason: "not a PNG file")
    }
    var fields = [UInt8](repeating: 0, count: 17)  // the 13 bytes and the CRC
    guard Self.readAll(descriptor, &fields, 17) else {
      close(descriptor)
      throw .invalidImage(name: path, reason: "corrupt PNG (the header is cut short)")
    }
    width = Int(Self.uint32(fields, 0))
    height = Int(Self.uint32(fields, 4))
    colorType = fields[9]
    let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
    guard fields[8] == 8, let count = channels[colorType], fields[10] == 0, fields[11] == 0, fields[12] == 0,
      width > 0, height > 0, width <= 32_767, height <= 32_767
    else {
      close(descriptor)
      return nil
    }
    bytesPerPixel = count
    current = [UInt8](repeating: 0, count: 1 + width * count)
    row = [UInt8](repeating: 0, count: width * count)
    above = row
    // 2. The chunks before the image data: the palette and its transparency. (Every
    //    property is set: from here on `deinit` closes the file.)
    var alphas: [UInt8] = []
    var colours: [UInt8] = []
    while true {
      guard let (type, length) = Self.chunkHeader(descriptor), length < 1 << 30 else {
        throw .invalidImage(name: path, reason: "corrupt PNG (no image data)")
      }
      if type == "IDAT" {
        idatRemaining = length
        break
      }
      var data = [UInt8](repeating: 0, count: length + 4)
      guard Self.readAll(descriptor, &data, length + 4) else {
        throw .invalidImage(name: path, reason: "corrupt PNG (a chunk is cut short)")
      }
      if type == "PLTE" { colours = Array(data[0..<length]) }
      if type == "tRNS" {
        // Transparency by colour key (grey, RGB) is left to the whole decoder.
        guard colorType == 3 else {
          return nil
        }
        alphas = Array(data[0..<length])
      }
    }
    if colorType == 3 {
      palette = stride(from: 0, to: colours.count - 2, by: 3).enumerated().map { index, offset in
        Self.premultiplied(
          colours[offset], colours[offset + 1], colours[offset + 2],
          index < alphas.count ? alphas[index] : 255)
      }
    }
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw .invalidImage(name: path, reason: "zlib could not start")
    }
    isInflating = true
  }

  deinit {
    if isInflating { inflateEnd(&stream) }
    close(descriptor)
    input.deallocate()
  }

  /// The next `count` rows (fewer at the end; none after it).
  package func rows(_ count: Int) throws(FolioError) -> Raster {
    let count = min(count, height - rowsRead)
    var pixels = [UInt32](repeating: 0, count: max(count, 0) * width)
    for index in 0..<max(count, 0) {
      // 1. Inflate the row, then undo its filter against the row above.
      try inflateRow()
      try unfilter()
      // 2. Convert it to premultiplied pixels.
      let base = index * width
      let previous = row
      for x in 0..<width {
        let offset = x * bytesPerPixel
        switch colorType {
        case 0:
          let v = UInt32(previous[offset])
          pixels[base + x] = 0xFF00_0000 | v << 16 | v << 8 | v
        case 2:
          pixels[base + x] =
            0xFF00_0000 | UInt32(previous[offset]) << 16 | UInt32(previous[offset + 1]) << 8
            | UInt32(previous[offset + 2])
        case 3:
          let index = Int(previous[offset])
          pixels[base + x] = index < palette.count ? palette[index] : 0xFF00_0000
        case 4:
          let v = previous[offset]
          pixels[base + x] = Self.premultiplied(v, v, v, previous[offset + 1])
        default:
          pixels[base + x] = Self.premultiplied(
            previous[offset], previous[offset + 1], previous[offset + 2], previous[offset + 3])
        }
      }
      rowsRead += 1
      swap(&row, &above)
    }
    return Raster(width: width, height: max(count, 0), pixels: pixels)
  }

  /// Inflates one stored row (filter byte and bytes) into `current`.
  private func inflateRow() throws(FolioError) {
    var filled = 0
    while filled < current.count {
      if stream.avail_in == 0 { try readCompressed() }
      let (status, produced) = current.withUnsafeMutableBufferPointer { row -> (Int32, Int) in
        stream.next_out = row.baseAddress! + filled
        stream.avail_out = UInt32(row.count - filled)
        let status = inflate(&stream, Z_NO_FLUSH)
        return (status, row.count - filled - Int(stream.avail_out))
      }
      filled += produced
      guard status == Z_OK || (status == Z_STREAM_END && filled == current.count) || status == Z_BUF_ERROR
      else {
        throw .invalidImage(name: path, reason: "corrupt PNG (the image data cannot be inflated)")
      }
      if status == Z_STREAM_END && filled < current.count {
        throw .invalidImage(name: path, reason: "corrupt PNG (the image data ends early)")
      }
    }
  }

  /// Reads the next compressed bytes, from this IDAT chunk or the next.
  private func readCompressed() throws(FolioError) {
    while idatRemaining == 0 {
      // Skip the CRC, then the next chunk must be more image data.
      var crc = [UInt8](repeating: 0, count: 4)
      guard Self.readAll(descriptor, &crc, 4), let (type, length) = Self.chunkHeader(descriptor),
        type == "IDAT"
      else { throw .invalidImage(name: path, reason: "corrupt PNG (the image data ends early)") }
      idatRemaining = length
    }
    let wanted = min(idatRemaining, input.count)
    let read = Foundation.read(descriptor, input.baseAddress, wanted)
    guard read > 0 else { throw .invalidImage(name: path, reason: "corrupt PNG (the file is cut short)") }
    idatRemaining -= read
    stream.next_in = input.baseAddress
    stream.avail_in = UInt32(read)
  }

  /// Undoes the row's filter (PNG's five: none, sub, up, average, Paeth) into `row`.
  private func unfilter() throws(FolioError) {
    let filter = current[0]
    guard filter <= 4 else { throw .invalidImage(name: path, reason: "corrupt PNG (filter type \(filter))") }
    let step = bytesPerPixel
    for index in 0..<row.count {
      let raw = Int(current[index + 1])
      let left = index >= step ? Int(row[index - step]) : 0
      let up = Int(above[index])
      let upLeft = index >= step ? Int(above[index - step]) : 0
      let value: Int
      switch filter {
      case 0: value = raw
      case 1: value = raw + left
      case 2: value = raw + up
      case 3: value = raw + (left + up) / 2
      default: value = raw + Self.paeth(left, up, upLeft)
      }
      row[index] = UInt8(truncatingIfNeeded: value)
    }
  }

  private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
  }

  /// A pixel premultiplied as Cairo does it.
  private static func premultiplied(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> UInt32 {
    func multiply(_ color: UInt8) -> UInt32 {
      let temp = UInt32(alpha) * UInt32(color) + 0x80
      return (temp + (temp >> 8)) >> 8
    }
    switch alpha {
    case 0: return 0
    case 255: return 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    default: return UInt32(alpha) << 24 | multiply(red) << 16 | multiply(green) << 8 | multiply(blue)
    }
  }

  private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  /// A chunk's type and length.
  private static func chunkHeader(_ descriptor: Int32) -> (type: String, length: Int)? {
    var bytes = [UInt8](repeating: 0, count: 8)
    guard readAll(descriptor, &bytes, 8) else { return nil }
    return (String(decoding: bytes[4..<8], as: UTF8.self), Int(uint32(bytes, 0)))
  }

  private static func readAll(_ descriptor: Int32, _ buffer: inout [UInt8], _ count: Int) -> Bool {
    var done = 0
    while done < count {
      let read = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress! + done, count - done)
      }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { return false }
      done += read
    }
    return true
  }
}

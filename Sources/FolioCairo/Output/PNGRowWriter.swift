import CZlib
import FolioGraphics
import Foundation

/// Writes an opaque image to a PNG file a row at a time, so that an image as large as a
/// page can be written without holding it (`folio diff`'s difference images).
///
/// The file is 8-bit RGB, unfiltered rows compressed with zlib (PNG's own compression);
/// its height is known only at the end, so `finish` writes it into the header then.
/// libpng would do the same, but reports errors by `longjmp`, which Swift code cannot
/// be jumped over safely.
package final class PNGRowWriter {
  private let file: StagedFile
  private let width: Int
  private var rows = 0
  private var stream = z_stream()
  private var isOpen = false
  /// One row as PNG stores it: the filter byte (0, none), then red, green, blue.
  private var line: [UInt8]
  /// Compressed bytes waiting to become an IDAT chunk.
  private var output = [UInt8](repeating: 0, count: 1 << 16)

  /// Starts a PNG `width` pixels wide in `file`.
  package init(file: StagedFile, width: Int) throws(FolioError) {
    guard width > 0, width <= Int(Int32.max) / 4 else {
      throw .writeFailed(
        path: file.destination.requested.path, reason: "a PNG cannot be \(width) pixels wide")
    }
    self.file = file
    self.width = width
    line = [UInt8](repeating: 0, count: 1 + 3 * width)
    guard deflateInit_(&stream, 6, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw .writeFailed(path: file.destination.requested.path, reason: "zlib could not start")
    }
    isOpen = true
    // 1. The signature, and the header with a height of 0 until `finish`.
    try file.write(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    try writeChunk("IHDR", Self.header(width: width, height: 0))
  }

  deinit { if isOpen { deflateEnd(&stream) } }

  /// Appends a row of opaque 0xAARRGGBB pixels (`width` of them; the alpha is ignored).
  package func append(_ pixels: UnsafeBufferPointer<UInt32>) throws(FolioError) {
    for x in 0..<min(width, pixels.count) {
      let pixel = pixels[x]
      line[1 + 3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
      line[2 + 3 * x] = UInt8(truncatingIfNeeded: pixel >> 8)
      line[3 + 3 * x] = UInt8(truncatingIfNeeded: pixel)
    }
    rows += 1
    try compress(line, flush: Z_NO_FLUSH)
  }

  /// Ends the image: the last compressed bytes, the end chunk, and the height in the
  /// header. The file stays staged (its transaction commits it).
  package func finish() throws(FolioError) {
    guard rows > 0 else { throw file.fail("a PNG needs at least one row") }
    try compress([], flush: Z_FINISH)
    deflateEnd(&stream)
    isOpen = false
    try writeChunk("IEND", [])
    // The header's data starts after the signature (8), its length and its type (8).
    let header = Self.header(width: width, height: rows)
    try file.overwrite(Data(header), at: 16)
    try file.overwrite(Data(Self.bigEndian(Self.crc("IHDR", header))), at: 16 + header.count)
  }

  /// Feeds bytes to zlib and writes what it gives back as IDAT chunks.
  private func compress(_ bytes: [UInt8], flush: Int32) throws(FolioError) {
    // 1. Deflate while zlib has output to give (a row gives a few chunks at most).
    var chunks: [[UInt8]] = []
    var input = bytes
    let failed = input.withUnsafeMutableBufferPointer { input -> Bool in
      stream.next_in = input.baseAddress
      stream.avail_in = UInt32(input.count)
      while true {
        let status = output.withUnsafeMutableBufferPointer { buffer -> Int32 in
          stream.next_out = buffer.baseAddress
          stream.avail_out = UInt32(buffer.count)
          return deflate(&stream, flush)
        }
        guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { return true }
        let produced = output.count - Int(stream.avail_out)
        if produced > 0 { chunks.append(Array(output[0..<produced])) }
        let done = flush == Z_FINISH ? status == Z_STREAM_END : stream.avail_out > 0
        if done { return false }
      }
    }
    stream.next_in = nil
    if failed { throw file.fail("zlib could not compress the image") }
    // 2. Write them.
    for chunk in chunks { try writeChunk("IDAT", chunk) }
  }

  /// Writes a chunk: its length, type, data and CRC.
  private func writeChunk(_ type: String, _ data: [UInt8]) throws(FolioError) {
    try file.write(
      Data(
        Self.bigEndian(UInt32(data.count)) + Array(type.utf8) + data + Self.bigEndian(Self.crc(type, data))))
  }

  /// The IHDR chunk's data: width, height, 8 bits, RGB, deflate, no filter method, no
  /// interlace.
  private static func header(width: Int, height: Int) -> [UInt8] {
    bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
  }

  /// The CRC of a chunk's type and data.
  private static func crc(_ type: String, _ data: [UInt8]) -> UInt32 {
    var value = crc32(0, nil, 0)
    let typeBytes = Array(type.utf8)
    value = typeBytes.withUnsafeBufferPointer { crc32(value, $0.baseAddress, UInt32($0.count)) }
    value = data.withUnsafeBufferPointer { crc32(value, $0.baseAddress, UInt32($0.count)) }
    return UInt32(truncatingIfNeeded: value)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
      UInt8(truncatingIfNeeded: value),
    ]
  }
}

import FolioCairo
import Foundation

/// The pages of a PDF, SVG or PNG file as pixels, made when they are asked for. A PDF is
/// rasterized by poppler's `pdftoppm` a few pages at a time, as uncompressed PPM in a
/// temporary folder emptied as it goes, so a long document needs neither the memory nor
/// the disk of all its pages at once (and PPM is several times faster than PNG to write).
final class RenderedPages {
  /// Pages rasterized per `pdftoppm` run.
  static let pagesPerRun = 8

  let file: URL
  let count: Int
  private let scale: Double
  /// A PNG's or SVG's one page; nil for a PDF.
  private let single: Raster?
  /// The PDF pages of the last run, from `firstCached`.
  private var cached: [Raster] = []
  private var firstCached = 0
  private var folder: URL?

  /// Opens a file: its kind from its first bytes, its page count (`pdfinfo` for a PDF).
  init(_ file: URL, scale: Double) throws(CLIError) {
    self.file = file
    self.scale = scale
    let head: Data
    do {
      let handle = try FileHandle(forReadingFrom: file)
      defer { try? handle.close() }
      head = try handle.read(upToCount: 4096) ?? Data()
    } catch {
      throw .user("cannot read \(file.path): \(error.localizedDescription)")
    }
    if head.starts(with: Array("%PDF".utf8)) {
      single = nil
      count = try Self.pdfPageCount(file)
      return
    }
    let isPNG = head.starts(with: [0x89, 0x50, 0x4E, 0x47])
    guard isPNG || String(decoding: head, as: UTF8.self).contains("<svg") else {
      throw .user("\(file.path) is not a PDF, SVG or PNG file")
    }
    do {
      let data = try Data(contentsOf: file)
      single = isPNG ? try Raster(png: data) : try Raster(svg: data, scale: scale)
    } catch {
      throw .user("cannot read \(file.path): \(error)")
    }
    count = 1
  }

  deinit {
    if let folder { try? FileManager.default.removeItem(at: folder) }
  }

  /// Page `index` (from 0).
  func page(_ index: Int) throws(CLIError) -> Raster {
    if let single { return single }
    if !(firstCached..<(firstCached + cached.count)).contains(index) {
      try rasterize(from: index)
    }
    return cached[index - firstCached]
  }

  /// The page count `pdfinfo` reads from the PDF.
  private static func pdfPageCount(_ file: URL) throws(CLIError) -> Int {
    let result = Subprocess.run(["pdfinfo", file.path], captureOutput: true)
    guard result.status == 0 else { throw poppler(result, file: file) }
    for line in result.output.split(separator: "\n") where line.hasPrefix("Pages:") {
      if let count = Int(line.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) { return count }
    }
    throw .user("cannot read the PDF \(file.path): pdfinfo gives no page count")
  }

  private static func poppler(_ result: (status: Int32, output: String), file: URL) -> CLIError {
    if result.status == 127 {
      return .user(
        "folio diff needs poppler's pdftoppm and pdfinfo for PDF files (apt install poppler-utils)")
    }
    return .user(
      "cannot read the PDF \(file.path): \(result.output.trimmingCharacters(in: .whitespacesAndNewlines))")
  }

  /// Rasterizes the pages from `index` on (at most `pagesPerRun`), replacing the cache.
  private func rasterize(from index: Int) throws(CLIError) {
    let folder = try temporaryFolder()
    let last = min(index + Self.pagesPerRun, count)
    let result = Subprocess.run(
      [
        "pdftoppm", "-f", "\(index + 1)", "-l", "\(last)", "-r", String(format: "%.3f", 72 * scale),
        file.path,
        folder.appendingPathComponent("page").path,
      ],
      captureOutput: true)
    guard result.status == 0 else { throw Self.poppler(result, file: file) }
    // `page-07.ppm` or `page-007.ppm`: the number's width follows the page count.
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".ppm") }
      .sorted { (Int($0.dropFirst(5).dropLast(4)) ?? 0) < (Int($1.dropFirst(5).dropLast(4)) ?? 0) }
    cached = []
    firstCached = index
    for name in names {
      let url = folder.appendingPathComponent(name)
      defer { try? FileManager.default.removeItem(at: url) }
      guard let data = try? Data(contentsOf: url), let raster = Self.decodePPM(data) else {
        throw .user("cannot read page \(index + cached.count + 1) of \(file.path)")
      }
      cached.append(raster)
    }
    guard cached.count == last - index else {
      throw .user("cannot read the PDF \(file.path): pdftoppm made \(cached.count) of \(last - index) pages")
    }
  }

  private func temporaryFolder() throws(CLIError) -> URL {
    if let folder { return folder }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-diff-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .user("cannot create a temporary folder: \(error.localizedDescription)")
    }
    folder = url
    return url
  }

  /// A binary PPM (`P6`, 8 bits per channel) as opaque pixels.
  static func decodePPM(_ data: Data) -> Raster? {
    let bytes = [UInt8](data)
    var index = 0
    // The header: P6, width, height and maximum value, separated by whitespace.
    func field() -> String? {
      while index < bytes.count, bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) { index += 1 }
      let start = index
      while index < bytes.count, !(bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index])) {
        index += 1
      }
      return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }
    guard field() == "P6", let width = field().flatMap(Int.init), let height = field().flatMap(Int.init),
      field() == "255", width > 0, height > 0, index < bytes.count
    else { return nil }
    index += 1  // the single whitespace before the samples
    guard bytes.count - index >= width * height * 3 else { return nil }
    var pixels = [UInt32](repeating: 0, count: width * height)
    for pixel in pixels.indices {
      let offset = index + pixel * 3
      pixels[pixel] =
        0xFF00_0000 | UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2])
    }
    return Raster(width: width, height: height, pixels: pixels)
  }
}

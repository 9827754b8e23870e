import Folio
import FolioCairo
import FolioTestSupport
import Foundation
import Testing

// Issue 51, item 8: `folio diff` reads pages in bands of rows — PDF pages drawn by Poppler,
// SVGs by librsvg, PNGs decoded a band at a time — and writes difference images a row at a
// time, so two of the largest pages are compared without holding either whole.
@Suite struct DiffBandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  /// A page's pixels read in bands of `rows` rows, joined.
  func joined(_ bands: (Range<Int>) throws -> Raster, width: Int, height: Int, rows: Int) throws -> [UInt32] {
    var pixels: [UInt32] = []
    for top in stride(from: 0, to: height, by: rows) {
      let band = try bands(top..<min(top + rows, height))
      #expect(band.width == width && band.height == min(rows, height - top))
      pixels += band.pixels
    }
    return pixels
  }

  /// How many pixels of two pixel arrays differ (or -1 when their lengths do).
  func differences(_ a: [UInt32], _ b: [UInt32]) -> Int {
    a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : -1
  }

  /// A page with text, shapes, an image and a gradient, `width` points wide.
  func page(width: CGFloat, label: String) -> Document {
    Document(pageSize: PageSize(width: width, height: 400)) {
      VStack(spacing: 12) {
        Text(label).font(.title)
        Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
          .frame(width: 90, height: 90)
        Image(Self.fixtures.appendingPathComponent("rgba.png").path).frame(width: 60, height: 40)
      }
    }
  }

  /// Writes a one-page document as `name.ext` in `folder` (SVG and PNG pages are
  /// `name-1.ext`) and returns the file.
  func write(_ document: Document, _ name: String, _ ext: String, in folder: URL, scale: CGFloat = 1) throws
    -> URL
  {
    let report = try document.write(
      to: folder.appendingPathComponent("\(name).\(ext)"),
      settings: RenderSettings(fonts: .pinned, pngScale: scale))
    return try #require(report.files.first)
  }

  /// The largest difference of one channel between two pixel arrays of one length.
  func largestChannelDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
    var largest = 0
    for (first, second) in zip(a, b) where first != second {
      for shift: UInt32 in [0, 8, 16, 24] {
        let difference = abs(Int((first >> shift) & 0xFF) - Int((second >> shift) & 0xFF))
        largest = max(largest, difference)
      }
    }
    return largest
  }

  /// Poppler draws a band as the page's rows: the same bands always give the same pixels,
  /// and any bands the whole page's pixels, but for Cairo's gradient rounding (where a band
  /// starts elsewhere, a few pixels of a gradient differ: by one or two in a channel with
  /// Cairo 1.16, up to 12 with 1.18 — why `folio diff` reads both pages at the same rows).
  @Test func pdfBandsAreThePixelsOfTheWholePage() throws {
    let file = try write(
      page(width: 400, label: "Bands"), "page", "pdf", in: temporaryDirectory("diff-bands-pdf"))
    let rasterizer = try PDFRasterizer(path: file.path, scale: 1.5)
    let size = try rasterizer.pixelSize(0)
    #expect(size.width == 600 && size.height == 600)
    let whole = try rasterizer.raster(page: 0, rows: 0..<size.height)
    #expect(whole.pixels.contains { $0 != 0xFFFF_FFFF }, "the page is drawn")
    for rows in [1, 7, 64, 599] {
      let banded = try joined(
        { try rasterizer.raster(page: 0, rows: $0) }, width: size.width, height: size.height, rows: rows)
      let again = try joined(
        { try rasterizer.raster(page: 0, rows: $0) }, width: size.width, height: size.height, rows: rows)
      #expect(differences(banded, again) == 0, "bands of \(rows) rows, twice")
      let (largest, count) = (
        largestChannelDifference(banded, whole.pixels), differences(banded, whole.pixels)
      )
      #expect(
        largest <= 16 && count < whole.pixels.count / 1000,
        "bands of \(rows) rows: \(count) pixels, by up to \(largest)")
    }
  }

  @Test func svgBandsAreThePixelsOfTheWholeImage() throws {
    let file = try write(
      page(width: 400, label: "Bands"), "page", "svg", in: temporaryDirectory("diff-bands-svg"))
    let rasterizer = try SVGRasterizer(svg: Data(contentsOf: file), scale: 1.5)
    let whole = try Raster(svg: Data(contentsOf: file), scale: 1.5)
    for rows in [1, 13, 200] {
      let banded = try joined(
        { rasterizer.raster(rows: $0) }, width: rasterizer.width, height: rasterizer.height, rows: rows)
      #expect(
        banded.count == whole.pixels.count && largestChannelDifference(banded, whole.pixels) <= 1,
        "bands of \(rows) rows: \(largestChannelDifference(banded, whole.pixels)), \(differences(banded, whole.pixels)) pixels at \(banded.indices.filter { banded[$0] != whole.pixels[$0] }.prefix(8).map { ($0 % 600, $0 / 600, String(banded[$0], radix: 16), String(whole.pixels[$0], radix: 16)) })"
      )
    }
  }

  /// Every 8-bit layout: palette with transparency, grey, grey with alpha, RGB, RGBA (each
  /// row with another of PNG's five filters), and Folio's own PNG.
  @Test(arguments: ["palette", "gray", "grayalpha", "rgb", "rgba", "folio"])
  func pngRowsAreThePixelsCairoDecodes(name: String) throws {
    var file = Self.fixtures.appendingPathComponent("\(name).png")
    if name == "folio" {
      file = try write(
        page(width: 200, label: "PNG"), "page", "png", in: temporaryDirectory("diff-bands-png"))
    }
    let whole = try Raster(png: Data(contentsOf: file))
    for rows in [1, 3, 1000] {
      let reader = try #require(try PNGRowReader(path: file.path))
      #expect(reader.width == whole.width && reader.height == whole.height)
      var pixels: [UInt32] = []
      while case let band = try reader.rows(rows), band.height > 0 { pixels += band.pixels }
      #expect(differences(pixels, whole.pixels) == 0, "\(name) in bands of \(rows) rows")
    }
  }

  @Test func pngLayoutsTheReaderLeavesToCairoAreComparedWhole() throws {
    let deep = Self.fixtures.appendingPathComponent("deep.png")
    #expect(try PNGRowReader(path: deep.path) == nil, "16-bit")
    let result = runFolio(["diff", deep.path, deep.path])
    #expect(result.status == 0 && result.out == "page 1: identical\n", "\(result.err)")
  }

  @Test func truncatedPNGsAreAnErrorNamingTheFile() throws {
    let folder = temporaryDirectory("diff-bands-cut")
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("rgba.png"))
    let cut = folder.appendingPathComponent("cut.png")
    try data.prefix(data.count - 40).write(to: cut)
    let result = runFolio(["diff", cut.path, cut.path])
    #expect(result.status == 2)
    #expect(result.err.contains("cut.png") && result.err.contains("corrupt PNG"), "\(result.err)")
  }

  /// A page larger than one band (4 million pixels: this one is 6,000 × 800): compared band by band, with the box
  /// and the difference image of the whole page; the difference image is a valid PNG that
  /// Cairo decodes to what the whole-image comparison makes.
  @Test(arguments: ["pdf", "svg", "png"]) func largePagesAreComparedInBands(ext: String) throws {
    let folder = temporaryDirectory("diff-bands-large-\(ext)")
    let a = try write(page(width: 3_000, label: "Large page"), "a", ext, in: folder, scale: 2)
    let b = try write(page(width: 3_000, label: "Large pagf"), "b", ext, in: folder, scale: 2)
    let out = folder.appendingPathComponent("diffs")
    let scale = ext == "png" ? "1" : "2"
    let result = runFolio(["diff", a.path, b.path, "--out", out.path, "--scale", scale])
    #expect(result.status == 1, "\(result.err)")
    #expect(result.out.contains("of 4800000 pixels") && result.out.contains("in the box"), "\(result.out)")
    let image = try Raster(
      png: Data(
        contentsOf: out.appendingPathComponent(b.deletingPathExtension().lastPathComponent + "-1-diff.png")))
    #expect(image.width == 6_000 && image.height == 800)
    if ext != "pdf" {
      let expected =
        ext == "png" ? try Raster(png: Data(contentsOf: a)) : try Raster(svg: Data(contentsOf: a), scale: 2)
      let actual =
        ext == "png" ? try Raster(png: Data(contentsOf: b)) : try Raster(svg: Data(contentsOf: b), scale: 2)
      let whole = VisualDiff(expected: expected, actual: actual, tolerance: 0)
      #expect(result.out.contains(whole.summary), "\(result.out) / \(whole.summary)")
      #expect(differences(image.pixels, whole.difference.pixels) == 0)
    }
    // The same pages are identical, and leave no difference image.
    let same = runFolio([
      "diff", a.path, a.path, "--out", folder.appendingPathComponent("none").path, "--scale", scale,
    ])
    #expect(same.status == 0 && same.out == "page 1: identical\n", "\(same.err)")
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("none").path)) == []
    )
  }

  @Test func pagesBeyondCairosLimitAreAnErrorNamingTheFileAndPage() throws {
    let file = try write(
      page(width: 3_000, label: "Wide"), "wide", "pdf", in: temporaryDirectory("diff-bands-limit"))
    let result = runFolio(["diff", file.path, file.path, "--scale", "16"])
    #expect(result.status == 2)
    #expect(result.out.isEmpty)
    #expect(
      result.err.contains("wide.pdf: page 1 is 3000 × 400 points: 48000 × 6400 pixels at this scale"),
      "\(result.err)")
  }
}

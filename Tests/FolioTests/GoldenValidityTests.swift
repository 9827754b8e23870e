import Folio
import FolioCairo
import FolioSamples
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

// Issue 12: SVG goldens are valid SVG files that render as the raw output does. Every
// golden in the repository opens in rsvg-convert and xmllint; for each sample, the
// normalized SVG of its first page renders to the same pixels as the raw SVG.
@Suite struct GoldenValidityTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every `.svg` under a `__Snapshots__` folder of the repository's tests.
  func svgGoldens() throws -> [URL] {
    let tests = root.appendingPathComponent("Tests")
    let enumerator = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "svg" && $0.path.contains("/__Snapshots__/") }
      .sorted { $0.path < $1.path }
  }

  @Test func everySVGGoldenOpensInRsvgConvertAndXmllint() throws {
    let goldens = try svgGoldens()
    #expect(goldens.count >= 10, "found \(goldens.count) SVG goldens")
    let output = temporaryDirectory("svg-goldens")
    for golden in goldens {
      let png = output.appendingPathComponent(golden.lastPathComponent + ".png")
      let converted = shell(["rsvg-convert", golden.path, "-o", png.path])
      #expect(converted.status == 0, "rsvg-convert refuses \(golden.path)")
      #expect((try? Raster(png: Data(contentsOf: png)))?.width ?? 0 > 0, "no image from \(golden.path)")
      #expect(shell(["xmllint", "--noout", golden.path]).status == 0, "xmllint refuses \(golden.path)")
      let text = try String(contentsOf: golden, encoding: .utf8)
      #expect(text.hasPrefix(#"<?xml version="1.0""#), "\(golden.lastPathComponent)")
    }
  }

  @Test func everySVGGoldenOpensInChromium() throws {
    let goldens = try svgGoldens()
    let browser = try #require(
      Chromium.executable, "chromium is not installed (scripts/bootstrap installs it)")
    // One page showing every golden as an image: an SVG the browser cannot parse does
    // not load (its natural width stays 0).
    let page = temporaryDirectory("svg-goldens-page").appendingPathComponent("index.html")
    let images = goldens.map { #"<img src="\#($0.absoluteString)">"# }.joined(separator: "\n")
    let html = """
      <!DOCTYPE html><html><body>
      \(images)
      <script>
      window.addEventListener('load', () => {
        const all = Array.from(document.images);
        document.body.dataset.loaded = all.filter(image => image.complete && image.naturalWidth > 0).length;
        document.body.dataset.failed = all.filter(image => !(image.naturalWidth > 0)).map(image => image.src).join(' ');
      });
      </script></body></html>
      """
    try html.write(to: page, atomically: true, encoding: .utf8)
    let dom = Chromium.dumpDOM(of: page, browser: browser)
    #expect(dom.contains("data-loaded=\"\(goldens.count)\""), "not every golden loads: \(dom.suffix(600))")
  }

  /// Renders SVG text to pixels with rsvg-convert.
  func rendered(_ svg: String, name: String) throws -> Raster {
    let folder = temporaryDirectory("svg-render")
    let file = folder.appendingPathComponent(name + ".svg")
    let png = folder.appendingPathComponent(name + ".png")
    try svg.write(to: file, atomically: true, encoding: .utf8)
    #expect(shell(["rsvg-convert", file.path, "-o", png.path]).status == 0)
    return try Raster(png: Data(contentsOf: png))
  }

  @Test(arguments: SampleCatalog.all.map(\.name)) func normalizedSVGRendersAsTheRawSVG(name: String) throws {
    let document = try #require(SampleCatalog.named(name)).document()
    let page = try #require(
      try document.displayLists(settings: SnapshotSettings.standard, firstPages: 1).first)
    let raw = try SVGWriter.svg(for: page)
    let normalized = SVGNormalizer.normalize(raw)
    #expect(normalized.utf8.count < raw.utf8.count, "normalizing does not grow the file")
    let expected = try rendered(raw, name: name + "-raw")
    let actual = try rendered(normalized, name: name + "-normalized")
    #expect(expected.width == actual.width && expected.height == actual.height)
    // Rounding to 0.01 pt moves an edge by at most 0.005 pt: antialiasing may change a
    // little, nothing may move.
    let different = VisualDiff(expected: expected, actual: actual, tolerance: 24).mismatched
    #expect(
      Double(different) / Double(max(actual.pixels.count, 1)) < 0.0005,
      "\(name): \(different) of \(actual.pixels.count) pixels differ")
  }

  // SVG cannot describe an angular gradient; it becomes an image of just its shape (at
  // twice the page's scale), not of the whole page as Cairo's fallback would make it.
  @Test func anAngularGradientInSVGIsAnImageOfItsShapeOnly() throws {
    let view = ZStack {
      Color.white
      Circle()
        .fill(AngularGradient(colors: [.red, .yellow, .blue, .red], center: .center))
        .frame(width: 50, height: 40)
    }
    .frame(width: 400, height: 300)
    let svg = try ImageRenderer(content: view).svgString()
    let images = svg.matches(of: /<image [^>]*width="([0-9.]+)" height="([0-9.]+)"/)
    #expect(images.count == 1, "one image for the gradient")
    for image in images {
      let width = try #require(Double(image.output.1))
      let height = try #require(Double(image.output.2))
      // The circle is 40 pt across (its frame is 50 × 40): 80 pixels at 2×.
      #expect(
        (79...81).contains(width) && (79...81).contains(height), "\(width)×\(height) pixels, not the page")
    }
    // It renders: the centre of the circle is coloured, a corner of the page white.
    let raster = try Raster(svg: Data(svg.utf8), scale: 1)
    let center = raster.pixels[150 * raster.width + 200]
    let corner = raster.pixels[5 * raster.width + 5]
    #expect(corner == 0xFFFF_FFFF)
    #expect(center != 0xFFFF_FFFF, "the gradient is drawn")
  }
}

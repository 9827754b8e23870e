import Folio
import FolioCairo
import FolioSamples
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
    var different = 0
    for (a, b) in zip(expected.pixels, actual.pixels) where a != b {
      let worst =
        stride(from: 0, to: 32, by: 8).map {
          abs(Int((a >> UInt32($0)) & 0xFF) - Int((b >> UInt32($0)) & 0xFF))
        }
        .max() ?? 0
      if worst > 24 { different += 1 }
    }
    #expect(
      Double(different) / Double(max(actual.pixels.count, 1)) < 0.0005,
      "\(name): \(different) of \(actual.pixels.count) pixels differ")
  }
}

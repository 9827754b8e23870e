import Folio
import FolioSamples
import FolioTesting
import Foundation
import Testing

// Issue 6: every sample has layout and SVG goldens of its first page, and a few have PNG
// goldens (each looked at before it was recorded).
@Suite struct SampleGoldenTests {
  static let names = SampleCatalog.all.map(\.name)

  @Test(arguments: names) func layoutAndSVG(name: String) throws {
    let document = try #require(SampleCatalog.named(name)).document()
    assertSnapshot(of: document, as: .layout(pages: [1]), named: name)
    // The display list must be the same; the pixels librsvg draws may differ in 1% of the
    // page: Cairo 1.18 writes an angular gradient's image as a filtered mask, which
    // librsvg samples a little differently from Cairo 1.16's pattern (the drawing sample).
    assertSnapshot(of: document, as: .svg(page: 1, precision: 0.99, perceptualPrecision: 0.98), named: name)
  }

  @Test(arguments: ["labels", "invoice", "drawing", "shipping-labels"]) func png(name: String) throws {
    let document = try #require(SampleCatalog.named(name)).document()
    assertSnapshot(of: document, as: .png(page: 1, scale: 1, precision: 0.999), named: name)
  }

  /// Pages of the handbook that docs/documents.md and docs/text.md show as pictures: the
  /// contents, a Markdown table under headings, German hyphenated justified text.
  @Test(arguments: [2, 7, 24]) func handbookPicture(page: Int) throws {
    let document = try #require(SampleCatalog.named("handbook")).document()
    assertSnapshot(
      of: document, as: .png(page: page, scale: 1.25, precision: 0.999), named: "handbook-\(page)")
  }

  @Test func reportPageTwoRepeatsTheHeader() throws {
    let document = try #require(SampleCatalog.named("report")).document()
    assertSnapshot(of: document, as: .layout(pages: [2]), named: "page2")
  }
}

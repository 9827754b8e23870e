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
    assertSnapshot(of: document, as: .svg(page: 1), named: name)
  }

  @Test(arguments: ["labels", "invoice", "drawing", "shipping-labels"]) func png(name: String) throws {
    let document = try #require(SampleCatalog.named(name)).document()
    assertSnapshot(of: document, as: .png(page: 1, scale: 1, precision: 0.999), named: name)
  }

  @Test func reportPageTwoRepeatsTheHeader() throws {
    let document = try #require(SampleCatalog.named("report")).document()
    assertSnapshot(of: document, as: .layout(pages: [2]), named: "page2")
  }
}

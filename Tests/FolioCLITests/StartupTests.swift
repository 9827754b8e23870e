import FolioTestSupport
import Foundation
import Testing

/// What a `folio` process loads before it does anything: librsvg (and the GIO, libxml2, …
/// it brings) costs about 3 ms at every start, so it is loaded with dlopen on the first SVG
/// image, as Poppler is on the first PDF image (docs/benchmarks.md).
@Suite struct StartupTests {
  @Test func folioLinksNeitherLibrsvgNorPoppler() {
    let folio = productsDirectory.appendingPathComponent("folio").path
    let needed = shell(["readelf", "-d", folio])
    #expect(needed.status == 0)
    #expect(needed.output.contains("libpango-1.0.so"), "readelf lists what folio links")
    #expect(!needed.output.contains("librsvg"))
    #expect(!needed.output.contains("libpoppler"))
  }
}

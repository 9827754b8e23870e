import Folio
import FolioCairo
import FolioTestSupport
import Foundation
import Testing

@Suite struct SmokeTests {
  @Test func rendersADocument() throws {
    let document = Document(title: "Smoke", pageSize: .a5) {
      Text(
        "Hello, **Folio**! A paragraph that is long enough to wrap across several lines of the A5 page, to see Pango at work."
      )
      .font(.title2)
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.system(size: 30))
        Text("small").font(.caption)
        Spacer()
        RoundedRectangle(cornerRadius: 6).fill(Color.blue.opacity(0.3)).frame(width: 60, height: 30)
      }
      Circle().stroke(Color.red, lineWidth: 2).frame(width: 40, height: 40)
      Text("مرحبا بالعالم — שלום עולם — 日本語のテキスト")
    }
    let settings = RenderSettings(fonts: .pinned, pngScale: 2)
    let folder = temporaryDirectory("smoke")
    let report = try document.render(
      to: [
        .pdf(folder.appendingPathComponent("smoke.pdf")),
        .svgPages(directory: folder, baseName: "smoke"),
        .pngPages(directory: folder, baseName: "smoke"),
      ], settings: settings)
    #expect(report.pageCount == 1)
    #expect(report.files.count == 3, "\(report.files)")
    // Every script has a font among the pinned ones, and nothing was cut.
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    // Each file opens in a second reader, with the words in it.
    let pdf = folder.appendingPathComponent("smoke.pdf")
    #expect(shell(["qpdf", "--check", pdf.path]).status == 0)
    let words = shell(["pdftotext", pdf.path, "-"]).output
    #expect(words.contains("Folio") && words.contains("small") && words.contains("日本語"))
    let svgRendering = folder.appendingPathComponent("svg-rendering.png").path
    #expect(
      shell(["rsvg-convert", folder.appendingPathComponent("smoke-1.svg").path, "-o", svgRendering]).status
        == 0)
    let png = try Raster(png: Data(contentsOf: folder.appendingPathComponent("smoke-1.png")))
    #expect(abs(png.width - Int(2 * PageSize.a5.width)) <= 1, "2 pixels per point: \(png.width)")
  }
}

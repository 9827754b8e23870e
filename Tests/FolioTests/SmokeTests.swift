import Folio
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
    let report = try document.render(
      to: [
        .pdf(URL(fileURLWithPath: "/tmp/smoke.pdf")),
        .svgPages(directory: URL(fileURLWithPath: "/tmp"), baseName: "smoke"),
        .pngPages(directory: URL(fileURLWithPath: "/tmp"), baseName: "smoke"),
      ], settings: settings)
    #expect(report.pageCount == 1)
    print(report.diagnostics)
  }
}

import Folio
import Foundation
import Testing

// Issue 11: warnings about whole pages (content larger than the page, a block that cannot
// be split) name the line of the view at fault too.
@Suite struct PageDiagnosticsTests {
  @Test func anOversizedPageNamesItsLine() throws {
    let line = #line + 2
    let document = Document(pageSize: PageSize(width: 200, height: 100)) {
      Page { Text("Too big").padding(40) }
    }
    let report = try document.render(to: [], settings: RenderSettings(fonts: .pinned))
    let oversized = try #require(report.diagnostics.first { $0.kind == .oversized })
    #expect(oversized.source == "PageDiagnosticsTests.swift:\(line)", "\(oversized)")
  }

  @Test func aBlockThatCannotBeSplitNamesItsLine() throws {
    let line = #line + 2
    let document = Document(pageSize: PageSize(width: 200, height: 100)) {
      Color.red.frame(width: 50, height: 500)
    }
    let report = try document.render(to: [], settings: RenderSettings(fonts: .pinned))
    let oversized = try #require(report.diagnostics.first { $0.kind == .oversized })
    #expect(oversized.source == "PageDiagnosticsTests.swift:\(line)", "\(oversized)")
  }
}

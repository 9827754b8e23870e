import Folio
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// A small view whose title padding the test changes.
private struct Receipt: View {
  let padding: CGFloat

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Receipt").font(.title).padding(.bottom, padding)
      Text("Total")
      Text("VAT included")
    }
    .padding(8)
  }
}

// Issue 12: a golden that fails says what changed three ways — which words moved, a
// unified diff with proper hunks, expected/actual/difference images — adds itself to the
// review page, and cleans up when it passes again.
@Suite(.serialized) struct GoldenReviewTests {
  @Test func aOnePointPaddingChangeIsExplained() throws {
    let directory = temporaryDirectory("golden-review")
    let report = temporaryDirectory("golden-report")
    try GoldenReport.$directoryOverride.withValue(report) { try check(directory: directory, report: report) }
  }

  func check(directory: URL, report: URL) throws {
    let name = "receipt-\(UUID().uuidString.prefix(8))"
    // 1. Record the golden with 8 pt of padding.
    _ = verifySnapshot(
      of: Receipt(padding: 8), as: .svg, named: name, record: .missing, snapshotDirectory: directory)
    // 2. One point more: the comparison fails and says what moved.
    let message = try #require(
      verifySnapshot(
        of: Receipt(padding: 9), as: .svg, named: name, record: .never, snapshotDirectory: directory))
    #expect(message.contains(#"Text "Total" moved from (8, "#), "\(message)")
    #expect(message.contains(#"Text "VAT included" moved from (8, "#))
    #expect(!message.contains(#"Text "Receipt" moved"#), "the title did not move")
    #expect(message.contains("pixels at 2×: "))
    // The unified diff: proper headers, a few lines per hunk, removed before added.
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let headers = lines.indices.filter { lines[$0].hasPrefix("@@ ") }
    #expect(!headers.isEmpty)
    for header in headers {
      #expect(lines[header].wholeMatch(of: /@@ -\d+(,\d+)? \+\d+(,\d+)? @@/) != nil, "\(lines[header])")
      let body = lines[(header + 1)...].prefix { !$0.hasPrefix("@@ ") && !$0.hasPrefix("review: ") }
      #expect(body.count <= 40, "a hunk of \(body.count) lines")
      if let removed = body.firstIndex(where: { $0.hasPrefix("-") }),
        let added = body.firstIndex(where: { $0.hasPrefix("+") })
      {
        #expect(removed < added, "removed lines come first")
      }
    }
    // 3. The three images (and the actual SVG) are left for review, and the page lists them.
    for image in ["expected.png", "actual.png", "diff.png"] {
      #expect(message.contains(".\(name).\(image)"), "\(image) named in the message")
    }
    let reviewPaths =
      lines.first { $0.hasPrefix("review: ") }.map {
        $0.dropFirst("review: ".count).components(separatedBy: ", ")
      } ?? []
    #expect(reviewPaths.count == 4, "\(reviewPaths)")
    for path in reviewPaths { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
    let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("1 failing snapshot."))
    #expect(page.contains("Total&quot; moved from") || page.contains("Total\" moved from"))
    #expect(page.contains("FOLIO_RECORD=failed swift test --filter"))
    let images = try FileManager.default.contentsOfDirectory(
      atPath: report.appendingPathComponent("files").path)
    #expect(images.filter { $0.contains(name) }.count == 3, "\(images)")
    // 4. The page loads in a real browser with every image.
    if let browser = Chromium.executable {
      let dom = Chromium.dumpDOM(of: report.appendingPathComponent("index.html"), browser: browser)
      #expect(dom.contains("data-loaded=\"4\""), "the page's 4 images load: \(dom.prefix(400))")
      #expect(dom.contains("class=\"failure\""))
    } else {
      Issue.record("chromium is not installed (scripts/bootstrap installs it)")
    }
    // 5. Back to 8 pt: the snapshot passes, its files and its entry are gone.
    #expect(
      verifySnapshot(
        of: Receipt(padding: 8), as: .svg, named: name, record: .never, snapshotDirectory: directory)
        == nil)
    for path in reviewPaths { #expect(!FileManager.default.fileExists(atPath: path), "\(path) left behind") }
    let after = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(after.contains("0 failing snapshots."))
  }
}

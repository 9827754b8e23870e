import Foundation
import Testing

// Issue 54: source comments cite the docs by section, and say why rather than how fast —
// the figures live in docs/benchmarks.md, "Figures the code was shaped by".
@Suite struct DocsCitationTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every Swift file under Sources, by path from the repository's root.
  func sources() throws -> [(path: String, text: String)] {
    let folder = root.appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
      path in
      ("Sources/" + path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// Whether `title` is a heading of `document` or the bold lead-in of one of its items.
  func document(_ document: String, hasSection title: String) -> Bool {
    document.split(separator: "\n").contains { line in
      let heading = line.drop { $0 == "#" }
      return (heading.count < line.count && heading.hasPrefix(" " + title)) || line.contains("**" + title)
    }
  }

  @Test func everyCitedSectionOfTheDocsExists() throws {
    let citation = try Regex(#"docs/([a-z0-9-]+\.md), "([^"]+)""#)
    // A citation may wrap from one comment line to the next.
    let continuation = try Regex(#"\n\s*//[/]?\s?"#)
    var checked = 0
    for (path, text) in try sources() {
      for match in text.replacing(continuation, with: " ").matches(of: citation) {
        let file = String(try #require(match.output[1].substring))
        let title = String(try #require(match.output[2].substring))
        let document = try String(contentsOf: root.appendingPathComponent("docs/" + file), encoding: .utf8)
        let exists = self.document(document, hasSection: title)
        #expect(exists, "\(path) cites docs/\(file), \"\(title)\", which has no such section")
        checked += 1
      }
    }
    // The sources cite a dozen and more sections; none found means the pattern is wrong.
    #expect(checked > 10)
  }

  @Test func commentsCarryNoInstructionCountsOrTimings() throws {
    // A measurement in a comment goes stale with the next change: "about 9,000
    // instructions a layout", "took 15 s". Parameters ("every 200 ms") are not matched.
    let measurement = try Regex(#"//.*(\d[\d,.]* ?[KMG]? instructions|took (about )?\d[\d,.]* ?(s|ms|µs)\b)"#)
    for (path, text) in try sources() {
      for line in text.split(separator: "\n") where line.contains(measurement) {
        Issue.record("\(path): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
  }
}

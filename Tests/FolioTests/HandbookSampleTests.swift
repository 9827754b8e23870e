import Folio
import FolioSamples
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// The handbook sample, read back from its PDF as a reader would (issue 17): 30 pages, its
/// contents and cross-references right, hyphenated justified text in English and German,
/// a structure tree with headings, tables, lists and figures.
@Suite struct HandbookSampleTests {
  static func pdf() throws -> URL {
    let file = temporaryDirectory("handbook").appendingPathComponent("handbook.pdf")
    let document = try #require(SampleCatalog.named("handbook")).document()
    let report = try document.render(to: [.pdf(file)], settings: SnapshotSettings.standard)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    #expect(shell(["qpdf", "--check", file.path]).status == 0)
    return file
  }

  @Test func contentsAndReferencesNameTheRightPages() throws {
    let file = try Self.pdf()
    let pages = shell(["pdftotext", "-layout", file.path, "-"]).output.components(separatedBy: "\u{0C}")
      .dropLast()
    #expect(pages.count == 30)
    // Contents rows: a title, two spaces or more, a page number (pages 2 and 3).
    let rows = pages.prefix(3).joined(separator: "\n").split(separator: "\n").compactMap {
      line -> (String, Int)? in
      let parts = line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      guard parts.count == 2, let page = Int(parts[1]), page > 1 else { return nil }
      return (parts[0], page)
    }
    #expect(rows.count > 40)
    // A heading is a line of its own (or two, when it wraps).
    func hasHeading(_ title: String, _ page: String) -> Bool {
      let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      return lines.indices.contains { index in
        let line = lines[index]
        guard !line.isEmpty, title.hasPrefix(line) else { return false }
        return line == title || (index + 1 < lines.count && (line + " " + lines[index + 1]) == title)
      }
    }
    for (title, page) in rows {
      #expect(hasHeading(title, pages[page - 1]), "\(title) should be on page \(page)")
    }
    // "X begins on page N": N is where the contents put X.
    let contents = Dictionary(rows.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
    let sentences = pages.joined().split(separator: "\n").filter { $0.contains("begins on page") }
    #expect(sentences.count == 9)
    for (title, expected) in [
      ("Tables", "Tables"), ("Accessibility", "Accessibility"), ("Appendix A", "Appendix A: Paper sizes"),
    ] {
      let sentence = try #require(sentences.first { $0.contains("• \(title) begins") })
      #expect(sentence.hasSuffix("page \(contents[expected] ?? -1)."), "\(sentence)")
    }
  }

  @Test func bothLanguagesAreHyphenatedAtLineEndsOnly() throws {
    let file = try Self.pdf()
    let layout = shell(["pdftotext", "-layout", file.path, "-"]).output
    let broken = layout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasSuffix("\u{AD}") }
    #expect(broken.count > 20)
    // German words broken in the German chapter.
    #expect(
      broken.contains { $0.contains("Silbentrennung") || $0.contains("Blocksatz") || $0.contains("Ge") })
    let raw = shell(["pdftotext", file.path, "-"]).output.replacingOccurrences(of: "\u{AD}\n", with: "")
    for word in ["Donaudampfschifffahrtsgesellschaft", "Barrierefreiheitsanforderungen", "typographical"] {
      #expect(raw.contains(word), "\(word) should be whole in the extracted text")
    }
  }

  @Test func theStructureTreeHasHeadingsTablesListsAndFigures() throws {
    let file = try Self.pdf()
    let tree = shell(["pdfinfo", "-struct-text", file.path]).output
    for tag in [
      "H1 (block)", "H2 (block)", "TOC", "TOCI", "Table", "TH", "TD", "L (block)", "LI", "Figure",
      "BlockQuote", "P (block)",
    ] {
      #expect(tree.contains(tag), "\(tag) missing")
    }
    let json = shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output
    #expect(json.contains("The Folio logo") && json.contains("\"/Lang\": \"en-US\""))
  }
}

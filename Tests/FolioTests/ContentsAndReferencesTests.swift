import Folio
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// Tables of contents, page references and headings as bookmarks, checked in the PDF's
/// text with poppler (issue 17).
@Suite struct ContentsAndReferencesTests {
  static let paragraph =
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."

  /// A report of `chapters` chapters of growing length, a contents page first, a target
  /// paragraph in chapter 3, references to it from every chapter.
  static func report(chapters: Int, contentsLevels: ClosedRange<Int> = 1...2) -> Document {
    Document(title: "References", pageSize: .a6) {
      PagedVStack(alignment: .leading, spacing: 6) {
        Text("Contents").font(.title).documentHeading(level: 1)
        TableOfContents(levels: contentsLevels)
        ForEach(1...chapters, id: \.self) { chapter in
          Text("Chapter \(chapter)").font(.title2).documentHeading(level: 1)
          Text("Section \(chapter).1").font(.headline).documentHeading(level: 2)
          ForEach(0..<(chapter * 2), id: \.self) { _ in Text(Self.paragraph) }
          if chapter == 3 { Text("The target paragraph.").id("target") }
          PageReference(to: "target") { page in Text("Chapter \(chapter) cites page \(page).") }
        }
      }
      .pageFooter { page in Text("Page \(page.pageNumber) of \(page.pageCount)") }
    }
  }

  /// The text of each page, as pdftotext reads it.
  static func pages(of pdf: Data) throws -> [String] {
    let file = temporaryDirectory("references").appendingPathComponent("document.pdf")
    try pdf.write(to: file)
    #expect(shell(["qpdf", "--check", file.path]).status == 0)
    let text = shell(["pdftotext", "-layout", file.path, "-"]).output
    return text.components(separatedBy: "\u{0C}").dropLast().map { $0 }
  }

  /// The first page (from 1) with a line that is exactly `line` (contents rows also hold
  /// a page number, so they never match).
  static func page(of line: String, in pages: [String]) -> Int? {
    for (index, text) in pages.enumerated()
    where text.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces) == line }) {
      return index + 1
    }
    return nil
  }

  /// The contents' rows — a title, two spaces or more, a page number — of some pages.
  static func contents(_ pages: [String]) -> [(title: String, page: Int)] {
    pages.joined(separator: "\n").split(separator: "\n").compactMap { line in
      let parts = line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      guard parts.count == 2, let page = Int(parts[1]) else { return nil }
      return (parts[0], page)
    }
  }

  @Test func contentsNumbersAreThePagesWhereTheHeadingsAre() throws {
    let pages = try Self.pages(of: Self.report(chapters: 8).pdfData(settings: SnapshotSettings.standard))
    // The contents list the 17 headings (their own among them), each once, in order.
    let rows = Self.contents(pages)
    #expect(rows.map(\.title) == ["Contents"] + (1...8).flatMap { ["Chapter \($0)", "Section \($0).1"] })
    for row in rows {
      let found = Self.page(of: row.title, in: pages)
      #expect(found == row.page, "\(row.title): contents say \(row.page), found on \(found ?? -1)")
    }
    #expect(Set(rows.map(\.page)).count > 5)
  }

  @Test func pageReferencesNameThePageOfTheMarkedView() throws {
    let pages = try Self.pages(of: Self.report(chapters: 6).pdfData(settings: SnapshotSettings.standard))
    let target = try #require(pages.firstIndex { $0.contains("The target paragraph.") }) + 1
    let citations = pages.joined().split(separator: "\n").filter { $0.contains("cites page") }
    #expect(citations.count == 6)
    for citation in citations { #expect(citation.hasSuffix("cites page \(target).")) }
  }

  @Test func aContentsLongEnoughToPushTheHeadingsStillNumbersThemRight() throws {
    // 40 chapters: the contents run over several pages, moving every chapter later.
    let pages = try Self.pages(
      of: Self.report(chapters: 40, contentsLevels: 1...2).pdfData(settings: SnapshotSettings.standard))
    let rows = Self.contents(pages)
    #expect(rows.count == 81)
    let firstChapter = try #require(Self.page(of: "Chapter 1", in: pages))
    #expect(firstChapter >= 3, "the contents should span pages")
    for row in rows {
      #expect(Self.page(of: row.title, in: pages) == row.page, "\(row.title)")
    }
    // "Page N of M" is the settled count.
    #expect(pages.last?.contains("Page \(pages.count) of \(pages.count)") == true)
  }

  @Test func headingsAreBookmarksInTheOutline() throws {
    let file = temporaryDirectory("references-outline").appendingPathComponent("outline.pdf")
    try Self.report(chapters: 3).pdfData(settings: SnapshotSettings.standard).write(to: file)
    let json = shell(["qpdf", "--json=1", "--json-key=outlines", file.path]).output
    let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let outlines = try #require(root?["outlines"] as? [[String: Any]])
    #expect(outlines.map { $0["title"] as? String } == ["Contents", "Chapter 1", "Chapter 2", "Chapter 3"])
    let kids = outlines[1]["kids"] as? [[String: Any]]
    #expect(kids?.map { $0["title"] as? String } == ["Section 1.1"])
  }

  @Test func anUnknownIdentityShowsQuestionMarksAndSaysSo() throws {
    let document = Document(pageSize: .a6) {
      Text("Before")
      PageReference(to: "nowhere")
    }
    let report = try document.render(
      to: [.pdf(temporaryDirectory("references-unknown").appendingPathComponent("u.pdf"))],
      settings: SnapshotSettings.standard)
    #expect(report.diagnostics.contains { $0.message.contains("no view on any page has .id(\"nowhere\")") })
    let pages = try Self.pages(of: document.pdfData(settings: SnapshotSettings.standard))
    #expect(pages.first?.contains("??") == true)
  }

  @Test func accessibilityHeadingsAreHeadingsToo() throws {
    let document = Document(pageSize: .a6) {
      TableOfContents()
      Text("Overview").accessibilityHeading(.h1)
      Text("Details").accessibilityAddTraits(.isHeader).accessibilityHeading(.h2)
    }
    let text = try Self.pages(of: document.pdfData(settings: SnapshotSettings.standard)).joined()
    #expect(text.contains("Overview"))
    let rows = Self.contents([text])
    #expect(rows.map(\.title) == ["Overview", "Details"], "\(text)")
    #expect(rows.allSatisfy { $0.page == 1 })
  }

  @Test func documentsWithoutReferencesAreLaidOutOnce() throws {
    // Without contents or page references, every page is emitted in the first pass.
    let plain = Document(pageSize: .a6) { ForEach(0..<20, id: \.self) { _ in Text(Self.paragraph) } }
    let paginator = SnapshotSettings.standard.paginator(for: plain)
    var pages: [Int] = []
    try paginator.run { pages.append($0.number) }
    #expect(paginator.passCount == 1)
    #expect(pages == Array(1...pages.count) && pages.count >= 3)
    // With them: passes until settled, and still every page once, in order.
    let referencing = SnapshotSettings.standard.paginator(for: Self.report(chapters: 8))
    var numbers: [Int] = []
    try referencing.run { numbers.append($0.number) }
    #expect(referencing.passCount >= 3 && referencing.passCount <= 8)
    #expect(numbers == Array(1...numbers.count))
  }

  @Test func numbersThatNeverSettleStopAfterSixPassesWithAWarning() throws {
    // The reference is long while its target is on page 1, which pushes the target to
    // page 2, where the reference is short and the target comes back: it never settles.
    let document = Document(pageSize: .a6) {
      PageReference(to: "target") { page in
        Text(String(repeating: "Filler line\n", count: page <= 1 ? 40 : 1) + "target on page \(page)")
      }
      Text("The target").id("target")
    }
    let file = temporaryDirectory("references-unsettled").appendingPathComponent("u.pdf")
    let report = try document.render(to: [.pdf(file)], settings: SnapshotSettings.standard)
    #expect(report.diagnostics.contains { $0.message.contains("still changed after 6 passes") })
    #expect(shell(["qpdf", "--check", file.path]).status == 0)
    let paginator = SnapshotSettings.standard.paginator(for: document)
    var numbers: [Int] = []
    try paginator.run { numbers.append($0.number) }
    #expect(numbers == Array(1...max(numbers.count, 1)))
    #expect(paginator.passCount <= 8)
  }

  @Test func oddHeadingsAndManyOfThem() throws {
    let document = Document(pageSize: .a6) {
      TableOfContents(levels: 1...6)
      Text("").documentHeading(level: 0)
      Text("🇫🇷👨‍👩‍👧‍👦").documentHeading(level: -3)
      Text("مرحبا بالعالم").documentHeading(level: 99)
      Text("Explicit").documentHeading(level: 2, title: "A (title) with \\ and \u{0}")
      ForEach(0..<600, id: \.self) { index in
        Text("Heading \(index)").documentHeading(level: index % 6 + 1).id(index)
      }
      PageReference(to: 599)
    }
    let file = temporaryDirectory("references-odd").appendingPathComponent("odd.pdf")
    let report = try document.render(to: [.pdf(file)], settings: SnapshotSettings.standard)
    #expect(shell(["qpdf", "--check", file.path]).status == 0)
    #expect(!report.diagnostics.contains { $0.message.contains("passes") })
    let pages = try Self.pages(of: Data(contentsOf: file))
    let rows = Self.contents(pages)
    #expect(rows.filter { $0.title.hasPrefix("Heading ") }.count == 600)
    // Levels out of range are clamped (1 and 6); the last heading's page is referenced.
    let last = try #require(rows.first { $0.title == "Heading 599" })
    #expect(pages.last?.contains("\(last.page)") == true)
    #expect(last.page == Self.page(of: "Heading 599", in: pages))
  }
}

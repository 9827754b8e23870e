import Folio
import FolioMarkdown
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// Block Markdown: the parser's tree, the views it becomes in a paginated document, and
/// untrusted input (issue 17).
@Suite struct MarkdownDocumentTests {
  static let sample = """
    # Guide

    Intro with **bold**, *emphasis*, `code` and a [link](https://example.com).

    ## Lists

    - one
    - two
      1. nested
      2. again
    - [x] done

    7. seven
    8. eight

    > quoted
    > > deeper

    ```swift
    let x = 1
    ```

    ---

    | Item | Qty |
    |:-----|----:|
    | Pen  | 3   |
    | Ink  | 10  |

    ![Logo](logo.png "Figure 1")
    """

  @Test func theParserReadsEveryKindOfBlock() {
    let blocks = MarkdownParser.parse(Self.sample)
    guard blocks.count == 10 else {
      Issue.record("\(blocks.count) blocks: \(blocks)")
      return
    }
    #expect(blocks[0] == .heading(level: 1, spans: [MarkdownSpan(text: "Guide")]))
    guard case .paragraph(let spans) = blocks[1] else { return #expect(Bool(false)) }
    #expect(spans.contains { $0.isStrong && $0.text == "bold" })
    #expect(spans.contains { $0.isCode && $0.text == "code" })
    #expect(spans.contains { $0.link == "https://example.com" })
    guard case .list(let list) = blocks[3] else { return #expect(Bool(false)) }
    #expect(!list.isOrdered && list.items.count == 3 && list.checked == [nil, nil, true])
    guard case .list(let nested) = list.items[1].last else { return #expect(Bool(false)) }
    #expect(nested.isOrdered && nested.items.count == 2)
    guard case .list(let numbered) = blocks[4] else { return #expect(Bool(false)) }
    #expect(numbered.start == 7)
    guard case .quote(let quote) = blocks[5], case .quote = quote.last else { return #expect(Bool(false)) }
    #expect(blocks[6] == .code(language: "swift", text: "let x = 1"))
    #expect(blocks[7] == .thematicBreak)
    guard case .table(let table) = blocks[8] else { return #expect(Bool(false)) }
    #expect(table.header.map(MarkdownSpan.plainText) == ["Item", "Qty"])
    #expect(table.alignments == [.leading, .trailing])
    #expect(table.rows.map { $0.map(MarkdownSpan.plainText) } == [["Pen", "3"], ["Ink", "10"]])
    #expect(blocks[9] == .image(source: "logo.png", alt: "Logo", title: "Figure 1"))
  }

  @Test func rawHTMLStaysText() {
    let blocks = MarkdownParser.parse("<script>alert(1)</script>\n\nHi <b>there</b>")
    let text = blocks.compactMap { block -> String? in
      if case .paragraph(let spans) = block { return MarkdownSpan.plainText(spans) }
      return nil
    }
    #expect(text == ["<script>alert(1)</script>", "Hi <b>there</b>"])
  }

  /// The sample in a document, with its logo beside it, as PDF text.
  func render(_ source: String, base: URL?) throws -> (text: String, report: DocumentRenderReport, file: URL)
  {
    let folder = temporaryDirectory("markdown-render")
    let file = folder.appendingPathComponent("guide.pdf")
    let document = Document(pageSize: .a5) {
      TableOfContents()
      Markdown(source, baseURL: base)
    }
    let report = try document.render(to: [.pdf(file)], settings: SnapshotSettings.standard)
    #expect(shell(["qpdf", "--check", file.path]).status == 0)
    return (shell(["pdftotext", "-layout", file.path, "-"]).output, report, file)
  }

  /// The pages of a document, and the words on each.
  func pages(_ document: Document) throws -> [String] {
    let file = temporaryDirectory("markdown-pages").appendingPathComponent("pages.pdf")
    let report = try document.render(to: [.pdf(file)], settings: SnapshotSettings.standard)
    return (1...report.pageCount).map { page in
      shell(["pdftotext", "-f", "\(page)", "-l", "\(page)", file.path, "-"]).output
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
  }

  static let chapters = "# One\n\nFirst.\n\n## One and a half\n\nMiddle.\n\n# Two\n\nSecond.\n"

  /// Issue 53: `.pageBreak()` on a `Markdown` view breaks before the view, not before each
  /// of its blocks (it made 51 pages of a 7-page handbook).
  @Test func aPageBreakOnMarkdownBreaksBeforeItOnce() throws {
    let result = try pages(
      Document(pageSize: .a5) {
        Text("Introduction")
        Markdown(Self.chapters).pageBreak()
      })
    #expect(result == ["Introduction", "One First. One and a half Middle. Two Second."], "\(result)")
    // keepWithNext on the whole view: its last block only; keepTogether: all of it.
    let kept = try pages(Document(pageSize: .a5) { Markdown(Self.chapters).keepTogether() })
    #expect(kept.count == 1)
  }

  /// Issue 53: `MarkdownStyle.pageBreakBeforeHeadings` starts a page at each heading of a
  /// level, except the first block.
  @Test func headingsCanStartPages() throws {
    var style = MarkdownStyle()
    style.pageBreakBeforeHeadings = 1
    let chapters = try pages(Document(pageSize: .a5) { Markdown(Self.chapters).markdownStyle(style) })
    #expect(chapters == ["One First. One and a half Middle.", "Two Second."], "\(chapters)")
    style.pageBreakBeforeHeadings = 2
    let sections = try pages(Document(pageSize: .a5) { Markdown(Self.chapters).markdownStyle(style) })
    #expect(sections.count == 3, "\(sections)")
  }

  @Test func aMarkdownDocumentRendersAndListsItsHeadings() throws {
    let base = temporaryDirectory("markdown-base")
    try Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="teal"/></svg>"#
        .utf8
    ).write(to: base.appendingPathComponent("logo.png.svg"))
    let (text, report, file) = try render(
      Self.sample.replacingOccurrences(of: "logo.png", with: "logo.png.svg"), base: base)
    // The contents list both headings, with their pages.
    #expect(text.contains("Guide") && text.contains("Lists"))
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("Guide ") || $0.contains("  Lists ") }
    #expect(rows.count == 2, "\(text)")
    for needle in ["Intro with bold", "7.", "8.", "quoted", "let x = 1", "Pen", "10", "Figure 1", "•"] {
      #expect(text.contains(needle), "\(needle) missing")
    }
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    let outline = shell(["qpdf", "--json=1", "--json-key=outlines", file.path]).output
    #expect(outline.contains("\"Guide\"") && outline.contains("\"Lists\""))
  }

  @Test func untrustedMarkdownReadsNothingOutsideItsFolderAndRunsNothing() throws {
    let base = temporaryDirectory("markdown-untrusted")
    let outside = temporaryDirectory("markdown-outside")
    try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.svg"))
    try? FileManager.default.removeItem(at: base.appendingPathComponent("link.svg"))
    try FileManager.default.createSymbolicLink(
      at: base.appendingPathComponent("link.svg"),
      withDestinationURL: outside.appendingPathComponent("secret.svg"))
    let source = """
      [run](javascript:alert(1)) and [file](file:///etc/passwd)

      ![a](../markdown-outside/secret.svg)

      ![b](/etc/passwd)

      ![c](link.svg)

      ![d](https://example.com/x.png)
      """
    let (text, report, file) = try render(source, base: base)
    for alt in ["[a]", "[b]", "[c]", "[d]"] { #expect(text.contains(alt), "\(alt) should show as text") }
    let refusals = report.diagnostics.filter { $0.message.contains("was not read") }
    #expect(refusals.count == 4)
    // No link annotation to javascript: or file:.
    let objects = shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output
    #expect(!objects.contains("javascript") && !objects.contains("file:///"))
    // Without a base folder, no image is read at all.
    let (_, noBase, _) = try render("![x](logo.svg)", base: nil)
    #expect(noBase.diagnostics.contains { $0.message.contains("no base folder") })
  }

  @Test(arguments: [
    String(repeating: "> ", count: 5_000) + "deep",
    String(repeating: "- ", count: 3_000) + "deep",
    (0..<3_000).map { "\(String(repeating: "  ", count: $0 % 40))- item \($0)" }.joined(separator: "\n"),
    String(repeating: "**a", count: 20_000),
    "| a |\n|---|\n" + String(repeating: "| x |\n", count: 2_000),
    "# \u{0}nul\u{0}\n\ntext \u{0} more",
    "",
    "🇫🇷👨‍👩‍👧‍👦 مرحبا 你好",
  ])
  func hostileMarkdownRendersCompletely(source: String) throws {
    let folder = temporaryDirectory("markdown-hostile")
    let file = folder.appendingPathComponent("h.pdf")
    try Document(pageSize: .a5) { Markdown(source) }.render(
      to: [.pdf(file)], settings: SnapshotSettings.standard)
    #expect(shell(["qpdf", "--check", file.path]).status == 0)
    // Every word of the source is in the PDF (nothing silently lost).
    let text = shell(["pdftotext", file.path, "-"]).output
    let words = Set(source.split { !$0.isLetter }.map(String.init)).filter { $0.count > 1 && $0 != "nul" }
    let missing = words.filter { !text.contains($0) }
    #expect(missing.isEmpty, "missing \(missing.prefix(5))")
  }

  @Test func headingsAreLinkTargetsAndPageReferences() throws {
    let document = Document(pageSize: .a6) {
      PageReference(to: "second-part") { Text("Part two starts on page \($0).") }
      Markdown(
        "# First part\n\n" + String(repeating: "Filler text for the page.\n\n", count: 40)
          + "# Second part\n\nSee [the first](#first-part).")
    }
    let file = temporaryDirectory("markdown-anchors").appendingPathComponent("a.pdf")
    try document.render(to: [.pdf(file)], settings: SnapshotSettings.standard)
    let pages = shell(["pdftotext", "-layout", file.path, "-"]).output.components(separatedBy: "\u{0C}")
    let page = try #require(pages.firstIndex { $0.contains("Second part") }) + 1
    #expect(page > 1)
    #expect(pages[0].contains("Part two starts on page \(page)."))
    let objects = shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output
    #expect(objects.contains("first-part"))
  }

  @Test func imagesKeepTheirSizeAndAreOnlyScaledDown() throws {
    let base = temporaryDirectory("markdown-image-sizes")
    for (name, width, height) in [("small", 40, 30), ("wide", 2_000, 1_000), ("tall", 100, 1_000)] {
      let svg =
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)"><rect width="100%" height="100%" fill="teal"/></svg>"#
      try Data(svg.utf8).write(to: base.appendingPathComponent("\(name).svg"))
    }
    let document = Document(pageSize: .a5, margins: EdgeInsets(.all, 40)) {
      Markdown("![s](small.svg)\n\n![w](wide.svg)\n\n![t](tall.svg)", baseURL: base)
    }
    let dump = try document.layoutDumps(settings: SnapshotSettings.standard).joined()
    let sizes = dump.split(separator: "\n").filter { $0.contains("Image ") }.compactMap { line -> String? in
      guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")") else { return nil }
      return line[line.index(after: open)..<close].split(separator: ",").suffix(2)
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "×")
    }
    // The column is 419.528 − 80 = 339.528 points wide; images at most 160 tall.
    #expect(sizes == ["40×30", "320×160", "16×160"], "\(sizes)")
  }
}

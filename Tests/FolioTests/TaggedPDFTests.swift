import Folio
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// Tagged PDF: the structure tree poppler prints with `pdfinfo -struct-text`, the
/// language and the figures' alternative text qpdf reads (issue 17).
@Suite struct TaggedPDFTests {
  static func write(
    _ document: Document, settings: RenderSettings = SnapshotSettings.standard, name: String = #function
  )
    throws -> URL
  {
    let file = temporaryDirectory("tagged-\(name)").appendingPathComponent("tagged.pdf")
    try document.render(to: [.pdf(file)], settings: settings)
    #expect(shell(["qpdf", "--check", file.path]).status == 0)
    return file
  }

  /// The structure tree as `pdfinfo -struct-text` prints it: one tag per line, indented by
  /// depth, text lines dropped.
  static func tags(_ file: URL) -> [String] {
    shell(["pdfinfo", "-struct-text", file.path]).output.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard let first = trimmed.first, first != "\"", !trimmed.hasPrefix("Object") else { return nil }
      let depth = (line.count - line.drop { $0 == " " }.count) / 2
      return String(repeating: " ", count: depth) + String(trimmed.split(separator: " ").first ?? "")
    }
  }

  static var report: Document {
    Document(title: "Tagged report", pageSize: .a5) {
      PagedVStack(alignment: .leading, spacing: 8) {
        Text("Annual report").font(.title).documentHeading(level: 1)
        Text("The year in one paragraph, with a [link](https://example.com).")
        Text("Figures").font(.title2).documentHeading(level: 2)
        Rectangle().fill(.blue).frame(width: 60, height: 30).accessibilityLabel("A blue bar")
        Table([("Pens", "3"), ("Ink", "10")]) {
          TableColumn("Item") { (row: (String, String)) in Text(row.0) }
          TableColumn("Qty") { (row: (String, String)) in Text(row.1) }
        }
        Markdown("- first\n- second")
      }
      .pageFooter { page in Text("Page \(page.pageNumber)") }
    }
  }

  @Test func theStructureTreeHasTheDocumentsElementsInReadingOrder() throws {
    let file = try Self.write(Self.report)
    #expect(shell(["pdfinfo", file.path]).output.contains("Tagged:          yes"))
    let tags = Self.tags(file).filter { !$0.contains("NonStruct") && !$0.contains("Link") }
    #expect(
      tags == [
        "Document",
        " H1",
        " P",
        " H2",
        " Figure",
        " Table",
        "  TR", "   TH", "   TH",
        "  TR", "   TD", "   TD",
        "  TR", "   TD", "   TD",
        " L",
        "  LI", "   Lbl", "   LBody", "    P",
        "  LI", "   Lbl", "   LBody", "    P",
      ], "\(tags)")
    // The text is in the elements; the footer (an artifact) is not.
    let text = shell(["pdfinfo", "-struct-text", file.path]).output
    for words in ["Annual report", "The year in one paragraph", "Pens", "second"] {
      #expect(text.contains(words), "\(words)")
    }
    #expect(!text.contains("Page 1"))
    // The link is a Link element with its annotation.
    #expect(Self.tags(file).contains { $0.hasSuffix("Link") })
  }

  @Test func languageAndAlternativeTextAreWritten() throws {
    var settings = SnapshotSettings.standard
    settings.environment.locale = Locale(identifier: "de_DE")
    let file = try Self.write(Self.report, settings: settings)
    let json = shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output
    let objects = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["objects"]
        as? [String: Any])
    let dictionaries = objects.values.compactMap { $0 as? [String: Any] }
    let catalog = try #require(dictionaries.first { $0["/Type"] as? String == "/Catalog" })
    #expect(catalog["/Lang"] as? String == "de-DE")
    let figures = dictionaries.filter { $0["/S"] as? String == "/Figure" }
    #expect(figures.map { $0["/Alt"] as? String } == ["A blue bar"])
    // The file's cross-reference table is right after the insertions: qpdf finds nothing
    // to repair.
    let check = shell(["qpdf", "--check", file.path]).output
    #expect(!check.contains("WARNING") && !check.contains("reconstruct"))
  }

  @Test func alternativeTextWithAnyCharactersIsWrittenSafely() throws {
    let alt = "A (chart) \\ with ) parens, <angle> & émoji 🇫🇷, 中文"
    let document = Document { Circle().frame(width: 20, height: 20).accessibilityLabel(alt) }
    let file = try Self.write(document)
    let json = shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output
    #expect(json.contains("A (chart)") && json.contains("中文"))
    #expect(Self.tags(file).contains(" Figure"))
  }

  @Test func untaggedWhenTurnedOff() throws {
    var settings = SnapshotSettings.standard
    settings.taggedPDF = false
    let file = try Self.write(Self.report, settings: settings)
    #expect(shell(["pdfinfo", file.path]).output.contains("Tagged:          no"))
    #expect(!shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output.contains("/Lang"))
  }

  /// A paragraph with ligatures (ﬁ, ﬂ, ﬀ, ﬃ in DejaVu Sans) wrapped over lines, tagged and
  /// untagged: the structure tree holds its whole text, with the ligatures' letters and a
  /// space between the lines' words; the text layer (pdftotext) too; Cairo wrote no
  /// `/ActualText` span, which poppler takes for the paragraph's end.
  @Test(arguments: [true, false]) func ligaturesAndLineBreaksKeepTheParagraphsText(tagged: Bool) throws {
    let sentence =
      "The official fiction of the flower shop: affluent offices fly fifty flags, and the final word stays."
    let document = Document(pageSize: .a6) {
      Text(sentence).font(.system(size: 11)).frame(width: 150)
    }
    var settings = SnapshotSettings.standard
    settings.taggedPDF = tagged
    let file = try Self.write(document, settings: settings, name: "ligatures-\(tagged)")
    let words = sentence.split(separator: " ").map(String.init)
    let extracted = shell(["pdftotext", "-layout", file.path, "-"]).output.split(
      whereSeparator: \.isWhitespace
    )
    .map(String.init)
    #expect(extracted == words, "\(extracted)")
    if tagged {
      let tree = shell(["pdfinfo", "-struct-text", file.path]).output
      #expect(tree.contains("\"" + sentence + "\""), "\(tree)")
    }
    let content = shell(["qpdf", "--qdf", "--object-streams=disable", file.path, "-"]).output
    #expect(content.contains("findresource begin"), "qpdf decompressed the streams")
    #expect(!content.contains("/ActualText"))
  }

  @Test func contentThatShowsNothingOrIsCompositedStaysValid() throws {
    // Text inside a clip off the page, text at half opacity, emoji, a blurred heading:
    // Cairo 1.16 fails a page with tags inside a clip that shows nothing.
    let document = Document(pageSize: .a6) {
      Text("hidden").offset(y: 2_000).clipShape(Circle())
      Text("faded 🇫🇷 👨‍👩‍👧‍👦").opacity(0.5)
      Text("Blurred").documentHeading(level: 1).blur(radius: 2)
      HStack {
        Text("left")
        Text("right")
      }.clipped()
    }
    let file = try Self.write(document)
    let text = shell(["pdfinfo", "-struct-text", file.path]).output
    #expect(text.contains("faded") && text.contains("left"))
  }
}

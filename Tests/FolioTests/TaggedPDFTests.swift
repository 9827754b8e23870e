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
    let tags = Self.tags(file)
    #expect(
      tags == [
        "Document",
        " H1",
        " P", "  Span", "  Link", "  Span",
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
    // The link is a Link element with its text and its annotation, inside the paragraph.
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let link = try #require(lines.firstIndex(of: "Link (inline)"))
    #expect(
      lines[link + 1].hasPrefix("Object ") && lines[link + 2] == "\"link\"", "\(lines[link...].prefix(3))")
    #expect(!text.contains("NonStruct"))
  }

  /// Links in a paragraph split across pages, in a table of contents and around a view
  /// (`.link(to:)`); a list split across pages. Every link is a `Link` element with its
  /// text and one annotation per line (pdfinfo's `Object` line), inside its paragraph,
  /// contents entry or list item; the list is one `L`.
  @Test func linksAndListsKeepTheirPlaceInTheTreeAcrossPages() throws {
    let file = try Self.write(Self.linksAndList(footerLink: false))
    let tree = shell(["pdfinfo", "-struct-text", file.path]).output
    let links = Self.linkElements(tree)
    for link in links {
      #expect(["P (block)", "TOCI", "LBody"].contains(link.parent), "a Link in \(link.parent)")
      #expect(link.hasAnnotation && !link.text.isEmpty, "\(link)")
    }
    let linked = links.map(\.text).joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(linked.contains("a link near the end"), "\(linked)")
    #expect(linked.contains("Go back to the chapter"))
    #expect(!tree.contains("NonStruct"))
    // One L, with all 30 items.
    let tags = Self.tags(file)
    #expect(
      tags.filter { $0 == " L" }.count == 1, "\(tags.filter { $0.hasPrefix(" ") && !$0.hasPrefix("  ") })")
    #expect(tags.filter { $0 == "  LI" }.count == 30)
    #expect(try Self.linkAnnotations(file).count == links.count)
    #expect(try Self.pageCount(file) >= 3)
  }

  /// A link in a running footer has no place in the tree (the footer is an artifact): it
  /// is still an annotation on every page, in a `NonStruct` element after the page's
  /// content (where a list is closed: the list is then one `L` per page).
  @Test func aFooterLinkIsStillAnAnnotationOnEveryPage() throws {
    let file = try Self.write(Self.linksAndList(footerLink: true))
    let tree = shell(["pdfinfo", "-struct-text", file.path]).output
    #expect(!tree.contains("Footer link"))
    let annotations = try Self.linkAnnotations(file)
    let footers = annotations.filter { $0 == "https://footer.example" }
    #expect(footers.count == (try Self.pageCount(file)))
    #expect(annotations.count == Self.linkElements(tree).count)
  }

  /// Links in a heading, a table cell, a quote in a list, and in text that is faded,
  /// blurred, shadowed, rotated or scaled, or inside another link, in right-to-left text
  /// and on an emoji: each is exactly one annotation, and each is a `Link` element in the
  /// tree or after the page's content (faded, blurred, nested).
  @Test func everyLinkIsOneAnnotationWhereverItIs() throws {
    let urls = [
      "heading", "cell", "quote", "faded", "blurred", "shadowed", "rotated", "scaled", "inner", "outer",
      "rtl",
      "emoji",
    ]
    func link(_ name: String, _ text: String = "link") -> String { "[\(text)](https://\(name).example)" }
    let document = Document(title: "Links everywhere", pageSize: .a6) {
      VStack(alignment: .leading, spacing: 6) {
        Text(LocalizedStringKey("Heading " + link("heading"))).font(.title).documentHeading(level: 1)
        Table([("a " + link("cell"), "b")]) {
          TableColumn("One") { (row: (String, String)) in Text(LocalizedStringKey(row.0)) }
          TableColumn("Two") { (row: (String, String)) in Text(row.1) }
        }
        Markdown("- > quote " + link("quote"))
        Text(LocalizedStringKey("Faded " + link("faded"))).opacity(0.5)
        Text(LocalizedStringKey("Blurred " + link("blurred"))).blur(radius: 1)
        Text(LocalizedStringKey("Shadowed " + link("shadowed"))).shadow(radius: 2)
        Text(LocalizedStringKey("Rotated " + link("rotated"))).rotationEffect(.degrees(20))
        Text(LocalizedStringKey("Scaled " + link("scaled"))).scaleEffect(1.2)
        Text(LocalizedStringKey("Outer " + link("inner") + " text")).link(
          url: URL(string: "https://outer.example")!)
        Text(LocalizedStringKey("שלום " + link("rtl", "עולם") + " עוד"))
        Text(LocalizedStringKey(link("emoji", "😀")))
      }
    }
    let file = try Self.write(document)
    let annotations = try Self.linkAnnotations(file)
    #expect(annotations.sorted() == urls.map { "https://\($0).example" }.sorted(), "\(annotations.sorted())")
    let tree = shell(["pdfinfo", "-struct-text", file.path]).output
    #expect(Self.linkElements(tree).count == urls.count)
  }

  static func linksAndList(footerLink: Bool) -> Document {
    let long = (1...40).map { "Sentence \($0) of a paragraph that runs over two pages." }.joined(
      separator: " ")
    let items = (1...30).map { "- item \($0) of a list long enough to break between pages" }.joined(
      separator: "\n")
    return Document(title: "Links", pageSize: .a6) {
      PagedVStack(alignment: .leading, spacing: 6) {
        TableOfContents()
        Text("Chapter").font(.title).documentHeading(level: 1).linkDestination("chapter")
        Text(
          LocalizedStringKey(long + " Then [a link near the end](https://end.example) and the last words."))
        Text("Go back to the chapter").link(to: "chapter")
        Markdown(items)
      }
      .pageFooter { page in
        Text(
          footerLink ? "[Footer link](https://footer.example) \(page.pageNumber)" : "Page \(page.pageNumber)")
      }
    }
  }

  /// The `Link` elements of a structure tree as `pdfinfo -struct-text` prints it: their
  /// parent's tag, whether an annotation (`Object`) is in them, and their text.
  static func linkElements(_ tree: String) -> [(parent: String, hasAnnotation: Bool, text: String)] {
    let lines = tree.split(separator: "\n").map(String.init)
    func depth(_ line: String) -> Int { (line.count - line.drop { $0 == " " }.count) / 2 }
    var found: [(parent: String, hasAnnotation: Bool, text: String)] = []
    for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "Link (inline)"
    {
      let parent = lines[..<index].last { depth($0) == depth(line) - 1 }.map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let inside = lines[(index + 1)...].prefix { depth($0) > depth(line) }
      let text = inside.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("\"") }
        .map { String($0.dropFirst().dropLast()) }.joined()
      found.append((parent ?? "", inside.contains { $0.contains("Object ") }, text))
    }
    return found
  }

  /// The URLs or destinations of a PDF's link annotations, as qpdf reads them.
  static func linkAnnotations(_ file: URL) throws -> [String] {
    let json = shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output
    let objects = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["objects"]
        as? [String: Any])
    return objects.values.compactMap { $0 as? [String: Any] }.filter { $0["/Subtype"] as? String == "/Link" }
      .map { ($0["/A"] as? [String: Any])?["/URI"] as? String ?? "\($0["/Dest"] ?? "")" }
  }

  static func pageCount(_ file: URL) throws -> Int {
    let line = shell(["pdfinfo", file.path]).output.split(separator: "\n").first { $0.hasPrefix("Pages:") }
    return try #require(line.flatMap { Int($0.split(separator: " ").last ?? "") })
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

  /// The figures' alternative texts and the structure tags of a tagged PDF of `content`.
  static func accessibility(of content: some View, name: String = #function) throws -> (
    alt: [String], tags: [String]
  ) {
    let file = try write(Document { content }, name: name)
    let json = shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output
    let objects = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["objects"]
        as? [String: Any])
    let figures = objects.values.compactMap { $0 as? [String: Any] }.filter {
      $0["/S"] as? String == "/Figure"
    }
    return (figures.compactMap { $0["/Alt"] as? String }, tags(file))
  }

  // Issue 53: what docs/coming-from-swiftui.md and docs/previews.md say the accessibility
  // modifiers do is what a tagged PDF gets.
  @Test func accessibilityModifiersDoWhatTheDocsSay() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let table = try String(
      contentsOf: root.appendingPathComponent("docs/coming-from-swiftui.md"), encoding: .utf8)
    let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("| accessibilityLabel,") })
    for claim in [
      "`accessibilityLabel` is a figure's alternative text", "`accessibilityHeading` a document heading",
      "the others are accepted and change nothing",
    ] {
      #expect(row.contains(claim), "the table's row no longer says: \(claim)")
    }
    let previews = try String(contentsOf: root.appendingPathComponent("docs/previews.md"), encoding: .utf8)
      .replacingOccurrences(of: "\n", with: " ")
    #expect(previews.contains("`accessibilityLabel` gives a figure"))
    #expect(previews.contains("`accessibilityAddTraits` … compile and change nothing"))

    // A label is a figure's alternative text, from either spelling.
    #expect(
      try Self.accessibility(of: Rectangle().frame(width: 20, height: 10).accessibilityLabel("Sales")).alt
        == ["Sales"])
    #expect(
      try Self.accessibility(of: Circle().frame(width: 20, height: 20).accessibility(label: Text("Dot"))).alt
        == ["Dot"])
    // A heading is a heading element.
    let heading = try Self.accessibility(of: Text("Method").accessibilityHeading(.h2))
    #expect(heading.tags == ["Document", " H2"], "\(heading.tags)")
    // The others change nothing: the same tags and alternative text as without them.
    let plain = try Self.accessibility(
      of: VStack {
        Text("Total")
        Rectangle().frame(width: 20, height: 10).accessibilityLabel("Bar")
      })
    let decorated = try Self.accessibility(
      of: VStack {
        Text("Total").accessibilityHint("the sum").accessibilityAddTraits(.isHeader).accessibilityValue("12")
        Rectangle().frame(width: 20, height: 10).accessibilityLabel("Bar").accessibilityHidden(true)
          .accessibilityElement(children: .combine)
      })
    #expect(decorated.tags == plain.tags && decorated.alt == plain.alt, "\(decorated) \(plain)")
    #expect(plain.alt == ["Bar"] && plain.tags.contains(" P"), "\(plain)")
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

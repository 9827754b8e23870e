import Folio
import FolioSamples
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// Justified text set by Folio's paragraph breaker, judged from the PDF: every line inside
/// its column, justified lines ending at its edge, no word lost, lone words ragged, and
/// word spaces that stay close to their width (issue 50).
@Suite struct JustifiedTextTests {
  static let english =
    "Hyphenation breaks words at syllables so that justified columns keep an even texture; without it, narrow columns show rivers of white space between the words of international typographical conventions. Printers have balanced the spacing of their lines for centuries, and readers notice when a paragraph is set carelessly."
  static let german =
    "Die Donaudampfschifffahrtsgesellschaft veröffentlichte ihre Jahresberichte über Verkehrsinfrastrukturfinanzierungsgesetze und Rechtsschutzversicherungsgesellschaften sowie über die Entwicklung der Binnenschifffahrt auf der oberen Donau."

  /// Where pdftotext puts a line's right end: poppler reads glyph widths from the PDF's
  /// font widths, which fall up to about 0.6 pt short of where Folio (and Cairo) end a
  /// 340 pt line, so edges are compared with each other and with the column within this.
  static let readerTolerance = 1.0

  func lines<V: View>(_ view: V, width: CGFloat) throws -> [PDFText.Line] {
    let page = Document(pageSize: PageSize(width: width + 100, height: 900), margins: EdgeInsets(.all, 50)) {
      view.frame(width: width, alignment: .leading).frame(maxWidth: .infinity, alignment: .leading)
    }
    return try PDFText.lines(page.pdfData(settings: RenderSettings(fonts: .system)))
  }

  /// Checks a justified paragraph's lines against a column from `left`, `width` wide: no
  /// line ends past it, and every line but the last that has two words or more ends at
  /// the same edge, within 0.5 pt of the others.
  func expectJustified(
    _ lines: [PDFText.Line], left: Double, width: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let right = left + width
    for line in lines {
      #expect(
        line.box.maxX <= right + 0.5, "\(line.words.map(\.text)) ends at \(line.box.maxX), past \(right)",
        sourceLocation: sourceLocation)
    }
    let full = lines.dropLast().filter { $0.words.count >= 2 }
    #expect(full.count >= 2, "\(lines.map { $0.words.map(\.text) })", sourceLocation: sourceLocation)
    let ends = full.map(\.box.maxX)
    guard let lowest = ends.min(), let highest = ends.max() else { return }
    #expect(
      highest - lowest <= 0.5, "justified lines end between \(lowest) and \(highest)",
      sourceLocation: sourceLocation)
    #expect(
      highest >= right - Self.readerTolerance, "they end at \(highest), short of \(right)",
      sourceLocation: sourceLocation)
  }

  /// The words of lines, with words broken by a soft hyphen at a line's end joined again.
  func words(_ lines: [PDFText.Line]) -> [String] {
    var words: [String] = []
    var pending = ""
    for word in lines.flatMap(\.words).map(\.text) {
      if word.hasSuffix("\u{AD}") {
        pending += word.dropLast()
        continue
      }
      words.append(pending + word)
      pending = ""
    }
    if !pending.isEmpty { words.append(pending) }
    return words
  }

  @Test(arguments: [("en_US", 150.0), ("en_US", 340.0), ("de_DE", 150.0), ("de_DE", 340.0)])
  func justifiedLinesFillTheirColumnAndNoneOverflows(language: String, width: Double) throws {
    let source = language.hasPrefix("de") ? Self.german : Self.english
    let view = Text(verbatim: source).font(.system(size: 11)).id("paragraph").multilineTextAlignment(
      .justified
    )
    .environment(\.locale, Locale(identifier: language))
    let lines = try lines(view, width: width)
    expectJustified(lines, left: 50, width: width)
    #expect(words(lines) == source.split(separator: " ").map(String.init), "no word lost or changed")
    if width < 200 {
      #expect(lines.contains { $0.words.last?.text.hasSuffix("\u{AD}") == true }, "some lines are hyphenated")
    }
    // The measured width is the column's, never wider.
    let snapshot = ImageRenderer(content: view.frame(width: width), settings: SnapshotSettings.standard)
      .layoutSnapshot()
    let frame = try #require(snapshot.frame(id: "paragraph"))
    #expect(frame.width <= width + 0.001, "measured \(frame.width) in \(width)")
  }

  @Test func justifiedTextInATableAndInMarkdownStaysInItsColumn() throws {
    let table = Grid(horizontalSpacing: 20) {
      GridRow {
        Text(verbatim: Self.english).frame(width: 160)
        Text(verbatim: Self.german).frame(width: 160).environment(\.locale, Locale(identifier: "de"))
      }
    }
    .font(.system(size: 10)).multilineTextAlignment(.justified)
    let tableLines = try lines(table, width: 340)
    expectJustified(tableLines.filter { $0.box.minX < 220 }, left: 50, width: 160)
    expectJustified(tableLines.filter { $0.box.minX >= 220 }, left: 230, width: 160)

    let markdown = Markdown("# Justified\n\n\(Self.english)\n\n\(Self.english)").multilineTextAlignment(
      .justified)
    let markdownLines = try lines(markdown, width: 300).filter { $0.words.first?.text != "Justified" }
    let paragraphs = Dictionary(grouping: markdownLines, by: \.block).values.filter { $0.count > 2 }
    #expect(paragraphs.count == 2)
    for paragraph in paragraphs {
      expectJustified(paragraph.sorted { $0.box.minY < $1.box.minY }, left: 50, width: 300)
    }
  }

  @Test func aLoneLongWordIsSetRaggedNotLetterSpaced() throws {
    let view = Text(verbatim: "Der Donaudampfschifffahrtskapitän fährt heute.").font(.system(size: 11))
      .multilineTextAlignment(.justified).hyphenation(.never)
    let lines = try lines(view, width: 180)
    // The long word keeps its letters together (letter spacing would make pdftotext read
    // them as single letters) on a line of its own, short of the edge.
    let alone = try #require(lines.first { $0.words.count == 1 && $0.words[0].text.count > 15 })
    #expect(alone.box.maxX < 50 + 180 - 1)
    #expect(lines.flatMap(\.words).allSatisfy { $0.text.count > 1 || $0.text == "." })
  }

  @Test func aWordWiderThanTheColumnBreaksInsteadOfOverflowing() throws {
    let word = String(repeating: "abcdefghij", count: 8)
    let view = Text(verbatim: "Short \(word) end").font(.system(size: 11)).multilineTextAlignment(.justified)
    let lines = try lines(view, width: 120)
    for line in lines { #expect(line.box.maxX <= 170.5) }
    let text = lines.flatMap(\.words).map(\.text).joined().replacingOccurrences(of: "\u{AD}", with: "")
    #expect(text == "Short\(word)end")
    // Without hyphenation the word breaks between letters where it must.
    let unhyphenated = try self.lines(view.hyphenation(.never), width: 120)
    for line in unhyphenated { #expect(line.box.maxX <= 170.5) }
    #expect(unhyphenated.count >= 4)
    #expect(unhyphenated.flatMap(\.words).map(\.text).joined() == "Short\(word)end")
  }

  /// The justify workload (30 paragraphs, 340 pt): word spaces measured between the words
  /// of each full line, against the natural space of the paragraphs' last lines.
  @Test func theJustifyWorkloadsSpacesStayCloseToTheirWidth() throws {
    let sample = try #require(SampleCatalog.named("justify"))
    let lines = try PDFText.lines(sample.document().pdfData(settings: RenderSettings(fonts: .system)))
    let left = try #require(lines.map(\.box.minX).min())
    let right = left + Double(JustifyText.columnWidth)
    func gaps(_ line: PDFText.Line) -> [Double] {
      zip(line.words, line.words.dropFirst()).map { $1.box.minX - $0.box.maxX }
    }
    let natural = lines.filter { $0.box.maxX < right - 5 }.flatMap(gaps).sorted()
    let space = try #require(natural.isEmpty ? nil : natural[natural.count / 2])
    let full = lines.filter { $0.box.maxX >= right - Self.readerTolerance && $0.words.count > 1 }
    let ratios = full.map { gaps($0).reduce(0, +) / Double(gaps($0).count) / space }
    #expect(full.count > 150)
    #expect(ratios.allSatisfy { $0 <= 1.51 }, "widest \(ratios.max() ?? 0)")
    #expect(ratios.allSatisfy { $0 >= 0.66 }, "narrowest \(ratios.min() ?? 0)")
    let loose = ratios.filter { $0 > 1.3 }.count
    #expect(
      Double(loose) / Double(lines.count) < 0.05, "\(loose) of \(lines.count) lines stretch more than 1.3×")
    #expect(lines.count <= 215, "the same number of lines as Typst sets, or fewer")
    for line in lines { #expect(line.box.maxX <= right + 0.5) }
  }
}

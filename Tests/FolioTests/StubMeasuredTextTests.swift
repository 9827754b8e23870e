import FolioCairo
import FolioGraphics
import FolioTestSupport
import Foundation
import Testing

/// A measurer that is not Pango: it shapes printable ASCII in DejaVu Sans by itself (the
/// font's glyph for a character is the character's code minus 29) with a fixed advance of
/// 0.6 em, and gives the result as glyph runs with a font named by its family.
final class StubGlyphMeasurer: TextMeasuring {
  func measure(_ text: StyledText, width: CGFloat?, height: CGFloat?) -> MeasuredText {
    let size = text.runs.first?.style.font.size ?? 12
    let string = text.string
    let advance = 0.6 * size
    var glyphs: [GlyphRuns.Glyph] = []
    var clusters: [GlyphRuns.Cluster] = []
    for (index, scalar) in string.unicodeScalars.enumerated() {
      glyphs.append(
        GlyphRuns.Glyph(id: UInt(max(Int(scalar.value) - 29, 0)), x: Double(index) * advance, y: 0))
      clusters.append(GlyphRuns.Cluster(byteCount: Int32(String(scalar).utf8.count), glyphCount: 1))
    }
    let font = GlyphFont(family: "DejaVu Sans", size: size)
    let unit = Double(GlyphRuns.unitsPerPoint)
    let run = GlyphRuns.GlyphRun(
      font: font, xOffset: 0, rise: 0, glyphs: 0..<glyphs.count, text: 0..<string.utf8.count,
      clusters: 0..<clusters.count, backward: false, color: GlyphRuns.ColorSpec(), link: 0)
    let runs = GlyphRuns(
      lines: [GlyphRuns.Line(top: 0, x: 0, baseline: Int64(size * 0.95 * unit), operations: 0..<1)],
      operations: [.glyphs(run)], glyphs: glyphs, clusters: clusters,
      text: string.utf8.map { CChar(bitPattern: $0) }, offset: .zero)
    let lineHeight = size * 1.2
    let frame = CGSize(width: Double(glyphs.count) * advance, height: lineHeight)
    return MeasuredText(
      size: frame,
      lines: [TextLineMetrics(top: 0, height: lineHeight, baseline: size * 0.95, width: frame.width)],
      layout: runs)
  }
}

// Issue 54: the display list's text is glyph runs any measurer can make and FolioCairo
// draws without Pango — text measured by a stub is drawn and its words extracted.
@Suite struct StubMeasuredTextTests {
  func page(_ string: String, size: CGFloat = 24) -> DisplayList {
    let text = StyledText(runs: [
      TextRun(string, style: TextRunStyle(font: ResolvedFont(family: "DejaVu Sans", size: size)))
    ])
    let measured = StubGlyphMeasurer().measure(text, width: nil, height: nil)
    return DisplayList(
      size: CGSize(width: 300, height: 60),
      items: [.text(TextItem(origin: CGPoint(x: 10, y: 10), text: text, measured: measured))])
  }

  @Test func textFromAStubMeasurerIsDrawnAndExtractable() throws {
    let writer = PDFWriter(metadata: DocumentMetadata(), tagged: false)
    try writer.addPage(page("Stub glyphs 42"))
    let pdf = try writer.finish()
    let directory = temporaryDirectory()
    let file = directory.appendingPathComponent("stub.pdf")
    try pdf.write(to: file)
    #expect(shell(["qpdf", "--check", file.path]).status == 0)
    // The characters come back from the clusters the stub gave, in a font Cairo loaded by
    // name (the stub's fixed advance spaces letters apart: pdftotext may see gaps).
    let text = shell(["pdftotext", file.path, "-"]).output
    #expect(text.filter { !$0.isWhitespace }.contains("Stubglyphs42"), "\(text)")
    #expect(shell(["pdffonts", file.path]).output.contains("DejaVuSans"))
  }

  @Test func textFromAStubMeasurerInksItsGlyphsInPixels() throws {
    let drawn = try Raster(page: page("Stub"), scale: 1, background: .white)
    let blank = try Raster(page: page(""), scale: 1, background: .white)
    let inked = drawn.pixels.indices.filter { drawn.pixels[$0] & 0xFF_FFFF != 0xFF_FFFF }
    #expect(blank.pixels.allSatisfy { $0 & 0xFF_FFFF == 0xFF_FFFF })
    // Four letters of 24 pt: well over a hundred dark pixels, all inside the text's frame.
    #expect(inked.count > 100)
    #expect(inked.allSatisfy { ($0 % drawn.width) >= 10 && ($0 % drawn.width) < 10 + 4 * 15 + 4 })
  }

  @Test(arguments: ["glyphs past the array", "a glyph at NaN", "a line's operations past the array"])
  func runsAMeasurerGotWrongAreRefusedNotRead(mistake: String) throws {
    let good = try #require(page("Stub").items.first)
    guard case .text(var item) = good, let runs = item.measured.layout as? GlyphRuns,
      case .glyphs(var run) = runs.operations[0]
    else {
      Issue.record("the stub's page holds no glyph runs")
      return
    }
    var glyphs = runs.glyphs
    var lines = runs.lines
    switch mistake {
    case "glyphs past the array": run.glyphs = 0..<(glyphs.count + 1000)
    case "a glyph at NaN": glyphs[0].x = .nan
    default: lines[0].operations = 0..<5
    }
    let broken = GlyphRuns(
      lines: lines, operations: [.glyphs(run)], glyphs: glyphs, clusters: runs.clusters, text: runs.text,
      offset: runs.offset)
    #expect(!broken.isWellFormed)
    item.measured.layout = broken
    let list = DisplayList(size: CGSize(width: 300, height: 60), items: [.text(item)])
    let writer = PDFWriter(metadata: DocumentMetadata(), tagged: true)
    #expect(throws: FolioError.self) { try writer.addPage(list) }
    do {
      _ = try SVGWriter.svg(for: list)
      Issue.record("an SVG was written")
    } catch {
      #expect("\(error)".contains("invalid, so it cannot be drawn"), "\(error)")
    }
  }
}

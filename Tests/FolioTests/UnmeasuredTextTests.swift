import FolioCairo
import FolioGraphics
import FolioLayout
import FolioViews
import Foundation
import Testing

// Issue 14: only text measured by Pango can be drawn; a text item measured otherwise (a
// test measurer, another engine) makes the render fail instead of leaving a blank.
@Suite struct UnmeasuredTextTests {
  @Test func aTextWithoutGlyphRunsIsAnError() {
    let text = StyledText(runs: [TextRun("Total", style: TextRunStyle(font: Font.body.resolve()))])
    let measured = FixedAdvanceTextMeasurer().measure(text, width: nil, height: nil)
    let page = DisplayList(
      size: CGSize(width: 100, height: 40),
      items: [.text(TextItem(origin: .zero, text: text, measured: measured))])
    #expect(throws: FolioError.self) { try SVGWriter.svg(for: page) }
    #expect(throws: FolioError.self) { try PNGWriter.png(for: page, scale: 1, background: .white) }
    do {
      _ = try SVGWriter.svg(for: page)
    } catch {
      #expect("\(error)".contains("\"Total\" was measured without glyph runs"), "\(error)")
    }
    // An empty text draws nothing either way: no error.
    let empty = StyledText(runs: [TextRun("", style: TextRunStyle(font: Font.body.resolve()))])
    let blank = DisplayList(
      size: CGSize(width: 100, height: 40),
      items: [
        .text(
          TextItem(
            origin: .zero, text: empty,
            measured: FixedAdvanceTextMeasurer().measure(empty, width: nil, height: nil)))
      ])
    #expect(throws: Never.self) { try SVGWriter.svg(for: blank) }
  }
}

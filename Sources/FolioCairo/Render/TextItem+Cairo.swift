import CCairo
import FolioGraphics
import FolioPango
import Foundation

extension CairoRenderer {
  /// Draws the glyph runs the text was measured into; a line range draws only those lines,
  /// moved up so the first one starts at the item's origin.
  func draw(_ item: TextItem) {
    // Text whose every run has a size of 0 is not drawn (its view or canvas reports it):
    // with no size to scale to, a colour emoji's font would draw at its own 109 px.
    guard item.text.hasDrawableCharacters else { return }
    guard let runs = item.measured.layout as? PangoGlyphRuns else {
      // Only Pango's glyph runs can be drawn: a text measured otherwise is an error.
      if !item.text.string.isEmpty {
        problems.add(
          "the text \(DisplayItem.quoted(String(item.text.string.prefix(40)))) was not measured by Pango, so it cannot be drawn"
        )
      }
      return
    }
    runs.draw(in: cr, text: item.text, at: item.origin, lineRange: item.lineRange, opacity: textOpacity)
  }
}

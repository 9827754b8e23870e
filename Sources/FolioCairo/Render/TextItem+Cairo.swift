import CCairo
import FolioGraphics
import FolioPango
import Foundation

extension CairoRenderer {
  /// Draws the glyph runs the text was measured into; a line range draws only those lines,
  /// moved up so the first one starts at the item's origin.
  func draw(_ item: TextItem) {
    guard let runs = item.measured.layout as? PangoGlyphRuns else { return }
    runs.draw(
      in: cr, at: item.origin, lineRange: item.lineRange,
      baseColor: item.text.runs.first?.style.color ?? .black)
  }
}

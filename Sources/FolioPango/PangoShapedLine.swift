import CPango
import FolioGraphics
import Foundation

/// One line of text shaped as a single Pango item, without a `PangoLayout`: the item, its
/// glyphs and the UTF-8 text they were shaped from (`PangoSingleItemShaper`).
///
/// It stands for the one-run line a layout of the same text would hold, and is drawn by
/// the same code: `glyphRuns(offset:lines:)` hands the run to `GlyphRuns.Builder`
/// as the only run of a line. Owned by the thread that shaped it, like a layout.
final class PangoShapedLine {
  /// The item (`pango_item_new`'s, with its private fields) and its glyphs.
  private let item: UnsafeMutablePointer<PangoItem>
  private let glyphs: UnsafeMutablePointer<PangoGlyphString>
  /// The text, NUL-terminated.
  private let utf8: [CChar]

  /// Takes over `item` and `glyphs`.
  init(item: UnsafeMutablePointer<PangoItem>, glyphs: UnsafeMutablePointer<PangoGlyphString>, utf8: [CChar]) {
    self.item = item
    self.glyphs = glyphs
    self.utf8 = utf8
  }

  deinit {
    pango_glyph_string_free(glyphs)
    pango_item_free(item)
  }

  /// The line's logical extent as a layout of the same single-run line reports it
  /// (`pango_layout_iter_get_line_extents` and `_get_baseline`): the glyphs' logical
  /// rectangle, its top at 0.
  var extent: PangoLineExtent {
    var logical = PangoRectangle()
    pango_glyph_string_extents(glyphs, item.pointee.analysis.font, nil, &logical)
    return PangoLineExtent(
      top: 0, height: Int64(logical.height), x: Int64(logical.x), baseline: -Int64(logical.y),
      width: Int64(logical.width))
  }

  /// Whether a glyph is Pango's unknown-glyph box (a character the font lacks).
  var hasUnknownGlyphs: Bool {
    guard let infos = glyphs.pointee.glyphs else { return false }
    let unknown = UInt32(PANGO_GLYPH_UNKNOWN_FLAG)
    for index in 0..<Int(glyphs.pointee.num_glyphs) where infos[index].glyph & unknown != 0 { return true }
    return false
  }

  /// The glyph runs, exactly as for a layout whose only line has this run.
  func glyphRuns(offset: CGPoint, lines: [PangoLineExtent]) -> GlyphRuns {
    var glyphItem = PangoGlyphItem(
      item: item, glyphs: glyphs, y_offset: 0, start_x_offset: 0, end_x_offset: 0)
    return withUnsafeMutablePointer(to: &glyphItem) { run in
      var node = GSList(data: UnsafeMutableRawPointer(run), next: nil)
      return withUnsafeMutablePointer(to: &node) { runs in
        var line = PangoLayoutLine()
        line.start_index = 0
        line.length = Int32(utf8.count - 1)
        line.runs = runs
        return withUnsafeMutablePointer(to: &line) { linePointer in
          utf8.withUnsafeBufferPointer { text in
            var added = false
            return GlyphRuns(text: Array(text.dropLast()), offset: offset, extents: lines) { builder in
              guard !added else { return false }
              added = true
              builder.addLine(linePointer, text: text.baseAddress)
              return true
            }
          }
        }
      }
    }
  }
}

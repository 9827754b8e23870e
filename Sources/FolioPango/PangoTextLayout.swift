import CPango
import FolioGraphics
import Foundation

/// The `PangoLayout` a text was measured with, handed to the renderer so exactly the
/// measured lines are drawn.
///
/// Owned by the thread that measured it (Pango objects must not be shared between
/// threads); what is drawn is `preparedForDrawing()`, made on that thread.
///
/// `@unchecked Sendable`: its mutable state is not locked (`preparedForDrawing()` takes
/// `FontFaceLock.lock` for Pango's sake); only its measurer's thread, or one its whole render is
/// handed to, uses it.
package final class PangoTextLayout: TextLayoutHandle, @unchecked Sendable {
  /// The layout (a `PangoLayout*`) until its glyph runs are made; after that only a text
  /// with links keeps it, for `rects(ofRun:)`. A measurement stays cached long after its
  /// text is drawn, and its layout (lines, runs, glyphs, attributes) was most of what the
  /// cache held (docs/benchmarks.md, "Figures the code was shaped by").
  package private(set) var layout: OpaquePointer?
  /// How far left (and up) of the text's frame Pango's logical rectangle starts; the
  /// renderer draws the layout at `frame.origin − offset` so the widest line starts at the
  /// frame's left edge whatever the alignment.
  package let offset: CGPoint

  /// The lines as measured.
  let lines: [PangoLineExtent]

  /// The measured text, to find its runs in the layout (nil for a truncated layout, whose
  /// text is not the runs').
  let text: StyledText?
  /// Where each run is in the layout's UTF-8 text, worked out on the first `rects(ofRun:)`.
  private var runByteRanges: [Range<Int>]?

  /// A line shaped without a layout (`PangoSingleItemShaper`), until its glyph runs are
  /// made.
  private var shaped: PangoShapedLine?

  init(layout: OpaquePointer, offset: CGPoint, lines: [PangoLineExtent], text: StyledText? = nil) {
    self.layout = layout
    self.offset = offset
    self.lines = lines
    self.text = text
    super.init()
  }

  /// A line shaped without a layout: a text with no links, so no run rectangles.
  init(shaped: PangoShapedLine, offset: CGPoint, lines: [PangoLineExtent]) {
    self.shaped = shaped
    self.offset = offset
    self.lines = lines
    self.text = nil
    super.init()
  }

  /// The run's glyph rectangles: for each line it is on, Pango's x ranges of its bytes
  /// (`pango_layout_line_get_x_ranges`), the line's height, in the frame's coordinates.
  override package func rects(ofRun index: Int) -> [CGRect] {
    guard let text, let layout else { return [] }
    if runByteRanges == nil { runByteRanges = PangoParagraph.runByteRanges(text) }
    guard let ranges = runByteRanges, ranges.indices.contains(index), !ranges[index].isEmpty else {
      return []
    }
    let run = ranges[index]
    var rects: [CGRect] = []
    let count = Int(pango_layout_get_line_count(layout))
    for number in 0..<min(count, lines.count) {
      guard let line = pango_layout_get_line_readonly(layout, Int32(number)) else { continue }
      let start = Int(line.pointee.start_index)
      let end = start + Int(line.pointee.length)
      let lower = max(start, run.lowerBound)
      let upper = min(end, run.upperBound)
      guard lower < upper else { continue }
      var xRanges: UnsafeMutablePointer<Int32>?
      var pairs: Int32 = 0
      pango_layout_line_get_x_ranges(line, Int32(lower), Int32(upper), &xRanges, &pairs)
      defer { g_free(xRanges) }
      guard let xRanges else { continue }
      let extent = lines[number]
      for pair in 0..<Int(pairs) {
        let left = PangoUnits.points(xRanges[2 * pair]) - offset.x
        let right = PangoUnits.points(xRanges[2 * pair + 1]) - offset.x
        guard right > left else { continue }
        rects.append(
          CGRect(
            x: left, y: PangoUnits.points(extent.top) - offset.y, width: right - left,
            height: PangoUnits.points(extent.height)))
      }
    }
    return rects
  }

  /// The glyph runs, made once.
  private var glyphRuns: GlyphRuns?

  deinit {
    if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
  }

  /// The layout's glyph runs: Cairo-only data the drawing thread can use.
  override package func preparedForDrawing() -> TextLayoutHandle {
    if let glyphRuns { return glyphRuns }
    FontFaceLock.lock.lock()
    defer { FontFaceLock.lock.unlock() }
    if let shaped {
      let runs = shaped.glyphRuns(offset: offset, lines: lines)
      glyphRuns = runs
      self.shaped = nil
      return runs
    }
    guard let layout else { preconditionFailure("a layout is let go only once its glyph runs are made") }
    let runs = GlyphRuns(layout: layout, offset: offset, lines: lines)
    glyphRuns = runs
    // Only the rectangles of link runs are read from the layout after this.
    if !(text?.runs.contains { $0.style.link != nil } ?? false) {
      g_object_unref(UnsafeMutableRawPointer(layout))
      self.layout = nil
    }
    return runs
  }
}

import CPango
import FolioGraphics
import Foundation

/// A measured text frozen for drawing: what `pango_cairo_show_layout` would do with the
/// layout, worked out on the layout thread and kept as plain data and Cairo objects —
/// positioned glyphs with their Cairo scaled fonts, the UTF-8 text and clusters (so PDF
/// text stays extractable), colours, and underline and strikethrough rectangles.
///
/// Drawing it calls Cairo only, never Pango: Pango's font maps and layouts are not safe
/// to use from two threads, and pages are drawn on a thread of their own while the next
/// ones are laid out (docs/reliability.md, "Which thread owns what"). Cairo's scaled
/// fonts are reference-counted and locked by Cairo, so they may cross threads.
public final class PangoGlyphRuns: TextLayoutHandle, @unchecked Sendable {
  /// A colour as a Pango attribute gives it: RGB and/or alpha, each optional (missing
  /// parts come from the text's base colour, as Pango's renderer does).
  struct ColorSpec {
    var rgb: (red: Double, green: Double, blue: Double)?
    var alpha: Double?

    var isSet: Bool { rgb != nil || alpha != nil }
  }

  /// One drawing operation, in the order Pango's renderer issues them.
  enum Operation {
    /// Glyphs of one run: `glyphs` positions are relative to the run's base point.
    case glyphs(GlyphRun)
    /// A filled rectangle (underline or strikethrough), in Pango units from the line's
    /// start on its baseline.
    case rectangle(x: Int64, y: Int64, width: Int64, height: Int64, color: ColorSpec)
    /// A frame where a character has no glyph (Pango's hex box, drawn as a frame), in
    /// points from the line's start on its baseline.
    case missingGlyph(x: Double, y: Double, width: Double, height: Double, color: ColorSpec)
  }

  /// The glyphs of one run.
  struct GlyphRun {
    /// The run's Cairo scaled font (one reference held by this object).
    let font: OpaquePointer
    /// Where the run starts in its line and how far it is raised (Pango units).
    let xOffset: Int64
    let rise: Int64
    /// Glyph indices and offsets from the base point, in Pango units.
    var glyphs: [(index: UInt, x: Int32, y: Int32)]
    /// The run's text and clusters, for `cairo_show_text_glyphs` (PDF).
    var utf8: [CChar]
    var clusters: [cairo_text_cluster_t]
    var backward: Bool
    let color: ColorSpec
  }

  /// One line: its top, start and baseline (layout units, 64-bit) and operations.
  struct Line {
    let top: Int64
    let x: Int64
    let baseline: Int64
    var operations: [Operation] = []
  }

  let lines: [Line]
  /// Where the text's frame starts in layout coordinates (points): the left of the widest
  /// line and the first line's top.
  let offset: CGPoint

  init(lines: [Line], offset: CGPoint) {
    self.lines = lines
    self.offset = offset
    super.init()
  }

  deinit {
    for line in lines {
      for case .glyphs(let run) in line.operations { cairo_scaled_font_destroy(run.font) }
    }
  }

  /// Draws the lines in `lineRange` (all when nil), the first of them at `origin`, in
  /// `baseColor` where the text sets none.
  ///
  /// 1. Each run: save, set its colour, its scaled font, show its glyphs (with text and
  ///    clusters where the surface keeps text, as in PDF), restore.
  /// 2. Each underline or strikethrough: save, set its colour, fill its rectangle, restore.
  public func draw(in cr: OpaquePointer, at origin: CGPoint, lineRange: Range<Int>?, baseColor: Color) {
    let range = lineRange.map { $0.clamped(to: 0..<lines.count) } ?? 0..<lines.count
    guard !range.isEmpty else { return }
    let showsText = cairo_surface_has_show_text_glyphs(cairo_get_target(cr)) != 0
    cairo_save(cr)
    cairo_set_source_rgba(cr, baseColor.red, baseColor.green, baseColor.blue, baseColor.alpha)
    if lineRange == nil {
      // The whole text, as `pango_cairo_show_layout` at `origin − offset`: positions are
      // the current point (rounded by Cairo) plus each line's start and baseline.
      let start = Self.currentPoint(cr, x: origin.x - offset.x, y: origin.y - offset.y)
      for line in lines {
        draw(
          line, cr: cr, lineX: start.x, lineY: start.y, lineOffsetX: line.x, lineOffsetY: line.baseline,
          showsText: showsText)
      }
    } else {
      // Some lines, each as `pango_cairo_show_layout_line` at its own start and baseline,
      // moved up so the first line drawn starts at `origin`.
      let firstTop = PangoUnits.points(lines[range.lowerBound].top)
      for index in range {
        let line = lines[index]
        let start = Self.currentPoint(
          cr, x: origin.x - offset.x + PangoUnits.points(line.x),
          y: origin.y + PangoUnits.points(line.baseline) - firstTop)
        draw(
          line, cr: cr, lineX: start.x, lineY: start.y, lineOffsetX: 0, lineOffsetY: 0, showsText: showsText)
      }
    }
    cairo_restore(cr)
  }

  /// Where Cairo puts the current point after moving to (x, y): Pango's renderer starts
  /// from it, so its rounding to Cairo's fixed point is reproduced.
  private static func currentPoint(_ cr: OpaquePointer, x: CGFloat, y: CGFloat) -> (x: Double, y: Double) {
    cairo_move_to(cr, x, y)
    var pointX = 0.0
    var pointY = 0.0
    cairo_get_current_point(cr, &pointX, &pointY)
    cairo_new_path(cr)
    return (pointX, pointY)
  }

  /// One line's operations; a glyph's base is `(lineX, lineY)` plus, in Pango units,
  /// `lineOffset + run offset` (as `pango_renderer_draw_layout_line` adds them).
  private func draw(
    _ line: Line, cr: OpaquePointer, lineX: Double, lineY: Double, lineOffsetX: Int64, lineOffsetY: Int64,
    showsText: Bool
  ) {
    let scale = Double(PANGO_SCALE)
    for operation in line.operations {
      switch operation {
      case .glyphs(let run):
        let baseX = lineX + Double(lineOffsetX + run.xOffset) / scale
        let baseY = lineY + Double(lineOffsetY - run.rise) / scale
        draw(run, cr: cr, baseX: baseX, baseY: baseY, showsText: showsText)
      case .rectangle(let x, let y, let width, let height, let color):
        cairo_save(cr)
        Self.setColor(color, cr: cr)
        cairo_rectangle(
          cr, lineX + Double(lineOffsetX + x) / scale, lineY + Double(lineOffsetY + y) / scale,
          Double(width) / scale, Double(height) / scale)
        cairo_fill(cr)
        cairo_restore(cr)
      case .missingGlyph(let x, let y, let width, let height, let color):
        cairo_save(cr)
        Self.setColor(color, cr: cr)
        let lineWidth = max(height / 14, 0.5)
        cairo_set_line_width(cr, lineWidth)
        cairo_rectangle(
          cr, lineX + Double(lineOffsetX) / scale + x + lineWidth / 2,
          lineY + Double(lineOffsetY) / scale + y + lineWidth / 2,
          width - lineWidth, height - lineWidth)
        cairo_stroke(cr)
        cairo_restore(cr)
      }
    }
  }

  private func draw(_ run: GlyphRun, cr: OpaquePointer, baseX: Double, baseY: Double, showsText: Bool) {
    var glyphs = run.glyphs.map { glyph in
      cairo_glyph_t(
        index: glyph.index, x: baseX + Double(glyph.x) / Double(PANGO_SCALE),
        y: glyph.y == 0 ? baseY : baseY + Double(glyph.y) / Double(PANGO_SCALE))
    }
    cairo_save(cr)
    Self.setColor(run.color, cr: cr)
    cairo_set_scaled_font(cr, run.font)
    if showsText && !run.clusters.isEmpty {
      var clusters = run.clusters
      cairo_show_text_glyphs(
        cr, run.utf8, Int32(run.utf8.count), &glyphs, Int32(glyphs.count), &clusters, Int32(clusters.count),
        run.backward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(rawValue: 0))
    } else {
      cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
    }
    cairo_restore(cr)
  }

  /// Pango's `set_color`: the attribute's RGB (opaque) or the current solid source's, and
  /// the attribute's alpha when it has one; nothing set keeps the current source.
  static func setColor(_ color: ColorSpec, cr: OpaquePointer) {
    guard color.isSet else { return }
    var red = 0.0
    var green = 0.0
    var blue = 0.0
    var alpha = 1.0
    if let rgb = color.rgb {
      (red, green, blue) = rgb
    } else if let pattern = cairo_get_source(cr), cairo_pattern_get_type(pattern) == CAIRO_PATTERN_TYPE_SOLID
    {
      cairo_pattern_get_rgba(pattern, &red, &green, &blue, &alpha)
    }
    if let value = color.alpha { alpha = value }
    cairo_set_source_rgba(cr, red, green, blue, alpha)
  }
}

import CCairo
import FolioGraphics
import Foundation

/// Drawing glyph runs with Cairo: what `pango_cairo_show_layout` would do with the layout
/// they were made from, with Cairo calls only — no measurer's library is called, so pages
/// are drawn on a thread of their own while the next ones are laid out (docs/reliability.md,
/// "Which thread owns what"), and text from any measurer draws the same way.
extension GlyphRuns {
  /// Draws `text` (the text these runs were made from) at `origin`: a line range draws
  /// only those lines, moved up so the first starts at the origin. Parts of a colour a
  /// run's attributes leave unset come from the text's first run's colour, as Pango's
  /// renderer takes them from the context's source.
  /// `opacity` multiplies every colour's alpha (text of a group at an opacity, drawn
  /// without the group where Cairo would lose its structure; `GroupItem+Cairo`).
  ///
  /// `segment`, when given, is called before the first glyphs drawn and whenever the text
  /// run they belong to changes from a link's (its run index) to other text (nil) or to
  /// another link's, and when a link's glyphs go on on the next line: a tagged PDF writes
  /// each line of a link's glyphs inside a `Link` element with its annotation.
  func draw(
    in cr: OpaquePointer, text: StyledText, at origin: CGPoint, lineRange: Range<Int>?, opacity: Double = 1,
    segment: ((Int?) -> Void)? = nil
  ) {
    draw(
      in: cr, at: origin, lineRange: lineRange, baseColor: text.runs.first?.style.color ?? .black,
      opacity: opacity, segment: segment)
  }

  /// Draws the lines in `lineRange` (all when nil), the first of them at `origin`, in
  /// `baseColor` where the text sets none.
  ///
  /// 1. Each run: save, set its colour, its scaled font, show its glyphs (with text and
  ///    clusters where the surface keeps text, as in PDF), restore.
  /// 2. Each underline or strikethrough: save, set its colour, fill its rectangle, restore.
  func draw(
    in cr: OpaquePointer, at origin: CGPoint, lineRange: Range<Int>?, baseColor: Color, opacity: Double = 1,
    segment: ((Int?) -> Void)? = nil
  ) {
    var current: (link: Int?, line: Int)?
    var lineNumber = 0
    func enter(_ run: GlyphRun) {
      guard let segment else { return }
      let link: Int? = run.link > 0 ? Int(run.link - 1) : nil
      if let current, current.link == link, link == nil || current.line == lineNumber { return }
      current = (link, lineNumber)
      segment(link)
    }
    let range = lineRange.map { $0.clamped(to: 0..<lines.count) } ?? 0..<lines.count
    guard !range.isEmpty else { return }
    let showsText = cairo_surface_has_show_text_glyphs(cairo_get_target(cr)) != 0
    cairo_save(cr)
    cairo_set_source_rgba(cr, baseColor.red, baseColor.green, baseColor.blue, baseColor.alpha * opacity)
    if lineRange == nil {
      // The whole text, as `pango_cairo_show_layout` at `origin − offset`: positions are
      // the current point (rounded by Cairo) plus each line's start and baseline.
      let start = Self.currentPoint(cr, x: origin.x - offset.x, y: origin.y - offset.y)
      for (number, line) in lines.enumerated() {
        lineNumber = number
        draw(
          line, cr: cr, lineX: start.x, lineY: start.y, lineOffsetX: line.x, lineOffsetY: line.baseline,
          showsText: showsText, opacity: opacity, enter: enter)
      }
    } else {
      // Some lines, each as `pango_cairo_show_layout_line` at its own start and baseline,
      // moved up so the first line drawn starts at `origin`.
      let firstTop = Self.points(lines[range.lowerBound].top)
      for index in range {
        lineNumber = index
        let line = lines[index]
        let start = Self.currentPoint(
          cr, x: origin.x - offset.x + Self.points(line.x),
          y: origin.y + Self.points(line.baseline) - firstTop)
        draw(
          line, cr: cr, lineX: start.x, lineY: start.y, lineOffsetX: 0, lineOffsetY: 0, showsText: showsText,
          opacity: opacity, enter: enter)
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

  /// One line's operations; a glyph's base is `(lineX, lineY)` plus, in units,
  /// `lineOffset + run offset` (as `pango_renderer_draw_layout_line` adds them).
  private func draw(
    _ line: Line, cr: OpaquePointer, lineX: Double, lineY: Double, lineOffsetX: Int64, lineOffsetY: Int64,
    showsText: Bool, opacity: Double, enter: (GlyphRun) -> Void
  ) {
    let scale = Double(Self.unitsPerPoint)
    for operation in operations[line.operations] {
      switch operation {
      case .glyphs(let run):
        enter(run)
        let baseX = lineX + Double(lineOffsetX + run.xOffset) / scale
        let baseY = lineY + Double(lineOffsetY - run.rise) / scale
        draw(run, cr: cr, baseX: baseX, baseY: baseY, showsText: showsText, opacity: opacity)
      case .rectangle(let x, let y, let width, let height, let color):
        cairo_save(cr)
        Self.setColor(color, cr: cr, opacity: opacity)
        cairo_rectangle(
          cr, lineX + Double(lineOffsetX + x) / scale, lineY + Double(lineOffsetY + y) / scale,
          Double(width) / scale, Double(height) / scale)
        cairo_fill(cr)
        cairo_restore(cr)
      case .missingGlyph(let x, let y, let width, let height, let color):
        cairo_save(cr)
        Self.setColor(color, cr: cr, opacity: opacity)
        let lineWidth = max(height / 14, 0.5)
        cairo_set_line_width(cr, lineWidth)
        cairo_rectangle(
          cr, lineX + Double(lineOffsetX) / scale + x + lineWidth / 2,
          lineY + Double(lineOffsetY) / scale + y + lineWidth / 2, width - lineWidth, height - lineWidth)
        cairo_stroke(cr)
        cairo_restore(cr)
      }
    }
  }

  /// A run's glyphs, drawn with the context moved to the run's base point (the glyphs
  /// hold positions from it, so nothing is copied per draw).
  private func draw(
    _ run: GlyphRun, cr: OpaquePointer, baseX: Double, baseY: Double, showsText: Bool, opacity: Double
  ) {
    CairoGlyphFont.withScaledFont(run.font) { scaledFont in
      cairo_save(cr)
      Self.setColor(run.color, cr: cr, opacity: opacity)
      cairo_set_scaled_font(cr, scaledFont)
      cairo_translate(cr, baseX, baseY)
      show(run, cr: cr, showsText: showsText)
      cairo_restore(cr)
    }
  }

  /// Shows a run's glyphs, with their text and clusters where the surface keeps text.
  private func show(_ run: GlyphRun, cr: OpaquePointer, showsText: Bool) {
    CairoGlyphLayout.withCairoGlyphs(glyphs) { glyphs in
      let first = glyphs.baseAddress.map { $0 + run.glyphs.lowerBound }
      let count = Int32(run.glyphs.count)
      if showsText && !run.clusters.isEmpty {
        text.withUnsafeBufferPointer { text in
          CairoGlyphLayout.withCairoClusters(clusters) { clusters in
            cairo_show_text_glyphs(
              cr, text.baseAddress.map { $0 + run.text.lowerBound }, Int32(run.text.count), first, count,
              clusters.baseAddress.map { $0 + run.clusters.lowerBound }, Int32(run.clusters.count),
              run.backward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(rawValue: 0))
          }
        }
      } else if Self.snapsGlyphsToPixels, let first,
        cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
      {
        Self.showSnappedGlyphs(UnsafeBufferPointer(start: first, count: Int(count)), cr: cr)
      } else {
        cairo_show_glyphs(cr, first, count)
      }
    }
  }

  /// Whether glyphs drawn into pixels are first moved to whole pixels: Cairo 1.17 and
  /// later draw a glyph at a quarter-pixel phase where Cairo 1.16 rounded its position to
  /// the pixel, so the same page's PNG differed in most of its text's edge pixels.
  /// Rounding the positions first (`showSnappedGlyphs`) makes both draw the same pixels.
  static let snapsGlyphsToPixels = cairo_version() >= 11_700

  /// Shows glyphs with each one's device position rounded as Cairo 1.16 rounds it for
  /// an image (`floor(d + 0.5)` on both axes): Cairo 1.18 then draws it at phase 0, the
  /// same pixels as Cairo 1.16 (docs/architecture.md, "Cairo 1.16 and 1.18").
  private static func showSnappedGlyphs(_ glyphs: UnsafeBufferPointer<cairo_glyph_t>, cr: OpaquePointer) {
    var snapped = Array(glyphs)
    for index in snapped.indices {
      var x = snapped[index].x
      var y = snapped[index].y
      cairo_user_to_device(cr, &x, &y)
      x = (x + 0.5).rounded(.down)
      y = (y + 0.5).rounded(.down)
      cairo_device_to_user(cr, &x, &y)
      snapped[index].x = x
      snapped[index].y = y
    }
    cairo_show_glyphs(cr, snapped, Int32(snapped.count))
  }

  /// Pango's `set_color`: the attribute's RGB (opaque) or the current solid source's, and
  /// the attribute's alpha when it has one, times `opacity`; nothing set keeps the current
  /// source (whose alpha has the opacity already).
  static func setColor(_ color: ColorSpec, cr: OpaquePointer, opacity: Double = 1) {
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
    if let value = color.alpha {
      alpha = value * opacity
    } else if color.rgb != nil {
      alpha *= opacity
    }
    cairo_set_source_rgba(cr, red, green, blue, alpha)
  }
}

import CPango
import FolioGraphics
import Foundation

extension GlyphRuns {
  /// The layout's drawing, worked out as `pango_renderer_draw_layout` would issue it
  /// (pango-renderer.c and pangocairo-render.c, Pango 1.50) for the attributes Folio uses:
  /// fonts, foreground colour and alpha, single underline and strikethrough with colours,
  /// letter spacing and rise. Runs on the thread that owns the layout.
  ///
  /// 1. Lines are walked with their 64-bit tops and baselines (Pango's 32-bit ones wrap
  ///    past 2,097,152 pt).
  /// 2. Each run becomes a glyph operation at `line x + offset`, `baseline − rise`:
  ///    glyph indices with positions from that point, empty glyphs skipped, missing glyphs
  ///    as frames, and the run's text with its clusters.
  /// 3. Underlines are merged across runs while their position, thickness and colour stay
  ///    the same; strikethroughs average their position over the glyphs they span; both are
  ///    issued when they end, after the glyphs, as Pango does.
  convenience init(layout: OpaquePointer, offset: CGPoint, lines extents: [PangoLineExtent]) {
    let text = pango_layout_get_text(layout)
    let bytes = text.map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) } ?? []
    // The lines as measured (their extents were read then), with Pango's line list.
    var node = pango_layout_get_lines_readonly(layout)
    self.init(text: bytes, offset: offset, extents: extents) { builder in
      guard let current = node else { return false }
      node = current.pointee.next
      if let layoutLine = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
        builder.addLine(layoutLine, text: text)
      }
      return true
    }
  }

  /// The runs of lines given one at a time: `addLine` adds the next line's runs to the
  /// builder, or returns false when there is none.
  convenience init(
    text: [CChar], offset: CGPoint, extents: [PangoLineExtent], addLine: (inout Builder) -> Bool
  ) {
    var builder = Builder()
    builder.text = text
    // About one glyph and one cluster per byte: most texts need no reallocation.
    builder.glyphs.reserveCapacity(builder.text.count)
    builder.clusters.reserveCapacity(builder.text.count)
    builder.hasSoftHyphens =
      builder.text.contains(CChar(bitPattern: 0xAD))
      && zip(builder.text, builder.text.dropFirst()).contains {
        $0 == CChar(bitPattern: 0xC2) && $1 == CChar(bitPattern: 0xAD)
      }
    builder.copiesText = builder.hasSoftHyphens
    if builder.hasSoftHyphens { builder.shownText.reserveCapacity(builder.text.count) }
    builder.lines.reserveCapacity(extents.count)
    for extent in extents {
      let first = builder.operations.count
      guard addLine(&builder) else { break }
      builder.lines.append(
        Line(
          top: extent.top, x: extent.x, baseline: extent.baseline,
          operations: first..<builder.operations.count))
    }
    self.init(
      lines: builder.lines, operations: builder.operations, glyphs: builder.glyphs,
      clusters: builder.clusters,
      text: builder.copiesText ? builder.shownText : builder.text, offset: offset)
  }

  /// The arrays a layout's runs are gathered into (a few allocations per layout).
  struct Builder {
    var lines: [Line] = []
    var operations: [Operation] = []
    var glyphs: [Glyph] = []
    var clusters: [Cluster] = []
    var text: [CChar] = []
    /// The text Cairo gets for the runs' clusters (`shownText(_:clusters:backward:)`), when
    /// the layout has soft hyphens; else the layout's text itself.
    var shownText: [CChar] = []
    /// Whether the layout's text holds a U+00AD (UTF-8 C2 AD).
    var hasSoftHyphens = false
    /// Whether the runs' text is copied into `shownText` (soft hyphens taken out,
    /// ligatures given their character), else the layout's text itself.
    var copiesText = false
    /// The last run's scaled font and glyph font: a text's runs mostly share one, which is
    /// then looked up in `PangoGlyphFonts` once.
    private var lastFont: (scaledFont: OpaquePointer, font: GlyphFont)?

    /// The glyph font of `scaledFont`, Pango's Cairo font for `font`.
    private mutating func glyphFont(_ scaledFont: OpaquePointer, of font: UnsafeMutablePointer<PangoFont>?)
      -> GlyphFont
    {
      if let lastFont, lastFont.scaledFont == scaledFont { return lastFont.font }
      let found = PangoGlyphFonts.shared.font(scaledFont, of: font)
      lastFont = (scaledFont, found)
      return found
    }

    /// A decoration being extended across runs.
    private struct PendingRectangle {
      var x: Int64
      var y: Int64
      var width: Int64
      var height: Int64
      var color: ColorSpec
      var glyphs: Int64 = 1
    }

    /// A line's operations, in Pango units from the line's start on its baseline.
    mutating func addLine(_ line: UnsafeMutablePointer<PangoLayoutLine>, text: UnsafePointer<CChar>?) {
      var underline: PendingRectangle?
      var strikethrough: PendingRectangle?
      func flushUnderline(_ operations: inout [Operation]) {
        if let pending = underline {
          operations.append(
            .rectangle(
              x: pending.x, y: pending.y, width: pending.width, height: pending.height, color: pending.color))
        }
        underline = nil
      }
      func flushStrikethrough(_ operations: inout [Operation]) {
        if let pending = strikethrough, pending.glyphs > 0 {
          operations.append(
            .rectangle(
              x: pending.x, y: pending.y / pending.glyphs, width: pending.width,
              height: pending.height / pending.glyphs, color: pending.color))
        }
        strikethrough = nil
      }
      var xOffset: Int64 = 0
      var runs = line.pointee.runs
      while let node = runs {
        runs = node.pointee.next
        guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
          let item = run.pointee.item, let glyphString = run.pointee.glyphs
        else { continue }
        let style = RunStyle(item)
        let font = item.pointee.analysis.font
        // A colour change ends the decorations drawn so far (Pango's line-state change).
        if let pending = underline, !GlyphRuns.same(pending.color, style.underlineSpec) {
          flushUnderline(&operations)
        }
        if let pending = strikethrough, !GlyphRuns.same(pending.color, style.strikethroughSpec) {
          flushStrikethrough(&operations)
        }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        let decorated = style.underline != PANGO_UNDERLINE_NONE || style.strikethrough
        let width: Int64
        if decorated {
          pango_glyph_string_extents(glyphString, font, &ink, &logical)
          width = Int64(logical.width)
        } else {
          width = Int64(pango_glyph_string_get_width(glyphString))
        }
        xOffset += Int64(run.pointee.start_x_offset)
        let rise = Int64(run.pointee.y_offset)
        addGlyphs(
          run, font: font, xOffset: xOffset, rise: rise, text: text, color: style.foregroundSpec,
          link: style.link)
        if decorated, let font, let metrics = pango_font_get_metrics(font, item.pointee.analysis.language) {
          let baseY = -rise
          if style.underline != PANGO_UNDERLINE_NONE {
            let thickness = Int64(pango_font_metrics_get_underline_thickness(metrics))
            let position = Int64(pango_font_metrics_get_underline_position(metrics))
            let rectangle = PendingRectangle(
              x: xOffset + Int64(min(ink.x, logical.x)), y: baseY - position,
              width: Int64(max(ink.width, logical.width)),
              height: thickness, color: style.underlineSpec)
            if var pending = underline, pending.y == rectangle.y, pending.height == rectangle.height {
              pending.width = rectangle.x + rectangle.width - pending.x
              underline = pending
            } else {
              flushUnderline(&operations)
              underline = rectangle
            }
          }
          if style.strikethrough {
            let thickness = Int64(pango_font_metrics_get_strikethrough_thickness(metrics))
            let position = Int64(pango_font_metrics_get_strikethrough_position(metrics))
            let count = Int64(glyphString.pointee.num_glyphs)
            let rectangle = PendingRectangle(
              x: xOffset + Int64(ink.x), y: (baseY - position) * count, width: Int64(ink.width),
              height: thickness * count, color: style.strikethroughSpec, glyphs: count)
            if var pending = strikethrough {
              pending.width = rectangle.x + rectangle.width - pending.x
              pending.y += rectangle.y
              pending.height += rectangle.height
              pending.glyphs += count
              strikethrough = pending
            } else {
              strikethrough = rectangle
            }
          }
          pango_font_metrics_unref(metrics)
        }
        if style.underline == PANGO_UNDERLINE_NONE { flushUnderline(&operations) }
        if !style.strikethrough { flushStrikethrough(&operations) }
        xOffset += width + Int64(run.pointee.end_x_offset)
      }
      flushUnderline(&operations)
      flushStrikethrough(&operations)
    }

    /// A run's glyphs (and frames for missing glyphs), with its text and clusters.
    private mutating func addGlyphs(
      _ run: UnsafeMutablePointer<PangoGlyphItem>, font: UnsafeMutablePointer<PangoFont>?, xOffset: Int64,
      rise: Int64, text: UnsafePointer<CChar>?, color: ColorSpec, link: Int32
    ) {
      guard let glyphString = run.pointee.glyphs, let item = run.pointee.item,
        let infos = glyphString.pointee.glyphs
      else { return }
      let count = Int(glyphString.pointee.num_glyphs)
      var scaledFont: OpaquePointer?
      if let font, let candidate = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
        cairo_scaled_font_status(candidate) == CAIRO_STATUS_SUCCESS
      {
        // Text of size 0 is not drawn (its view reports it): a font of no size has a
        // matrix Cairo cannot invert (a colour emoji's, scaled by fontconfig, made Cairo
        // refuse the page), and would draw nothing anyway.
        var matrix = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(candidate, &matrix)
        let determinant = matrix.xx * matrix.yy - matrix.xy * matrix.yx
        guard determinant.isFinite, determinant != 0 else { return }
        scaledFont = candidate
        if let face = cairo_scaled_font_get_font_face(candidate) {
          FontFaceLock.note(face: Int(bitPattern: UnsafeMutableRawPointer(face)))
        }
      }
      let scale = Double(PANGO_SCALE)
      let firstGlyph = glyphs.count
      var position: Int32 = 0
      let unknown = UInt32(PANGO_GLYPH_UNKNOWN_FLAG)
      let textStart = Int(item.pointee.offset)
      let logClusters = glyphString.pointee.log_clusters
      // The glyph drawn for each of Pango's: none for an empty or missing one, except a
      // space left empty, drawn as the font's space glyph (`ClusterText`).
      var spaceGlyph: UInt32??
      let layoutText = self.text
      func drawn(_ index: Int) -> UInt32? {
        let glyph = infos[index].glyph
        if glyph == UInt32(PANGO_GLYPH_EMPTY) {
          guard scaledFont != nil, let logClusters else { return nil }
          let byte = textStart + Int(logClusters[index])
          guard byte >= 0, byte < layoutText.count, layoutText[byte] == 0x20 else { return nil }
          if spaceGlyph == nil { spaceGlyph = .some(ClusterText.spaceGlyph(font)) }
          return spaceGlyph ?? nil
        }
        return glyph & unknown != 0 ? nil : glyph
      }
      // Missing-glyph frames come first, then the run's glyphs, as Pango draws them.
      for index in 0..<count {
        let info = infos[index]
        defer { position &+= info.geometry.width }
        if info.glyph == UInt32(PANGO_GLYPH_EMPTY) {
          if let space = drawn(index) {
            glyphs.append(Glyph(id: UInt(space), x: Double(position) / scale, y: 0))
          }
          continue
        }
        let x = position &+ info.geometry.x_offset
        if info.glyph & unknown != 0 || scaledFont == nil {
          if info.glyph == (0x20 | unknown) { continue }
          operations.append(
            GlyphRuns.missingGlyphFrame(
              x: xOffset + Int64(x), y: -rise + Int64(info.geometry.y_offset), width: info.geometry.width,
              font: font,
              color: color))
          continue
        }
        let y = info.geometry.y_offset == 0 ? 0 : Double(info.geometry.y_offset) / scale
        glyphs.append(Glyph(id: UInt(info.glyph), x: Double(x) / scale, y: y))
      }
      guard let scaledFont, glyphs.count > firstGlyph else { return }
      // Text and clusters (pango_cairo_renderer_draw_glyph_item).
      let backward = item.pointee.analysis.level & 1 != 0
      let textRange = textStart..<min(textStart + Int(item.pointee.length), self.text.count)
      let firstCluster = clusters.count
      var iterator = PangoGlyphItemIter()
      if !backward, let logClusters, logClusters[0] == 0 {
        // Left to right, clusters are the runs of glyphs with one cluster start, in order:
        // worked out directly (what pango_glyph_item_iter does, without a call per cluster).
        var glyph = 0
        while glyph < count {
          let start = logClusters[glyph]
          var next = glyph + 1
          var glyphCount: Int32 = drawn(glyph) != nil ? 1 : 0
          while next < count && logClusters[next] == start {
            if drawn(next) != nil { glyphCount += 1 }
            next += 1
          }
          let end = next < count ? logClusters[next] : item.pointee.length
          clusters.append(Cluster(byteCount: end - start, glyphCount: glyphCount))
          glyph = next
        }
      } else if let text, pango_glyph_item_iter_init_start(&iterator, run, text) != 0 {
        repeat {
          let bytes = iterator.end_index - iterator.start_index
          var glyphCount =
            backward ? iterator.start_glyph - iterator.end_glyph : iterator.end_glyph - iterator.start_glyph
          let low = Int(min(iterator.start_glyph, iterator.end_glyph + 1))
          let high = Int(max(iterator.start_glyph + 1, iterator.end_glyph))
          if low < high {
            for glyph in low..<high where drawn(glyph) == nil { glyphCount -= 1 }
          }
          clusters.append(Cluster(byteCount: bytes, glyphCount: glyphCount))
        } while pango_glyph_item_iter_next_cluster(&iterator) != 0
      }
      // Clusters must add up to the glyphs and bytes drawn, or Cairo rejects them.
      var glyphTotal = 0
      var byteTotal = 0
      var valid = true
      for cluster in clusters[firstCluster...] {
        glyphTotal += Int(cluster.glyphCount)
        byteTotal += Int(cluster.byteCount)
        if cluster.glyphCount < 0 || cluster.byteCount < 1 { valid = false }
      }
      var replacements: [Int: [CChar]] = [:]
      if !valid || glyphTotal != glyphs.count - firstGlyph || byteTotal != textRange.count {
        clusters.removeSubrange(firstCluster...)
      } else if let font {
        replacements = ligatureTexts(
          textRange, clusters: firstCluster, firstGlyph: firstGlyph, backward: backward, font: font)
      }
      let shown = shownText(textRange, clusters: firstCluster, backward: backward, replacements: replacements)
      operations.append(
        .glyphs(
          GlyphRun(
            font: glyphFont(scaledFont, of: font), xOffset: xOffset, rise: rise,
            glyphs: firstGlyph..<glyphs.count,
            text: shown,
            clusters: firstCluster..<clusters.count, backward: backward, color: color, link: link)))
    }

    /// The text each cluster of one glyph and several characters is given instead of its
    /// own, by cluster index: the ligature's or precomposed letter's character when the
    /// font maps it to that glyph (`ClusterText`).
    func ligatureTexts(
      _ range: Range<Int>, clusters first: Int, firstGlyph: Int, backward: Bool,
      font: UnsafeMutablePointer<PangoFont>
    ) -> [Int: [CChar]] {
      var replacements: [Int: [CChar]] = [:]
      var glyph = firstGlyph
      var offset = backward ? range.upperBound : range.lowerBound
      for index in first..<clusters.count {
        let cluster = clusters[index]
        let length = Int(cluster.byteCount)
        let bytes = backward ? (offset - length)..<offset : offset..<(offset + length)
        offset += backward ? -length : length
        defer { glyph += Int(cluster.glyphCount) }
        // Only a cluster of one glyph and two characters or more (not counting soft
        // hyphens, C2 AD): most clusters are one character.
        guard cluster.glyphCount == 1, length > 1 else { continue }
        // Its characters, soft hyphens left out (counted first: the letters are copied
        // only for a cluster of two or more, which hyphenated text's clusters of a letter
        // and a soft hyphen are not).
        func isSoftHyphen(_ byte: Int) -> Bool {
          byte + 1 < bytes.upperBound && text[byte] == CChar(bitPattern: 0xC2)
            && text[byte + 1] == CChar(bitPattern: 0xAD)
        }
        var characters = 0
        var byte = bytes.lowerBound
        while byte < bytes.upperBound {
          if isSoftHyphen(byte) {
            byte += 2
            continue
          }
          if UInt8(bitPattern: text[byte]) & 0xC0 != 0x80 { characters += 1 }
          byte += 1
        }
        guard characters > 1 else { continue }
        var letters: [CChar] = []
        byte = bytes.lowerBound
        while byte < bytes.upperBound {
          if isSoftHyphen(byte) {
            byte += 2
            continue
          }
          letters.append(text[byte])
          byte += 1
        }
        guard
          let character = ClusterText.character(for: letters, glyph: UInt32(glyphs[glyph].id), font: font)
        else { continue }
        replacements[index] = character
      }
      return replacements
    }

    /// Appends a cluster's bytes to `shownText`, less its soft hyphens (C2 AD) when
    /// `stripping`.
    mutating func appendShown(_ bytes: Range<Int>, stripping: Bool) {
      guard stripping else { return shownText.append(contentsOf: text[bytes]) }
      var index = bytes.lowerBound
      while index < bytes.upperBound {
        if index + 1 < bytes.upperBound, text[index] == CChar(bitPattern: 0xC2),
          text[index + 1] == CChar(bitPattern: 0xAD)
        {
          index += 2
          continue
        }
        shownText.append(text[index])
        index += 1
      }
    }

    /// Copies a run's text into `shownText`, the text Cairo gets, and returns its range
    /// there: the layout's bytes, less the soft hyphens where the line does not break (a
    /// cluster of U+00AD with no glyph, which hyphenated text has in nearly every word; left
    /// in, each would end Cairo's PDF text operator and be extracted as text).
    mutating func shownText(
      _ range: Range<Int>, clusters first: Int, backward: Bool, replacements: [Int: [CChar]] = [:]
    ) -> Range<Int> {
      // Most layouts have no soft hyphen and no ligature: their runs keep their ranges of
      // the layout's text. The first run that changes its text starts the copy (the runs
      // before it keep their ranges, which the copy starts with).
      guard copiesText || !replacements.isEmpty else { return range }
      if !copiesText {
        shownText = text
        copiesText = true
      }
      let start = shownText.count
      let hasSoftHyphen = text[range].indices.contains {
        $0 + 1 < range.upperBound && text[$0] == CChar(bitPattern: 0xC2)
          && text[$0 + 1] == CChar(bitPattern: 0xAD)
      }
      guard hasSoftHyphen || !replacements.isEmpty else {
        shownText.append(contentsOf: text[range])
        return start..<shownText.count
      }
      // Clusters run through the bytes from the start, or from the end when backward; the
      // kept bytes of each are appended in text order (no copy per cluster).
      let softHyphenLead = CChar(bitPattern: 0xC2)
      let softHyphenTrail = CChar(bitPattern: 0xAD)
      var kept = first
      var offset = backward ? range.upperBound : range.lowerBound
      var backwardPieces: [(bytes: Range<Int>, replacement: [CChar]?)] = []
      for index in first..<clusters.count {
        var cluster = clusters[index]
        let length = Int(cluster.byteCount)
        let bytes: Range<Int>
        if backward {
          bytes = (offset - length)..<offset
          offset -= length
        } else {
          bytes = offset..<(offset + length)
          offset += length
        }
        let isSoftHyphen =
          cluster.glyphCount == 0 && length == 2 && text[bytes.lowerBound] == softHyphenLead
          && text[bytes.lowerBound + 1] == softHyphenTrail
        if isSoftHyphen { continue }
        if let replacement = replacements[index] {
          cluster.byteCount = Int32(replacement.count)
          clusters[kept] = cluster
          kept += 1
          if backward {
            backwardPieces.append((bytes, replacement))
          } else {
            shownText.append(contentsOf: replacement)
          }
          continue
        }
        // A ligature across a break point ("f\u{AD}f" as one ﬀ glyph) keeps its letters only.
        var shown = length
        if length > 2 {
          var index = bytes.lowerBound
          while index + 1 < bytes.upperBound {
            if text[index] == softHyphenLead && text[index + 1] == softHyphenTrail {
              shown -= 2
              index += 2
            } else {
              index += 1
            }
          }
        }
        cluster.byteCount = Int32(shown)
        clusters[kept] = cluster
        kept += 1
        if backward {
          backwardPieces.append((bytes, nil))
        } else {
          appendShown(bytes, stripping: shown != length)
        }
      }
      clusters.removeSubrange(kept...)
      // Backward clusters list the text from its end: their bytes go back in text order.
      for piece in backwardPieces.reversed() {
        if let replacement = piece.replacement {
          shownText.append(contentsOf: replacement)
        } else {
          appendShown(piece.bytes, stripping: true)
        }
      }
      return start..<shownText.count
    }
  }

  /// What one run draws with.
  struct RunStyle {
    var underline = PANGO_UNDERLINE_NONE
    var strikethrough = false
    var foreground: (Double, Double, Double)?
    var underlineColor: (Double, Double, Double)?
    var strikethroughColor: (Double, Double, Double)?
    var alpha: Double?
    /// The text's run index + 1 when the run is (part of) a link (`PangoParagraph`'s
    /// marker), else 0.
    var link: Int32 = 0

    init(_ item: UnsafeMutablePointer<PangoItem>) {
      var list = item.pointee.analysis.extra_attrs
      func rgb(_ attribute: UnsafeMutablePointer<PangoAttribute>) -> (Double, Double, Double) {
        let color = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self).pointee
          .color
        return (Double(color.red) / 65535, Double(color.green) / 65535, Double(color.blue) / 65535)
      }
      func int(_ attribute: UnsafeMutablePointer<PangoAttribute>) -> Int32 {
        UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
      }
      while let node = list {
        if let attribute = node.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
          switch attribute.pointee.klass.pointee.type {
          case PANGO_ATTR_UNDERLINE: underline = PangoUnderline(rawValue: UInt32(bitPattern: int(attribute)))
          case PANGO_ATTR_STRIKETHROUGH: strikethrough = int(attribute) != 0
          case PANGO_ATTR_FOREGROUND: foreground = rgb(attribute)
          case PANGO_ATTR_UNDERLINE_COLOR: underlineColor = rgb(attribute)
          case PANGO_ATTR_STRIKETHROUGH_COLOR: strikethroughColor = rgb(attribute)
          case PANGO_ATTR_FOREGROUND_ALPHA:
            let value = int(attribute)
            if value != 0 { alpha = Double(value) / 65535 }
          case PANGO_ATTR_BACKGROUND_ALPHA: link = int(attribute)
          default: break
          }
        }
        list = node.pointee.next
      }
    }

    var foregroundSpec: ColorSpec { ColorSpec(rgb: foreground, alpha: alpha) }
    var underlineSpec: ColorSpec { ColorSpec(rgb: underlineColor ?? foreground, alpha: alpha) }
    var strikethroughSpec: ColorSpec { ColorSpec(rgb: strikethroughColor ?? foreground, alpha: alpha) }
  }

  static func same(_ a: ColorSpec, _ b: ColorSpec) -> Bool {
    a.alpha == b.alpha && a.rgb?.0 == b.rgb?.0 && a.rgb?.1 == b.rgb?.1 && a.rgb?.2 == b.rgb?.2
  }

  /// A frame where a glyph is missing, about as tall as a capital (Pango units from the
  /// line's start on its baseline, converted to points).
  static func missingGlyphFrame(
    x: Int64, y: Int64, width: Int32, font: UnsafeMutablePointer<PangoFont>?, color: ColorSpec
  ) -> Operation {
    var height = 0.7 * PangoUnits.points(width)
    if let font, let metrics = pango_font_get_metrics(font, nil) {
      height = PangoUnits.points(pango_font_metrics_get_ascent(metrics)) * 0.8
      pango_font_metrics_unref(metrics)
    }
    let boxWidth = max(PangoUnits.points(width) * 0.8, 1)
    return .missingGlyph(
      x: PangoUnits.points(x) + PangoUnits.points(width) * 0.1, y: PangoUnits.points(y) - height,
      width: boxWidth,
      height: height, color: color)
  }
}

import CPango
import FolioGraphics
import Foundation

/// Shapes the commonest text — one style, printable ASCII, one line — as the single Pango
/// item a `PangoLayout` would make of it, without the layout.
///
/// A layout itemizes its text, finds every line-break opportunity, breaks lines and
/// measures them, and for a short label shaping is only a third of that work. For such text
/// the layout's one line holds one run, whose item is the same for every text of that font
/// (the font, direction, script, language) but for its length, so it is worked out once per
/// font from a probe layout and copied (docs/benchmarks.md, "Figures the code was shaped
/// by").
///
/// 1. The text qualifies: one run of printable ASCII (U+0020–U+007E) with no decoration,
///    spacing, rise, font feature or link, in a paragraph with no line height, hyphenation
///    or line limit of 0, short enough to stay one item (`PangoItemChunker`) within
///    Pango's 32-bit extents.
/// 2. The font's probe layouts are made once: every printable ASCII character, and every
///    one that is not a letter. Each must come out as one line of one run (one font and
///    script for all its characters), whose item is kept: a text with a letter is Latin
///    as a whole in Pango's script runs, a text without one is Common.
/// 3. The kept item is copied with the text's length and shaped with the flags a layout
///    of the context uses (`pango_shape_item`).
/// 4. A text with a character the font lacks falls back to a layout (its missing glyphs
///    are reported from there).
///
/// Anything else returns nil, and the text gets a layout. FolioPangoTests checks the two
/// ways give the same measurement and glyph runs.
///
/// One shaper belongs to each pooled font map (`FontMapPool.Lease`), used by the one
/// measurer the map is lent to at a time.
///
/// `@unchecked Sendable`: `items` is not locked; `FontMapPool` lends its map (and so it) to one
/// measurer at a time, its lock ordering each borrower after the last.
final class PangoSingleItemShaper: @unchecked Sendable {
  /// The probe items of one font: for text with a letter and for text without one (nil
  /// when the probe did not come out as one run).
  private struct Items {
    let latin: UnsafeMutablePointer<PangoItem>?
    let common: UnsafeMutablePointer<PangoItem>?
  }

  private var items: [ResolvedFont: Items] = [:]

  /// Every printable ASCII character.
  private static let allProbe = String(decoding: 0x20...0x7E as ClosedRange<UInt8>, as: UTF8.self)
  /// Every printable ASCII character that is not a letter.
  private static let commonProbe = String(decoding: allProbe.utf8.filter { !isLetter($0) }, as: UTF8.self)

  /// Whether an ASCII byte is a letter (A–Z, a–z): the characters that make Pango call a
  /// run of printable ASCII Latin rather than Common.
  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

  deinit { release() }

  /// Frees the probe items (their fonts belong to the measurer's font map).
  func release() {
    for entry in items.values {
      if let latin = entry.latin { pango_item_free(latin) }
      if let common = entry.common { pango_item_free(common) }
    }
    items.removeAll()
  }

  /// The text shaped as one item in `context`, or nil when it needs a layout.
  func shape(_ text: StyledText, context: OpaquePointer) -> PangoShapedLine? {
    // 1. One qualifying run.
    guard text.runs.count == 1, let run = text.runs.first, Self.qualifies(run.style, text.paragraph)
    else { return nil }
    var utf8: [CChar] = []
    utf8.reserveCapacity(run.string.utf8.count + 1)
    var hasLetter = false
    for byte in run.string.utf8 {
      guard byte >= 0x20, byte <= 0x7E else { return nil }
      if Self.isLetter(byte) { hasLetter = true }
      utf8.append(CChar(bitPattern: byte))
    }
    guard !utf8.isEmpty, !PangoTextMeasurer.mayExceedUnitRange(text, scale: 1, letterSpacing: 0) else {
      return nil
    }
    if utf8.count > PangoItemChunker.shortestCut {
      // Long text a layout would cut into items (PangoParagraph) is left to the layout.
      var chunker = PangoItemChunker(maximumFontSize: run.style.font.size, maximumSpacing: 0)
      chunker.append(run.string)
      guard chunker.cuts.isEmpty else { return nil }
    }
    utf8.append(0)
    // 2. The font's probe item for the text's script.
    let probed = items[run.style.font] ?? probe(run.style.font, context: context)
    guard let template = hasLetter ? probed.latin : probed.common else { return nil }
    // 3. A copy with the text's length, shaped as a layout shapes it.
    guard let item = pango_item_copy(template), let glyphs = pango_glyph_string_new() else { return nil }
    let length = Int32(utf8.count - 1)
    item.pointee.offset = 0
    item.pointee.length = length
    item.pointee.num_chars = length
    let flags =
      pango_context_get_round_glyph_positions(context) != 0 ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
    utf8.withUnsafeBufferPointer { buffer in
      pango_shape_item(item, buffer.baseAddress, length, nil, glyphs, flags)
    }
    let line = PangoShapedLine(item: item, glyphs: glyphs, utf8: utf8)
    // 4. Missing glyphs go the layout's way.
    return line.hasUnknownGlyphs ? nil : line
  }

  /// Whether a run's style and its paragraph leave a one-line layout with one plain run.
  private static func qualifies(_ style: TextRunStyle, _ paragraph: TextParagraphStyle) -> Bool {
    style.underline == nil && style.strikethrough == nil && style.kerning == 0 && style.tracking == 0
      && style.baselineOffset == 0 && style.link == nil && !style.font.isMonospacedDigit
      && !style.font.isSmallCaps && style.font.size > 0 && style.font.size.isFinite
      && paragraph.lineHeight == nil && paragraph.hyphenationLanguage == nil
      && (paragraph.lineLimit ?? 1) >= 1
  }

  /// Makes and keeps the font's probe items (step 2).
  private func probe(_ font: ResolvedFont, context: OpaquePointer) -> Items {
    let made = Items(
      latin: Self.singleItem(Self.allProbe, font: font, context: context),
      common: Self.singleItem(Self.commonProbe, font: font, context: context))
    items[font] = made
    return made
  }

  /// A copy of the item of `probe`'s layout when it is one line of one run of the whole
  /// text, else nil.
  private static func singleItem(_ probe: String, font: ResolvedFont, context: OpaquePointer)
    -> UnsafeMutablePointer<PangoItem>?
  {
    guard let layout = pango_layout_new(context) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let length = Int32(probe.utf8.count)
    probe.withCString { pango_layout_set_text(layout, $0, length) }
    let description = PangoParagraph.fontDescription(font, scale: 1)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_auto_dir(layout, 1)
    pango_layout_set_width(layout, -1)
    guard pango_layout_get_line_count(layout) == 1, let line = pango_layout_get_line_readonly(layout, 0),
      let node = line.pointee.runs, node.pointee.next == nil,
      let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item,
      item.pointee.offset == 0, item.pointee.length == length, item.pointee.analysis.extra_attrs == nil,
      item.pointee.analysis.level == 0
    else { return nil }
    return pango_item_copy(item)
  }
}

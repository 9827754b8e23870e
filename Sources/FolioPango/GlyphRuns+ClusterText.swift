import CPango
import FolioGraphics
import Foundation

extension GlyphRuns {
  /// The text a PDF holds for a glyph whose cluster Cairo would otherwise mark with an
  /// `/ActualText` span (docs/documents.md, "Tagged PDF").
  ///
  /// Cairo writes each glyph's text into the font's ToUnicode map from the font's own
  /// character map, and wraps a glyph whose cluster says something else in a marked
  /// content span of its own, inside the paragraph's marked content. Poppler ends the
  /// paragraph's text at that inner span's end (`pdfinfo -struct-text` showed "Hyphenation
  /// and justiﬁ" and lost the rest), so Folio gives Cairo the text the font's map has
  /// wherever it means the same:
  /// 1. a ligature drawn as one glyph (ﬁ for "fi", ﬀ, ﬂ, ﬃ, ﬄ, ﬅ, ﬆ) and letters with
  ///    combining marks drawn as one precomposed glyph (é for "e" and U+0301) get the
  ///    glyph's character, when the font maps it to that glyph;
  /// 2. a space Pango leaves without a glyph (at the end of a wrapped line) is drawn as
  ///    the font's space glyph, which shows nothing, so the words on both sides of the
  ///    break stay apart in the text.
  enum ClusterText {
    /// The Latin ligatures Unicode encodes, by the letters they join.
    static let ligatures: [String: Unicode.Scalar] = [
      "ff": "\u{FB00}", "fi": "\u{FB01}", "fl": "\u{FB02}", "ffi": "\u{FB03}", "ffl": "\u{FB04}",
      "\u{017F}t": "\u{FB05}", "st": "\u{FB06}",
    ]

    /// The one character that writes `text` (UTF-8 bytes of two characters or more) as
    /// `glyph` of `font`, or nil: a ligature's or the precomposed letter's, when the font
    /// maps that character to `glyph`.
    static func character(
      for text: some Collection<CChar>, glyph: UInt32, font: UnsafeMutablePointer<PangoFont>
    ) -> [CChar]? {
      let string = String(decoding: text.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard string.unicodeScalars.count > 1 else { return nil }
      var candidate = ligatures[string]
      if candidate == nil {
        let composed = string.precomposedStringWithCanonicalMapping.unicodeScalars
        if composed.count == 1 { candidate = composed.first }
      }
      guard let candidate, let harfBuzz = pango_font_get_hb_font(font) else { return nil }
      var mapped: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(harfBuzz, candidate.value, &mapped) != 0, mapped == glyph else {
        return nil
      }
      return String(candidate).utf8.map { CChar(bitPattern: $0) }
    }

    /// The font's glyph for U+0020, or nil.
    static func spaceGlyph(_ font: UnsafeMutablePointer<PangoFont>?) -> UInt32? {
      guard let font, let harfBuzz = pango_font_get_hb_font(font) else { return nil }
      var glyph: hb_codepoint_t = 0
      return hb_font_get_nominal_glyph(harfBuzz, 0x20, &glyph) != 0 ? glyph : nil
    }
  }
}

import CPango
import FolioGraphics
import Foundation

/// The UTF-8 text and attribute list of styled text, as Pango takes them.
///
/// The first run's font and color are the layout's base style (set on the layout and on
/// the Cairo source by the renderer); attributes only carry what differs from it, so the
/// common single-style text itemizes as cheaply as plain text.
///
/// User text is never parsed as markup: it is set with `pango_layout_set_text`, and control
/// characters other than line breaks and tabs are replaced by their visible Control
/// Pictures (␀, ␁, …).
struct PangoParagraph {
  let utf8: [CChar]
  let attributes: OpaquePointer

  /// - Parameters:
  ///   - scale: a factor applied to every font size (for `minimumScaleFactor`).
  ///   - letterSpacing: extra spacing added to every run (for `allowsTightening`).
  ///   - singleParagraph: separate lines with U+2028 instead of newlines, so Pango's line
  ///     limits count every line of the text (paragraphs would each get the limit).
  ///   - wraps: whether the layout has a width to wrap at (a layout without one breaks
  ///     lines only at line separators).
  init(
    _ text: StyledText, scale: CGFloat = 1, letterSpacing: CGFloat = 0, singleParagraph: Bool = false,
    wraps: Bool = true
  ) {
    var bytes: [CChar] = []
    bytes.reserveCapacity(text.runs.reduce(1) { $0 + $1.string.utf8.count })
    let list = pango_attr_list_new()!
    let base = text.runs.first?.style
    // Only text longer than a chunk can need cuts (PangoItemChunker).
    let total = text.runs.reduce(0) { $0 + $1.string.utf8.count }
    var chunker: PangoItemChunker?
    if total > PangoItemChunker.shortestCut {
      chunker = PangoItemChunker(
        maximumFontSize: (text.runs.map(\.style.font.size).max() ?? 0) * scale,
        maximumSpacing: text.runs.map { abs(($0.style.kerning + $0.style.tracking) * scale + letterSpacing) }
          .max() ?? 0)
    }
    for (index, run) in text.runs.enumerated() {
      let start = bytes.count
      if let changed = Self.layoutString(
        run.string, paragraph: text.paragraph, singleParagraph: singleParagraph)
      {
        for byte in changed.utf8 { bytes.append(CChar(bitPattern: byte)) }
        chunker?.append(changed)
      } else {
        for byte in run.string.utf8 { bytes.append(CChar(bitPattern: byte)) }
        chunker?.append(run.string)
      }
      let end = bytes.count
      guard end > start else { continue }
      Self.addAttributes(
        for: run.style, base: base, start: UInt32(start), end: UInt32(end), scale: scale,
        letterSpacing: letterSpacing, to: list)
      // A link's run is marked with its index + 1 as a background alpha, which nothing
      // draws (Folio draws no Pango backgrounds) and which splits Pango's runs at the
      // link's ends, so the glyphs of each link are known (`GlyphRuns.GlyphRun.link`).
      if run.style.link != nil, index < 65_535 {
        Self.insert(pango_attr_background_alpha_new(UInt16(index + 1)), UInt32(start), UInt32(end), list)
      }
    }
    // Long text is cut into items Pango can shape and measure (PangoItemChunker): each
    // chunk gets its own attribute (fallback on, Pango's default), which splits items.
    if let cuts = chunker?.cuts, !cuts.isEmpty {
      var from = 0
      for cut in cuts + [bytes.count] {
        Self.insert(pango_attr_fallback_new(1), UInt32(from), UInt32(cut), list)
        from = cut
      }
    }
    // Text never gets hyphens Pango would insert when it breaks inside a word, unless it is
    // hyphenated: then a break at a soft hyphen shows one. A layout that does not wrap
    // breaks no word, and goes without the attribute (any attribute makes Pango's itemizing
    // and line breaking take the slower way; docs/benchmarks.md, "Figures the code was
    // shaped by").
    if text.paragraph.hyphenationLanguage == nil, wraps {
      Self.insert(pango_attr_insert_hyphens_new(0), 0, UInt32(bytes.count), list)
    }
    if let lineHeight = text.paragraph.lineHeight {
      Self.insert(
        pango_attr_line_height_new_absolute(PangoUnits.units(lineHeight * scale)), 0, UInt32(bytes.count),
        list)
    }
    bytes.append(0)
    utf8 = bytes
    attributes = list
  }

  func release() {
    pango_attr_list_unref(attributes)
  }

  /// Whether the string holds a control character or a paragraph separator (U+2029,
  /// UTF-8 E2 80 A9) that `sanitized` replaces; most text has none and is copied as is.
  static func needsSanitizing(_ string: String) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in string.utf8 {
      if byte < 0x20 || byte == 0x7F { return true }
      if byte == 0xA9 && previous == (0xE2, 0x80) { return true }
      previous = (previous.1, byte)
    }
    return false
  }

  /// The UTF-8 byte range each run of `text` takes in a layout's text (without
  /// `singleParagraph`), as `init` writes it.
  static func runByteRanges(_ text: StyledText) -> [Range<Int>] {
    var start = 0
    return text.runs.map { run in
      let count =
        (layoutString(run.string, paragraph: text.paragraph, singleParagraph: false) ?? run.string).utf8.count
      defer { start += count }
      return start..<(start + count)
    }
  }

  /// A run's text as the layout holds it, when it differs from the run's: control
  /// characters made visible (`sanitized`), soft hyphens at the breaks of the paragraph's
  /// hyphenation language (`Hyphenator`).
  static func layoutString(_ string: String, paragraph: TextParagraphStyle, singleParagraph: Bool) -> String?
  {
    var changed: String?
    if needsSanitizing(string) { changed = sanitized(string, singleParagraph: singleParagraph) }
    if let capped = CombiningMarks.capped(changed ?? string) { changed = capped.string }
    if let language = paragraph.hyphenationLanguage {
      changed = Hyphenator.shared.hyphenated(changed ?? string, language: language)
    }
    return changed
  }

  static func sanitized(_ string: String, singleParagraph: Bool) -> String {
    var result = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in string.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar.value {
      case 0x0A:
        if previousWasCR { continue }
        result.append(singleParagraph ? "\u{2028}" : "\n")
      case 0x0D:
        result.append(singleParagraph ? "\u{2028}" : "\n")
      case 0x2029:
        result.append(singleParagraph ? "\u{2028}" : "\n")
      case 0x09:
        result.append(scalar)
      case 0x00..<0x20:
        result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F:
        result.append("\u{2421}")
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }

  private static func insert(
    _ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: UInt32, _ end: UInt32, _ list: OpaquePointer
  ) {
    guard let attribute else { return }
    attribute.pointee.start_index = start
    attribute.pointee.end_index = end
    pango_attr_list_insert(list, attribute)
  }

  static func fontDescription(_ font: ResolvedFont, scale: CGFloat) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.family)
    // A size of 0 (text that is not drawn; its view reports it) goes to Pango as the
    // smallest it takes: given 0, Pango makes the font at the font's own size (a colour
    // emoji's 109 px, which then sized the line) and logs a critical warning.
    pango_font_description_set_size(description, max(PangoUnits.units(font.size * scale), 1))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
    pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(description, stretch(font.stretch))
    return description
  }

  private static func stretch(_ value: CGFloat) -> PangoStretch {
    switch value {
    case ..<0.56: return PANGO_STRETCH_ULTRA_CONDENSED
    case ..<0.69: return PANGO_STRETCH_EXTRA_CONDENSED
    case ..<0.81: return PANGO_STRETCH_CONDENSED
    case ..<0.94: return PANGO_STRETCH_SEMI_CONDENSED
    case ..<1.06: return PANGO_STRETCH_NORMAL
    case ..<1.19: return PANGO_STRETCH_SEMI_EXPANDED
    case ..<1.31: return PANGO_STRETCH_EXPANDED
    case ..<1.75: return PANGO_STRETCH_EXTRA_EXPANDED
    default: return PANGO_STRETCH_ULTRA_EXPANDED
    }
  }

  private static func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }

  private static func addAttributes(
    for style: TextRunStyle, base: TextRunStyle?, start: UInt32, end: UInt32, scale: CGFloat,
    letterSpacing: CGFloat, to list: OpaquePointer
  ) {
    if style.font != base?.font {
      let description = fontDescription(style.font, scale: scale)
      insert(pango_attr_font_desc_new(description), start, end, list)
      pango_font_description_free(description)
    }
    let color = style.color
    if color != base?.color {
      insert(
        pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), start, end,
        list)
      insert(pango_attr_foreground_alpha_new(max(channel(color.alpha), 1)), start, end, list)
    }
    if let underline = style.underline {
      insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), start, end, list)
      if let decorationColor = underline.color {
        insert(
          pango_attr_underline_color_new(
            channel(decorationColor.red), channel(decorationColor.green), channel(decorationColor.blue)),
          start, end, list)
      }
    }
    if let strikethrough = style.strikethrough {
      insert(pango_attr_strikethrough_new(1), start, end, list)
      if let decorationColor = strikethrough.color {
        insert(
          pango_attr_strikethrough_color_new(
            channel(decorationColor.red), channel(decorationColor.green), channel(decorationColor.blue)),
          start, end, list)
      }
    }
    let spacing = (style.kerning + style.tracking) * scale + letterSpacing
    if spacing != 0 {
      insert(pango_attr_letter_spacing_new(PangoUnits.units(spacing)), start, end, list)
    }
    if style.baselineOffset != 0 {
      insert(pango_attr_rise_new(PangoUnits.units(style.baselineOffset * scale)), start, end, list)
    }
    var features: [String] = []
    if style.font.isMonospacedDigit { features.append("tnum=1") }
    if style.font.isSmallCaps { features.append("smcp=1") }
    if !features.isEmpty {
      insert(pango_attr_font_features_new(features.joined(separator: ",")), start, end, list)
    }
  }
}

import CHarfBuzz
import CPango
import FolioGraphics
import Foundation

/// Sets justified text line by line (docs/text.md, "Justified text"): Pango shapes the
/// text and finds where lines may break; `ParagraphBreaker` chooses the breaks of each
/// paragraph as a whole; each chosen break becomes a line separator in the text Pango lays
/// out, and the spaces of every line but a paragraph's last are widened (or narrowed) so
/// the line ends exactly at the column's edge — what is measured is what is drawn.
///
/// A line with no space to widen (one long word) is left ragged rather than letter-spaced;
/// in CJK text, which has no spaces, the breaks between characters take the extra width.
struct JustifiedParagraphSetter {
  /// The text as Pango lays it out: hyphenated and with control characters made visible,
  /// one run per run of the original.
  let prepared: StyledText
  /// The column width in Pango units.
  let width: Int64
  /// The width of a hyphen in a run's font, in Pango units.
  let hyphenWidth: (TextRunStyle) -> Int64

  /// The stretch of a space, as a fraction of its width (TeX's 1/2).
  static let spaceStretch = 0.5
  /// The shrink of a space, as a fraction of its width (TeX's 1/3).
  static let spaceShrink = 1.0 / 3.0
  /// The stretch at a break between CJK characters, as a fraction of the character before.
  static let clusterStretch = 0.125
  /// How far the space after each letter of a word may grow, in ems, so the line's spaces
  /// need not stretch as far (the tracking limits of InDesign and Typst do the same).
  static let trackingStretch = 0.02
  /// How far the space after each letter of a word may shrink, in ems.
  static let trackingShrink = 0.01

  /// Where the chosen lines break, in the prepared text: the byte offset of the first
  /// character of each line after the first, per paragraph.
  struct Breaks {
    /// Byte offsets of the breaks, in order.
    var offsets: [Int] = []
    /// Whether any line needs its spaces changed (a break, or a last line that shrinks).
    var needsSetting = false
  }

  /// One character of the analysed text.
  private struct Character {
    var byte: Int
    var advance: Int64 = 0
    var stretch = 0.0
    var shrink = 0.0
    /// The part of `stretch` that is tracking (limited: beyond it only spaces stretch).
    var tracking = 0.0
    /// Whether it is a space or a break between CJK characters (a line without one is set
    /// ragged: its letters are never spread alone).
    var isGlue = false
  }

  /// 1. Reads the unwrapped layout's characters: byte offsets, advances from its glyphs,
  ///    break attributes.
  /// 2. Gives each character its glue: spaces stretch and shrink, CJK breaks stretch.
  /// 3. For each paragraph (a line of the unwrapped layout), makes the break candidates
  ///    and lets `ParagraphBreaker` choose.
  func breaks(in layout: OpaquePointer) -> Breaks {
    // 1. Characters.
    guard let textPointer = pango_layout_get_text(layout) else { return Breaks() }
    let byteCount = strlen(textPointer)
    var attributeCount: Int32 = 0
    guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else {
      return Breaks()
    }
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(textPointer).assumingMemoryBound(to: UInt8.self), count: byteCount)
    let characterAt = Self.characterIndex(bytes)
    var characters: [Character] = []
    characters.reserveCapacity(byteCount + 1)
    for offset in 0...byteCount where characterAt[offset] >= 0 { characters.append(Character(byte: offset)) }
    guard Int(attributeCount) == characters.count else { return Breaks() }
    var paragraphs: [Range<Int>] = []
    var lineNode = pango_layout_get_lines_readonly(layout)
    while let node = lineNode {
      lineNode = node.pointee.next
      guard let line = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { continue }
      let start = Int(line.pointee.start_index)
      let end = min(start + Int(line.pointee.length), byteCount)
      paragraphs.append(Int(characterAt[start])..<Int(characterAt[end]))
      Self.forEachGlyph(of: line) { glyphs, index, byte, _ in
        guard byte < byteCount, characterAt[byte] >= 0 else { return }
        characters[Int(characterAt[byte])].advance += Int64(glyphs.pointee.glyphs[index].geometry.width)
      }
    }
    // 2. Glue.
    let styles = runStyles()
    for index in 0..<(characters.count - 1) {
      let attribute = attributes[index]
      if attribute.is_expandable_space != 0 {
        characters[index].stretch = Double(characters[index].advance) * Self.spaceStretch
        characters[index].shrink = Double(characters[index].advance) * Self.spaceShrink
        characters[index].isGlue = true
      } else if attribute.is_white == 0, characters[index].advance > 0, attributes[index + 1].is_white == 0 {
        let em = Double(styles.style(at: characters[index].byte).font.size) * Double(PangoUnits.scale)
        characters[index].stretch = em * Self.trackingStretch
        characters[index].tracking = em * Self.trackingStretch
        characters[index].shrink = em * Self.trackingShrink
      }
      if index > 0, attribute.is_line_break != 0, attribute.is_mandatory_break == 0,
        attributes[index - 1].is_white == 0, kind(before: characters[index].byte, bytes) == .plain
      {
        characters[index - 1].stretch += Double(characters[index - 1].advance) * Self.clusterStretch
        characters[index - 1].isGlue = true
      }
    }
    var x = [Int64](repeating: 0, count: characters.count + 1)
    var stretch = [Double](repeating: 0, count: characters.count + 1)
    var shrink = [Double](repeating: 0, count: characters.count + 1)
    var glue = [Int](repeating: 0, count: characters.count + 1)
    var tracking = [Double](repeating: 0, count: characters.count + 1)
    for (index, character) in characters.enumerated() {
      tracking[index + 1] = tracking[index] + character.tracking
      x[index + 1] = x[index] + character.advance
      stretch[index + 1] = stretch[index] + character.stretch
      shrink[index + 1] = shrink[index] + character.shrink
      glue[index + 1] = glue[index] + (character.isGlue ? 1 : 0)
    }
    func makeCandidate(at index: Int) -> ParagraphBreaker.Candidate {
      var candidate = ParagraphBreaker.Candidate(x: x[index], stretch: stretch[index], shrink: shrink[index])
      candidate.startGlue = glue[index]
      candidate.startTracking = tracking[index]
      return candidate
    }
    func setEnd(_ candidate: inout ParagraphBreaker.Candidate, at end: Int) {
      candidate.endX = x[end]
      candidate.endStretch = stretch[end - 1]
      candidate.endShrink = shrink[end - 1]
      candidate.endGlue = glue[end - 1]
      candidate.endTracking = tracking[end - 1]
    }
    // 3. Each paragraph's candidates and breaks.
    var result = Breaks()
    for paragraph in paragraphs where paragraph.count > 1 {
      let s = paragraph.lowerBound
      func trimmed(_ end: Int) -> Int {
        var end = end
        while end > s, attributes[end - 1].is_white != 0 { end -= 1 }
        return end
      }
      var candidates = [makeCandidate(at: s)]
      var positions = [s]
      for index in (s + 1)..<paragraph.upperBound {
        let attribute = attributes[index]
        if attribute.is_line_break != 0, attribute.is_mandatory_break == 0 {
          let end = trimmed(index)
          guard end > s else { continue }
          var candidate = makeCandidate(at: index)
          setEnd(&candidate, at: end)
          switch end == index ? kind(before: characters[index].byte, bytes) : .space {
          case .softHyphen:
            candidate.extraWidth = hyphenWidth(styles.style(at: characters[index].byte - 1))
            candidate.penalty = 50
            candidate.isFlagged = true
          case .hyphen:
            candidate.penalty = 50
            candidate.isFlagged = true
          case .plain, .space:
            break
          }
          candidates.append(candidate)
          positions.append(index)
        } else if attribute.is_char_break != 0, attributes[index - 1].is_white == 0 {
          var candidate = makeCandidate(at: index)
          setEnd(&candidate, at: index)
          candidate.penalty = 20_000
          candidate.isEmergency = true
          candidates.append(candidate)
          positions.append(index)
        }
      }
      let end = trimmed(paragraph.upperBound)
      guard end > s else { continue }
      var last = makeCandidate(at: end)
      setEnd(&last, at: end)
      candidates.append(last)
      positions.append(paragraph.upperBound)
      let lines = ParagraphBreaker.lines(candidates, width: width)
      for line in lines.dropLast() { result.offsets.append(characters[positions[line.end]].byte) }
      if lines.count > 1 || (lines.last.map { $0.ratio < 0 } ?? false) { result.needsSetting = true }
    }
    return result
  }

  /// What a break just before a byte offset follows.
  enum BreakKind { case space, softHyphen, hyphen, plain }

  private func kind(before offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> BreakKind {
    guard offset > 0 else { return .plain }
    if bytes[offset - 1] == 0x2D { return .hyphen }
    if offset >= 2, bytes[offset - 2] == 0xC2, bytes[offset - 1] == 0xAD { return .softHyphen }
    // U+2010 HYPHEN and U+2013 EN DASH: E2 80 90, E2 80 93.
    if offset >= 3, bytes[offset - 3] == 0xE2, bytes[offset - 2] == 0x80,
      bytes[offset - 1] == 0x90 || bytes[offset - 1] == 0x93
    {
      return .hyphen
    }
    return .plain
  }

  /// The prepared runs' byte ranges, to find the style at an offset.
  private func runStyles(of text: StyledText? = nil) -> RunStyles {
    let text = text ?? prepared
    var ends: [Int] = []
    var total = 0
    for run in text.runs {
      total += run.string.utf8.count
      ends.append(total)
    }
    return RunStyles(ends: ends, styles: text.runs.map(\.style))
  }

  struct RunStyles {
    let ends: [Int]
    let styles: [TextRunStyle]

    /// The index of the run holding the byte at `offset`.
    func run(at offset: Int) -> Int {
      var low = 0
      var high = ends.count - 1
      while low < high {
        let middle = (low + high) / 2
        if ends[middle] > offset { high = middle } else { low = middle + 1 }
      }
      return max(low, 0)
    }

    func style(at offset: Int) -> TextRunStyle { styles[run(at: offset)] }
  }

  /// The prepared text with a line separator (U+2028) at each break, after the run that
  /// ends there (and `mark` before it); with the byte offsets of the separators it added. A soft hyphen before a
  /// break stays in the text (copied text joins the word again) and is drawn as a hyphen
  /// by `justify`.
  func setText(_ breaks: Breaks, inserting mark: [UInt8] = []) -> (text: StyledText, separators: Set<Int>) {
    let styles = runStyles()
    var runs = prepared.runs.map { Array($0.string.utf8) }
    var inserted: [[Int]] = Array(repeating: [], count: runs.count)
    for offset in breaks.offsets {
      let run = styles.run(at: offset - 1)
      let runStart = run == 0 ? 0 : styles.ends[run - 1]
      inserted[run].append(offset - runStart)
    }
    var separators = Set<Int>()
    var total = 0
    for index in runs.indices {
      let original = runs[index]
      var bytes: [UInt8] = []
      bytes.reserveCapacity(original.count + inserted[index].count * 3)
      var from = 0
      for local in inserted[index] {
        bytes.append(contentsOf: original[from..<local])
        bytes.append(contentsOf: mark)
        separators.insert(total + bytes.count)
        bytes.append(contentsOf: [0xE2, 0x80, 0xA8])
        from = local
      }
      bytes.append(contentsOf: original[from...])
      runs[index] = bytes
      total += bytes.count
    }
    var text = prepared
    for index in runs.indices { text.runs[index].string = String(decoding: runs[index], as: UTF8.self) }
    return (text, separators)
  }

  /// Widens or narrows the spaces of the set layout's lines: a line that ends at one of
  /// `separators` fills the width; any line wider than the width shrinks to it. The lines
  /// are taken with `pango_layout_get_lines`, which tells Pango they may change, so it
  /// measures them again rather than keep extents it worked out before.
  func justify(_ layout: OpaquePointer, text: StyledText, separators: Set<Int>) {
    let styles = runStyles(of: text)
    guard let textPointer = pango_layout_get_text(layout) else { return }
    let byteCount = strlen(textPointer)
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(textPointer).assumingMemoryBound(to: UInt8.self), count: byteCount)
    var attributeCount: Int32 = 0
    guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else { return }
    let characterAt = Self.characterIndex(bytes)
    guard attributeCount == characterAt[byteCount] + 1 else { return }
    var lineNode = pango_layout_get_lines(layout)
    while let node = lineNode {
      lineNode = node.pointee.next
      guard let line = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { continue }
      justify(
        line, bytes: bytes, characterAt: characterAt, attributes: attributes, separators: separators,
        styles: styles)
    }
  }

  /// For each byte of `bytes` that starts a character, the character's index, -1 for the
  /// other bytes; one more entry, after the last byte, holds the number of characters.
  static func characterIndex(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
    var index = [Int32](repeating: -1, count: bytes.count + 1)
    var count: Int32 = 0
    for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
      index[offset] = count
      count += 1
    }
    index[bytes.count] = count
    return index
  }

  /// Calls `body` with each glyph of a line's runs: its glyph string, its index there, the
  /// byte of the layout's text it starts at, and its run's item.
  static func forEachGlyph(
    of line: UnsafeMutablePointer<PangoLayoutLine>,
    _ body: (UnsafeMutablePointer<PangoGlyphString>, Int, Int, UnsafeMutablePointer<PangoItem>) -> Void
  ) {
    var runNode = line.pointee.runs
    while let current = runNode {
      runNode = current.pointee.next
      guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
        let item = run.pointee.item, let glyphs = run.pointee.glyphs
      else { continue }
      let itemOffset = Int(item.pointee.offset)
      for index in 0..<Int(glyphs.pointee.num_glyphs) {
        body(glyphs, index, itemOffset + Int(glyphs.pointee.log_clusters[index]), item)
      }
    }
  }

  /// A glyph of a line: the glyph string and index of the last glyph of a character.
  private struct GlyphReference {
    var glyphs: UnsafeMutablePointer<PangoGlyphString>
    var index: Int
    var advance: Int64
    var font: UnsafeMutablePointer<PangoFont>?
  }

  private func justify(
    _ line: UnsafeMutablePointer<PangoLayoutLine>, bytes: UnsafeBufferPointer<UInt8>, characterAt: [Int32],
    attributes: UnsafePointer<PangoLogAttr>, separators: Set<Int>, styles: RunStyles
  ) {
    let start = Int(line.pointee.start_index)
    let end = min(start + Int(line.pointee.length), bytes.count)
    guard end > start else { return }
    // 1. The line's characters and their glyphs; its natural width.
    let first = Int(characterAt[start])
    let count = Int(characterAt[end]) - first
    var characterBytes: [Int] = []
    characterBytes.reserveCapacity(count)
    for offset in start..<end where characterAt[offset] >= 0 { characterBytes.append(offset) }
    var glyphOf = [GlyphReference?](repeating: nil, count: count)
    var natural: Int64 = 0
    Self.forEachGlyph(of: line) { glyphs, index, byte, item in
      let advance = Int64(glyphs.pointee.glyphs[index].geometry.width)
      natural += advance
      guard byte >= start, byte < end, characterAt[byte] >= 0 else { return }
      let character = Int(characterAt[byte]) - first
      let previous = glyphOf[character]?.advance ?? 0
      glyphOf[character] = GlyphReference(
        glyphs: glyphs, index: index, advance: previous + advance, font: item.pointee.analysis.font)
    }
    // 2. Trailing white space takes no width.
    var trimmedCount = count
    while trimmedCount > 0, attributes[first + trimmedCount - 1].is_white != 0 {
      trimmedCount -= 1
      if let glyph = glyphOf[trimmedCount] {
        natural -= glyph.advance
        setWidth(of: glyph, to: 0)
      }
    }
    let endsAtBreak = bytes[end - 1] == 0xA8 && separators.contains(end - 3)
    // A soft hyphen ending a line shows a hyphen (U+2010, else "-"), as Pango draws one.
    if endsAtBreak, trimmedCount > 0, let glyph = glyphOf[trimmedCount - 1],
      characterBytes[trimmedCount - 1] + 1 < bytes.count, bytes[characterBytes[trimmedCount - 1]] == 0xC2,
      bytes[characterBytes[trimmedCount - 1] + 1] == 0xAD,
      let (hyphen, hyphenAdvance) = Self.hyphenGlyph(glyph.font)
    {
      glyph.glyphs.pointee.glyphs[glyph.index].glyph = hyphen
      setWidth(of: glyph, to: hyphenAdvance)
      natural += hyphenAdvance - glyph.advance
      glyphOf[trimmedCount - 1]?.advance = hyphenAdvance
    }
    guard endsAtBreak || natural > width else { return }
    // 3. The glue: spaces, breaks between CJK characters, and (when the line has either)
    //    the tracking after each letter but the last.
    let extra = width - natural
    var weights: [(character: Int, weight: Double, isTracking: Bool)] = []
    var hasGlue = false
    for character in 0..<trimmedCount {
      guard let glyph = glyphOf[character] else { continue }
      let attribute = attributes[first + character]
      let advance = Double(glyph.advance)
      if attribute.is_expandable_space != 0 {
        weights.append((character, advance * (extra > 0 ? Self.spaceStretch : Self.spaceShrink), false))
        hasGlue = true
        continue
      }
      if extra > 0, character + 1 < trimmedCount, attributes[first + character + 1].is_line_break != 0,
        attribute.is_white == 0, kind(before: characterBytes[character + 1], bytes) == .plain
      {
        weights.append((character, advance * Self.clusterStretch, false))
        hasGlue = true
      }
      if attribute.is_white == 0, character + 1 < trimmedCount,
        attributes[first + character + 1].is_white == 0,
        glyph.advance > 0
      {
        let em = Double(styles.style(at: characterBytes[character]).font.size) * Double(PangoUnits.scale)
        weights.append((character, em * (extra > 0 ? Self.trackingStretch : Self.trackingShrink), true))
      }
    }
    guard hasGlue else { return }
    let total = weights.reduce(0) { $0 + $1.weight }
    let trackingTotal = weights.reduce(0) { $0 + ($1.isTracking ? $1.weight : 0) }
    // 4. Without glue the line stays as it is: ragged, or overfull.
    guard total > 0 else { return }
    // 5. Every glue takes its share of the extra width; beyond their limit (a ratio of 1)
    //    the letters keep their limit and the spaces take the rest.
    let beyond = abs(Double(extra)) > total
    let spaceExtra = beyond ? Double(extra) - (extra > 0 ? trackingTotal : -trackingTotal) : Double(extra)
    let spaceTotal = beyond ? total - trackingTotal : total
    var shares: [Int64] = weights.map { glue in
      if beyond && glue.isTracking {
        return Int64((extra > 0 ? glue.weight : -glue.weight).rounded(.towardZero))
      }
      return Int64((spaceExtra * glue.weight / spaceTotal).rounded(.towardZero))
    }
    let given = shares.reduce(0, +)
    if let last = weights.lastIndex(where: { !$0.isTracking }) { shares[last] += extra - given }
    for (slot, glue) in weights.enumerated() {
      let character = glue.character
      guard let glyph = glyphOf[character] else { continue }
      let current = Int64(glyph.glyphs.pointee.glyphs[glyph.index].geometry.width)
      setWidth(of: glyph, to: max(current + shares[slot], 0))
    }
  }

  /// The hyphen glyph of a font and its advance in Pango units: U+2010 HYPHEN, or the
  /// hyphen-minus when the font has no U+2010.
  static func hyphenGlyph(_ font: UnsafeMutablePointer<PangoFont>?) -> (PangoGlyph, Int64)? {
    guard let font, let harfBuzz = pango_font_get_hb_font(font) else { return nil }
    for character: hb_codepoint_t in [0x2010, 0x2D] {
      var glyph: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(harfBuzz, character, &glyph) != 0 else { continue }
      var logical = PangoRectangle()
      pango_font_get_glyph_extents(font, glyph, nil, &logical)
      return (glyph, Int64(logical.width))
    }
    return nil
  }

  private func setWidth(of glyph: GlyphReference, to width: Int64) {
    glyph.glyphs.pointee.glyphs[glyph.index].geometry.width = Int32(clamping: width)
  }
}

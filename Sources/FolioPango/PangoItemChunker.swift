import Foundation

/// Where long text is cut into separate Pango items.
///
/// Pango 1.50 re-shapes the rest of an item on every line it breaks (quadratic in the
/// item's length; docs/benchmarks.md, "Figures the code was shaped by") and adds an item's
/// glyph widths in 32 bits (an item wider than 2,097,152 pt overflows and its text is
/// lost). So no item may be longer than `hard` bytes:
///
/// 1. A chunk ends at the first word start after white space once it is `soft` bytes
///    long — such cuts change nothing in the output (Pango breaks lines there anyway).
/// 2. Inside a word, a chunk ends at the next grapheme boundary once it is `hard` bytes
///    long (only words over 4 KB at 11 pt; the kerning pair at the cut is lost).
/// 3. Paragraph and tab boundaries start a new chunk, as they start a new Pango item.
///
/// `hard` keeps a chunk at most about 1,000,000 pt wide: `hard × (4 em + spacing)`.
struct PangoItemChunker {
  let soft: Int
  let hard: Int
  private var offset = 0
  private var start = 0
  private var previousIsSpace = false
  /// Texts this short are never cut (no chunk is shorter than 32 bytes).
  static let shortestCut = 32

  /// Byte offsets where new items start.
  private(set) var cuts: [Int] = []

  init(maximumFontSize: CGFloat, maximumSpacing: CGFloat) {
    let estimate = maximumFontSize + maximumSpacing / 4
    let perByte = estimate.isFinite ? max(estimate, 1) : .greatestFiniteMagnitude
    hard = min(4096, max(64, Int(saturating: (250_000 / perByte).rounded(.down))))
    soft = min(1024, hard / 2)
  }

  /// Feeds the next run's string, as appended to the UTF-8 buffer.
  mutating func append(_ string: String) {
    let count = string.utf8.count
    if offset + count - start < soft {
      // Fast path: no cut can fall in this run.
      var index = 0
      for byte in string.utf8 {
        index += 1
        if byte == 0x0A || byte == 0x09 { start = offset + index }
      }
      previousIsSpace = string.unicodeScalars.last?.properties.isWhitespace ?? previousIsSpace
      offset += count
      return
    }
    for character in string {
      let isSpace = character.isWhitespace
      let length = offset - start
      if (length >= soft && previousIsSpace && !isSpace) || length >= hard {
        cuts.append(offset)
        start = offset
      }
      offset += character.utf8.count
      if character == "\n" || character == "\t" || character == "\u{2028}" { start = offset }
      previousIsSpace = isSpace
    }
  }
}

/// The cap on combining marks after one character: text is handed to Pango with at most
/// `limit` marks in a row (Unicode's stream-safe limit, UAX #15), since a letter followed by
/// hundreds of thousands of accents costs Pango time quadratic in their number, and no
/// writing system stacks more than a few.
package enum CombiningMarks {
  /// The most marks kept in a row.
  package static let limit = 30

  /// Whether `string` may hold more than `limit` marks in a row, from its bytes alone:
  /// more than `limit` characters in a row that are not ASCII (most text is answered after
  /// one pass over its bytes with no decoding).
  package static func mayExceed(_ string: String) -> Bool {
    var run = 0
    for byte in string.utf8 {
      if byte < 0x80 {
        run = 0
      } else if byte >= 0xC0 {
        run += 1
        if run > limit { return true }
      }
    }
    return false
  }

  /// `string` with the marks beyond `limit` in each run left out, and how many were; nil
  /// when it has no such run. A mark is a character of general category Mn, Mc or Me.
  package static func capped(_ string: String) -> (string: String, dropped: Int)? {
    guard mayExceed(string) else { return nil }
    var result = String.UnicodeScalarView()
    var run = 0
    var dropped = 0
    for scalar in string.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark:
        run += 1
        if run > limit {
          dropped += 1
          continue
        }
      default:
        run = 0
      }
      result.append(scalar)
    }
    return dropped > 0 ? (String(result), dropped) : nil
  }
}

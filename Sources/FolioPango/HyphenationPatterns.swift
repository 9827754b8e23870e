import Foundation

/// A hyphenation dictionary in libhyphen's format (Debian's `/usr/share/hyphen/*.dic`),
/// loaded and applied by Folio itself with the same results as libhyphen 2.8.8
/// (docs/text.md, "Hyphenation").
///
/// libhyphen's own loader takes about 3 s for the German dictionary (its hash table is far
/// smaller than the 300,000 states of the German patterns); this one reads it in tens of
/// milliseconds. The results are checked against libhyphen's, word for word, in the tests.
///
/// A dictionary has one or two levels: patterns for the breaks between the parts of a
/// compound word, then (after `NEXTLEVEL`) patterns for the breaks inside each part. A
/// file without `NEXTLEVEL` gets libhyphen's implicit first level, which breaks at hyphens
/// and apostrophes.
package final class HyphenationPatterns: Sendable {
  /// One level of patterns: an automaton whose states are every prefix of a pattern, with
  /// the longest proper suffix that is also a state as each state's fallback.
  final class Level: Sendable {
    /// Transitions, keyed by `state << 8 | byte`.
    let transitions: [Int: Int32]
    /// Each state's fallback; -1 for the empty prefix.
    let fallbacks: [Int32]
    /// Each state's pattern digits (one more than its letters), empty when it is no
    /// pattern's letters.
    let digits: [[UInt8]]
    let leftMinimum: Int
    let rightMinimum: Int
    let compoundLeftMinimum: Int
    let compoundRightMinimum: Int
    /// Strings no break may touch (`NOHYPHEN`).
    let noHyphen: [[UInt8]]
    let next: Level?

    init(_ builder: LevelBuilder, next: Level?) {
      transitions = builder.transitions
      digits = builder.digits
      leftMinimum = builder.leftMinimum
      rightMinimum = builder.rightMinimum
      compoundLeftMinimum = builder.compoundLeftMinimum
      compoundRightMinimum = builder.compoundRightMinimum
      noHyphen = builder.noHyphen
      self.next = next
      // Fallbacks breadth first, as for Aho–Corasick: a state's fallback is found from its
      // parent's.
      var fallbacks = [Int32](repeating: -1, count: builder.digits.count)
      var children = [[(UInt8, Int32)]](repeating: [], count: builder.digits.count)
      for (key, child) in builder.transitions { children[key >> 8].append((UInt8(key & 0xFF), child)) }
      var queue: [Int32] = [0]
      var head = 0
      while head < queue.count {
        let state = Int(queue[head])
        head += 1
        for (byte, child) in children[state] {
          var candidate = fallbacks[state]
          var found: Int32 = 0
          while candidate >= 0 {
            if let next = builder.transitions[Int(candidate) << 8 | Int(byte)] {
              found = next
              break
            }
            candidate = fallbacks[Int(candidate)]
          }
          fallbacks[Int(child)] = found
          queue.append(child)
        }
      }
      self.fallbacks = fallbacks
    }
  }

  /// A level while its lines are read.
  struct LevelBuilder {
    var transitions: [Int: Int32] = [:]
    var digits: [[UInt8]] = [[]]
    var leftMinimum = 0
    var rightMinimum = 0
    var compoundLeftMinimum = 0
    var compoundRightMinimum = 0
    var noHyphen: [[UInt8]] = []

    /// 1. A keyword line sets a minimum or the `NOHYPHEN` strings.
    /// 2. A line with `/` (a pattern that changes spelling, which no Debian dictionary
    ///    has) is left out.
    /// 3. Otherwise the line up to its first space is a pattern: letters, each with the
    ///    digit before it (the last of several), and a digit after the last letter. Its
    ///    state gets its digits (a later line with the same letters wins), and every
    ///    prefix of its letters becomes a state.
    mutating func add(line: ArraySlice<UInt8>) {
      // 1. Keywords.
      for keyword in Self.minimumKeywords where line.starts(with: keyword.utf8) {
        let value = Self.integer(line.dropFirst(keyword.utf8.count))
        switch keyword {
        case "LEFTHYPHENMIN": leftMinimum = value
        case "RIGHTHYPHENMIN": rightMinimum = value
        case "COMPOUNDLEFTHYPHENMIN": compoundLeftMinimum = value
        default: compoundRightMinimum = value
        }
        return
      }
      if line.starts(with: "NOHYPHEN".utf8) {
        var rest = line.dropFirst(8).drop { $0 == 0x20 || $0 == 0x09 }
        if rest.last == 0x0A { rest = rest.dropLast() }
        if rest.last == 0x0D { rest = rest.dropLast() }
        noHyphen = rest.split(separator: 0x2C, omittingEmptySubsequences: true).map(Array.init)
        return
      }
      // 2. Spelling changes.
      if line.contains(0x2F) { return }
      // 3. A pattern.
      var letters: [UInt8] = []
      var values: [UInt8] = [0]
      for byte in line {
        guard byte > 0x20 else { break }
        if byte >= 0x30 && byte <= 0x39 {
          values[values.count - 1] = byte - 0x30
        } else {
          letters.append(byte)
          values.append(0)
        }
      }
      guard !letters.isEmpty else { return }
      var state = 0
      for byte in letters {
        let key = state << 8 | Int(byte)
        if let next = transitions[key] {
          state = Int(next)
        } else {
          let next = digits.count
          digits.append([])
          transitions[key] = Int32(next)
          state = next
        }
      }
      digits[state] = values
    }

    private static let minimumKeywords = [
      "LEFTHYPHENMIN", "RIGHTHYPHENMIN", "COMPOUNDLEFTHYPHENMIN", "COMPOUNDRIGHTHYPHENMIN",
    ]

    /// The number at the start of `text` after spaces, as C's `atoi` reads it.
    private static func integer(_ text: ArraySlice<UInt8>) -> Int {
      var value = 0
      for byte in text.drop(while: { $0 == 0x20 || $0 == 0x09 }) {
        guard byte >= 0x30 && byte <= 0x39 else { break }
        value = min(value * 10 + Int(byte - 0x30), 1_000)
      }
      return value
    }
  }

  /// Whether words are given in UTF-8 (else in the 8-bit charset the file names).
  package let isUTF8: Bool
  /// The level applied first.
  let top: Level

  /// Reads a dictionary file; nil when it cannot be read.
  package convenience init?(contentsOf path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: [UInt8](data))
  }

  /// Reads a dictionary from its bytes.
  ///
  /// 1. The first line names the charset (`UTF-8` or an 8-bit one).
  /// 2. Lines are read as libhyphen reads them (at most 99 bytes at a time); `%` starts a
  ///    comment; `NEXTLEVEL` ends the first level and starts the second.
  /// 3. A file with one level gets the implicit first level: `NOHYPHEN` of the hyphen and
  ///    apostrophes, breaks after them, and its minimums from the file's.
  package init(data: [UInt8]) {
    // 1. Charset.
    var lines = Self.lines(data)
    let charset = lines.first.map { Array($0.filter { $0 != 0x0A && $0 != 0x0D }) } ?? []
    isUTF8 = charset == Array("UTF-8".utf8)
    if !lines.isEmpty { lines.removeFirst() }
    // 2. Levels.
    var levels = [LevelBuilder()]
    for line in lines {
      if line.starts(with: "NEXTLEVEL".utf8) {
        if levels.count == 2 { break }
        levels.append(LevelBuilder())
        continue
      }
      if line.first != 0x25 { levels[levels.count - 1].add(line: line) }
    }
    if levels.count == 2 {
      top = Level(levels[0], next: Level(levels[1], next: nil))
      return
    }
    // 3. The implicit first level.
    let only = levels[0]
    var implicit = LevelBuilder()
    if isUTF8 {
      implicit.add(line: ArraySlice(Array("NOHYPHEN ',\u{2013},\u{2019},-\n".utf8)))
      for pattern in ["1-1", "1'1", "1\u{2013}1", "1\u{2019}1"] {
        implicit.add(line: ArraySlice(Array(pattern.utf8)))
      }
    } else {
      implicit.add(line: ArraySlice(Array("NOHYPHEN ',-\n".utf8)))
      for pattern in ["1-1", "1'1"] { implicit.add(line: ArraySlice(Array(pattern.utf8))) }
    }
    implicit.leftMinimum = only.leftMinimum
    implicit.rightMinimum = only.rightMinimum
    implicit.compoundLeftMinimum =
      only.compoundLeftMinimum > 0 ? only.compoundLeftMinimum : (only.leftMinimum > 0 ? only.leftMinimum : 3)
    implicit.compoundRightMinimum =
      only.compoundRightMinimum > 0
      ? only.compoundRightMinimum : (only.rightMinimum > 0 ? only.rightMinimum : 3)
    top = Level(implicit, next: Level(only, next: nil))
  }

  /// The file's lines as `fgets` with a 100-byte buffer gives them: up to and including a
  /// newline, at most 99 bytes each.
  private static func lines(_ data: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    while start < data.count {
      var end = start
      while end < data.count, end - start < 99 {
        end += 1
        if data[end - 1] == 0x0A { break }
      }
      lines.append(data[start..<end])
      start = end
    }
    return lines
  }
}

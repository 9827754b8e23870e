import Foundation

/// A hyphenation dictionary in libhyphen's format (Debian's `/usr/share/hyphen/*.dic`),
/// read and applied by Folio itself with the same results as libhyphen 2.8.8
/// (docs/text.md, "Hyphenation").
///
/// libhyphen's own loader takes about 3 s for the German dictionary (its hash table is far
/// smaller than the 300,000 states of the German patterns). This reader maps the file and
/// chains its lines by their first three letters when it opens it (`PatternFile`: one pass
/// that sorts and copies nothing), and reads the patterns of three letters and a fourth the
/// first time a word needs them (`TrigramPatterns`). The results are checked against
/// libhyphen's, word for word, in the tests.
///
/// A dictionary has one or two levels: patterns for the breaks between the parts of a
/// compound word, then (after `NEXTLEVEL`) patterns for the breaks inside each part. A
/// file without `NEXTLEVEL` gets libhyphen's implicit first level, which breaks at hyphens
/// and apostrophes.
///
/// `@unchecked Sendable`: the patterns read on demand are written by `breaks`, which
/// `Hyphenator` calls under its lock; nothing else changes after `init`.
package final class HyphenationPatterns: @unchecked Sendable {
  /// One level of patterns.
  final class Level {
    /// The file, with its indexed lines.
    let file: PatternFile
    /// The last indexed line of each chain of this level, or −1 (a power of two of them).
    let heads: [Int32]
    /// The patterns of one or two letters, by their letters (`first << 8 | second`, or
    /// `first` alone with bit 16 set).
    let short: [UInt32: [UInt8]]
    /// The patterns of a trigram and a fourth letter (0 for none), once read, by
    /// `trigram << 8 | fourth`.
    var read: [UInt32: TrigramPatterns] = [:]
    /// The lines of a trigram by their fourth letter, once found.
    var groups: [UInt32: [UInt8: [Int32]]] = [:]
    /// Whether some pattern starts with a trigram, once found.
    var prefixes: [UInt32: Bool] = [:]
    /// The patterns of three letters or more given in code (the implicit level's).
    let fixed: [UInt32: TrigramPatterns]
    /// Whether some pattern starts with a byte, and with a pair of bytes.
    let startsWith: [Bool]
    let startsWithPair: [Bool]
    /// The most letters a pattern has, or an upper bound (0 for a level without patterns).
    let longest: Int
    let leftMinimum: Int
    let rightMinimum: Int
    let compoundLeftMinimum: Int
    let compoundRightMinimum: Int
    /// Strings no break may touch (`NOHYPHEN`).
    let noHyphen: [[UInt8]]
    let next: Level?

    init(_ builder: LevelBuilder, file: PatternFile, next: Level?) {
      self.file = file
      heads = builder.heads
      short = builder.short
      longest = builder.indexedLines > 0 ? 1_000 : builder.longest
      startsWith = builder.startsWith
      startsWithPair = builder.startsWithPair
      leftMinimum = builder.leftMinimum
      rightMinimum = builder.rightMinimum
      compoundLeftMinimum = builder.compoundLeftMinimum
      compoundRightMinimum = builder.compoundRightMinimum
      noHyphen = builder.noHyphen
      self.next = next
      fixed = builder.fixed.mapValues { TrigramPatterns(patterns: $0) }
    }

    /// Whether some pattern's letters start with these (a state of libhyphen's automaton).
    func isPrefix(_ letters: ArraySlice<UInt8>) -> Bool {
      let first = letters.startIndex
      switch letters.count {
      case 1: return startsWith[Int(letters[first])]
      case 2: return startsWithPair[Int(letters[first]) << 8 | Int(letters[first + 1])]
      case 3: return hasLines(letters)
      default: return trigram(letters).hasPrefix(letters)
      }
    }

    /// The digits of the pattern with these letters (one more digit than letters), or nil.
    func digits(_ letters: ArraySlice<UInt8>) -> [UInt8]? {
      let first = letters.startIndex
      switch letters.count {
      case 1: return short[1 << 16 | UInt32(letters[first])]
      case 2: return short[UInt32(letters[first]) << 8 | UInt32(letters[first + 1])]
      default: return trigram(letters).digits(letters)
      }
    }

    /// The patterns starting with the first three of `letters` and, for four letters or
    /// more, with its fourth too (read on first use): a trigram's lines are sorted by their
    /// fourth letter when first asked for, and only the groups words need are read.
    private func trigram(_ letters: ArraySlice<UInt8>) -> TrigramPatterns {
      let first = letters.startIndex
      let trigram =
        UInt32(letters[first]) << 16 | UInt32(letters[first + 1]) << 8 | UInt32(letters[first + 2])
      if heads.isEmpty { return fixed[trigram] ?? TrigramPatterns(patterns: []) }
      let fourth = letters.count > 3 ? letters[first + 3] : 0
      let key = trigram << 8 | UInt32(fourth)
      if let known = read[key] { return known }
      let groups = lines(trigram)
      let patterns = TrigramPatterns(lines: groups[fourth] ?? [], of: file)
      read[key] = patterns
      return patterns
    }

    /// Whether some pattern starts with a trigram's three letters.
    private func hasLines(_ letters: ArraySlice<UInt8>) -> Bool {
      let first = letters.startIndex
      let trigram =
        UInt32(letters[first]) << 16 | UInt32(letters[first + 1]) << 8 | UInt32(letters[first + 2])
      if heads.isEmpty { return fixed[trigram] != nil }
      if let known = prefixes[trigram] { return known }
      // A pattern that changes spelling (`/`) is left out.
      let found = lines(trigram).values.contains { lines in
        !file.hasSlash || lines.contains { !file.bytes[file.range(of: $0)].contains(0x2F) }
      }
      prefixes[trigram] = found
      return found
    }

    /// A trigram's lines by their fourth letter, found on first use.
    private func lines(_ trigram: UInt32) -> [UInt8: [Int32]] {
      if let known = groups[trigram] { return known }
      let found = file.lines(trigram, heads: heads)
      groups[trigram] = found
      return found
    }
  }

  /// A level while the file is indexed.
  struct LevelBuilder {
    /// The chains of the level's indexed lines (`Level.heads`), and how many there are.
    var heads: [Int32] = []
    var indexedLines = 0
    var short: [UInt32: [UInt8]] = [:]
    var fixed: [UInt32: [(letters: [UInt8], digits: [UInt8])]] = [:]
    var startsWith = [Bool](repeating: false, count: 256)
    var startsWithPair = [Bool](repeating: false, count: 65_536)
    var longest = 0
    var leftMinimum = 0
    var rightMinimum = 0
    var compoundLeftMinimum = 0
    var compoundRightMinimum = 0
    var noHyphen: [[UInt8]] = []

    /// Appends a pattern line's letters to `letters` and its digits to `digits`: a digit
    /// before each letter (the last of several) and one after the last letter; the line
    /// is read up to its first space.
    static func appendPattern<Line: Collection<UInt8>>(
      _ line: Line, letters: inout [UInt8], digits: inout [UInt8]
    ) {
      digits.append(0)
      for byte in line {
        guard byte > 0x20 else { break }
        if byte >= 0x30 && byte <= 0x39 {
          digits[digits.count - 1] = byte - 0x30
        } else {
          letters.append(byte)
          digits.append(0)
        }
      }
    }

    /// A pattern line's letters, each with the digit before it (the last of several), and
    /// the digit after the last letter; the line is read up to its first space.
    static func pattern<Line: Collection<UInt8>>(_ line: Line) -> (letters: [UInt8], digits: [UInt8]) {
      var letters: [UInt8] = []
      var digits: [UInt8] = []
      appendPattern(line, letters: &letters, digits: &digits)
      return (letters, digits)
    }

    /// A pattern of one or two letters (`count`), read now, unless it changes spelling.
    mutating func addShort<Line: Collection<UInt8>>(_ line: Line, count: Int) {
      guard !line.contains(0x2F) else { return }
      let pattern = Self.pattern(line)
      guard pattern.letters.count == count else { return }
      longest = max(longest, count)
      addShort(pattern)
    }

    private mutating func addShort(_ pattern: (letters: [UInt8], digits: [UInt8])) {
      let letters = pattern.letters
      startsWith[Int(letters[0])] = true
      if letters.count == 2 {
        startsWithPair[Int(letters[0]) << 8 | Int(letters[1])] = true
        short[UInt32(letters[0]) << 8 | UInt32(letters[1])] = pattern.digits
      } else {
        short[1 << 16 | UInt32(letters[0])] = pattern.digits
      }
    }

    /// A pattern given in code (the implicit level's).
    mutating func addFixed(_ text: String) {
      let pattern = Self.pattern(Array(text.utf8))
      let letters = pattern.letters
      longest = max(longest, letters.count)
      guard letters.count >= 3 else { return addShort(pattern) }
      startsWith[Int(letters[0])] = true
      startsWithPair[Int(letters[0]) << 8 | Int(letters[1])] = true
      let trigram = UInt32(letters[0]) << 16 | UInt32(letters[1]) << 8 | UInt32(letters[2])
      fixed[trigram, default: []].append(pattern)
    }

    /// Reads a keyword line; false when the line is no keyword.
    mutating func addKeyword(_ line: ArraySlice<UInt8>) -> Bool {
      for keyword in Self.minimumKeywords where line.starts(with: keyword.utf8) {
        let value = Self.integer(line.dropFirst(keyword.utf8.count))
        switch keyword {
        case "LEFTHYPHENMIN": leftMinimum = value
        case "RIGHTHYPHENMIN": rightMinimum = value
        case "COMPOUNDLEFTHYPHENMIN": compoundLeftMinimum = value
        default: compoundRightMinimum = value
        }
        return true
      }
      guard line.starts(with: "NOHYPHEN".utf8) else { return false }
      var rest = line.dropFirst(8).drop { $0 == 0x20 || $0 == 0x09 }
      if rest.last == 0x0A { rest = rest.dropLast() }
      if rest.last == 0x0D { rest = rest.dropLast() }
      noHyphen = rest.split(separator: 0x2C, omittingEmptySubsequences: true).map(Array.init)
      return true
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
    guard let file = PatternFile(contentsOf: path) else { return nil }
    self.init(file: file)
  }

  /// Reads a dictionary from its bytes.
  package convenience init(data: [UInt8]) { self.init(file: PatternFile(data: data)) }

  /// Reads a dictionary.
  ///
  /// 1. The first line names the charset (`UTF-8` or an 8-bit one).
  /// 2. Lines are read as libhyphen reads them (at most 99 bytes at a time); `%` starts a
  ///    comment; `NEXTLEVEL` ends the first level and starts the second.
  /// 3. A file with one level gets the implicit first level: `NOHYPHEN` of the hyphen and
  ///    apostrophes, breaks after them, and its minimums from the file's.
  private init(file: PatternFile) {
    // 1. Charset.
    let bytes = file.bytes
    let start = Self.lineEnd(bytes, from: 0)
    isUTF8 = bytes[0..<start].filter { $0 != 0x0A && $0 != 0x0D }.elementsEqual("UTF-8".utf8)
    // 2. Levels.
    var lines = 0
    let first = Self.indexLevel(file, from: start, lines: &lines)
    if let second = first.next {
      let next = Self.indexLevel(file, from: second, lines: &lines).builder
      top = Level(first.builder, file: file, next: Level(next, file: file, next: nil))
      return
    }
    // 3. The implicit first level.
    let only = first.builder
    var implicit = LevelBuilder()
    if isUTF8 {
      _ = implicit.addKeyword(ArraySlice(Array("NOHYPHEN ',\u{2013},\u{2019},-\n".utf8)))
      for pattern in ["1-1", "1'1", "1\u{2013}1", "1\u{2019}1"] { implicit.addFixed(pattern) }
    } else {
      _ = implicit.addKeyword(ArraySlice(Array("NOHYPHEN ',-\n".utf8)))
      for pattern in ["1-1", "1'1"] { implicit.addFixed(pattern) }
    }
    implicit.leftMinimum = only.leftMinimum
    implicit.rightMinimum = only.rightMinimum
    implicit.compoundLeftMinimum =
      only.compoundLeftMinimum > 0 ? only.compoundLeftMinimum : (only.leftMinimum > 0 ? only.leftMinimum : 3)
    implicit.compoundRightMinimum =
      only.compoundRightMinimum > 0
      ? only.compoundRightMinimum : (only.rightMinimum > 0 ? only.rightMinimum : 3)
    top = Level(implicit, file: file, next: Level(only, file: file, next: nil))
  }

  /// Indexes one level's lines from `start` up to `NEXTLEVEL` (`next` is the line after
  /// it; nil at the end of the file), numbering its indexed lines from `lines` on.
  ///
  /// 1. A comment line (`%`) is skipped; a keyword line sets a minimum or `NOHYPHEN`.
  /// 2. A line whose pattern has three letters or more is chained by its first three
  ///    letters, to be read when a word needs them.
  /// 3. A pattern of one or two letters is read now.
  private static func indexLevel(_ file: PatternFile, from start: Int, lines: inout Int)
    -> (builder: LevelBuilder, next: Int?)
  {
    let bytes = file.bytes
    var builder = LevelBuilder()
    var bucketCount = 1_024
    while bucketCount < (bytes.count - start) / 64 { bucketCount *= 2 }
    var heads = [Int32](repeating: -1, count: bucketCount)
    var startsWith = [Bool](repeating: false, count: 256)
    var startsWithPair = [Bool](repeating: false, count: 65_536)
    var next: Int?
    var position = start
    var count = lines
    heads.withUnsafeMutableBufferPointer { heads in
      startsWith.withUnsafeMutableBufferPointer { startsWith in
        startsWithPair.withUnsafeMutableBufferPointer { startsWithPair in
          while position < bytes.count {
            let end = lineEnd(bytes, from: position)
            defer { position = end }
            // 1. Comments, keywords and the next level.
            let first = bytes[position]
            if first == 0x25 { continue }
            if first == 0x4E, bytes[position..<end].starts(with: "NEXTLEVEL".utf8) {
              next = end
              break
            }
            if first >= 0x41 && first <= 0x5A, builder.addKeyword(ArraySlice(bytes[position..<end])) {
              continue
            }
            // 2. A pattern of three letters or more.
            let (head, letters) = file.head(at: position, end: end)
            if letters >= 3 {
              let trigram = letters == 4 ? head >> 8 : head
              precondition(count < file.capacity, "an indexed line has at least four bytes")
              let bucket = PatternFile.bucket(trigram, count: bucketCount)
              file.previous[count] = heads[bucket]
              file.starts[count] = Int32(position)
              file.keys[count] = letters == 4 ? head : head << 8
              heads[bucket] = Int32(count)
              startsWith[Int(trigram >> 16)] = true
              startsWithPair[Int(trigram >> 8)] = true
              count += 1
            } else if letters > 0 {
              // 3. A short pattern.
              builder.addShort(bytes[position..<end], count: letters)
            }
          }
        }
      }
    }
    builder.indexedLines = count - lines
    lines = count
    if builder.indexedLines > 0 { builder.heads = heads }
    for index in 0..<256 where startsWith[index] { builder.startsWith[index] = true }
    for index in 0..<65_536 where startsWithPair[index] { builder.startsWithPair[index] = true }
    return (builder, next)
  }

  /// Where the line from `start` ends as `fgets` with a 100-byte buffer reads it: after
  /// its newline, or after 99 bytes.
  static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let limit = min(start + 99, bytes.count)
    guard let base = bytes.baseAddress, limit > start else { return limit }
    guard let newline = memchr(UnsafeRawPointer(base + start), 0x0A, limit - start) else { return limit }
    return UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
  }
}

import Foundation

/// A hyphenation dictionary in libhyphen's format (Debian's `/usr/share/hyphen/*.dic`),
/// read and applied by Folio itself with the same results as libhyphen 2.8.8
/// (docs/text.md, "Hyphenation").
///
/// libhyphen's own loader takes seconds for the German dictionary (its hash table is far
/// smaller than the German patterns' states; docs/benchmarks.md, "Figures the code was
/// shaped by"). This reader maps the file and chains its lines by their first three letters
/// when it opens it (`PatternFile`: one pass that sorts and copies nothing), and reads the
/// patterns of three letters and a fourth the first time a word needs them
/// (`TrigramPatterns`). The results are checked against libhyphen's, word for word, in the
/// tests.
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
    let short: KeyTable<[UInt8]>
    /// The patterns of a trigram and a fourth letter (0 for none), once read, by
    /// `trigram << 8 | fourth`.
    var read = KeyTable<TrigramPatterns>(expected: 256)
    /// The lines of each trigram and fourth letter, by `trigram << 8 | fourth`, once their
    /// trigram's chain was walked.
    var groups = KeyTable<[Int32]>(expected: 256)
    /// Whether some pattern starts with a trigram, once its chain was walked.
    var prefixes = KeyTable<Bool>(expected: 256)
    /// The patterns of three letters or more given in code (the implicit level's).
    let fixed: KeyTable<TrigramPatterns>
    /// Whether some pattern starts with a byte, and with a pair of bytes.
    let startsWith: BitSet
    let startsWithPair: BitSet
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
      var fixed = KeyTable<TrigramPatterns>()
      for trigram in builder.fixedTrigrams {
        if let patterns = builder.fixed[trigram] { fixed.set(trigram, TrigramPatterns(patterns: patterns)) }
      }
      self.fixed = fixed
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
    /// more, with its fourth too (read from their lines on first use).
    private func trigram(_ letters: ArraySlice<UInt8>) -> TrigramPatterns {
      let first = letters.startIndex
      let trigram =
        UInt32(letters[first]) << 16 | UInt32(letters[first + 1]) << 8 | UInt32(letters[first + 2])
      if heads.isEmpty { return fixed[trigram] ?? TrigramPatterns(patterns: []) }
      let fourth = letters.count > 3 ? letters[first + 3] : 0
      let key = trigram << 8 | UInt32(fourth)
      if let known = read[key] { return known }
      walk(trigram)
      let patterns = TrigramPatterns(lines: groups[key] ?? [], of: file)
      read.set(key, patterns)
      return patterns
    }

    /// Whether some pattern starts with a trigram's three letters.
    private func hasLines(_ letters: ArraySlice<UInt8>) -> Bool {
      let first = letters.startIndex
      let trigram =
        UInt32(letters[first]) << 16 | UInt32(letters[first + 1]) << 8 | UInt32(letters[first + 2])
      if heads.isEmpty { return fixed[trigram] != nil }
      walk(trigram)
      return prefixes[trigram] ?? false
    }

    /// Walks a trigram's chain once: its lines grouped by their fourth letter (`groups`),
    /// and whether it has any (`prefixes`).
    private func walk(_ trigram: UInt32) {
      guard prefixes[trigram] == nil else { return }
      var lines = file.lines(startingWith: trigram, heads: heads)
      prefixes.set(trigram, !lines.isEmpty)
      lines.sort { $0.key < $1.key }
      var start = 0
      while start < lines.count {
        var end = start + 1
        while end < lines.count && lines[end].key == lines[start].key { end += 1 }
        groups.set(lines[start].key, lines[start..<end].map(\.line))
        start = end
      }
    }
  }

  /// A level while the file is indexed.
  struct LevelBuilder {
    /// The chains of the level's indexed lines (`Level.heads`), and how many there are.
    var heads: [Int32] = []
    var indexedLines = 0
    var short = KeyTable<[UInt8]>()
    var fixed = KeyTable<[(letters: [UInt8], digits: [UInt8])]>()
    /// The keys of `fixed`, in the order they were added.
    var fixedTrigrams: [UInt32] = []
    var startsWith = BitSet(count: 256)
    var startsWithPair = BitSet(count: 65_536)
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
        short.set(UInt32(letters[0]) << 8 | UInt32(letters[1]), pattern.digits)
      } else {
        short.set(1 << 16 | UInt32(letters[0]), pattern.digits)
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
      if !fixed.contains(trigram) { fixedTrigrams.append(trigram) }
      fixed.set(trigram, (fixed[trigram] ?? []) + [pattern])
    }

    /// Whether a line is a keyword line (a minimum or `NOHYPHEN`).
    static func isKeyword<Line: Collection<UInt8>>(_ line: Line) -> Bool {
      minimumKeywords.contains { line.starts(with: $0.utf8) } || line.starts(with: "NOHYPHEN".utf8)
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

    static let minimumKeywords = [
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

  /// Whether the index was read from the index cache (`IndexCache`) rather than made by a
  /// pass over the file.
  package let isIndexFromCache: Bool

  /// Reads a dictionary file; nil when it cannot be read. Its index is read from the
  /// index cache in `cacheFolder` when one was made for this file, else made by a pass
  /// over the file and stored there; without a folder (or when it cannot be written) the
  /// index lives in memory only.
  package convenience init?(contentsOf path: String, cacheFolder: String? = IndexCache.defaultFolder()) {
    guard let file = PatternFile(contentsOf: path) else { return nil }
    self.init(file: file, cache: cacheFolder.map { IndexCache(folder: $0, dictionary: path) })
  }

  /// Reads a dictionary from its bytes.
  package convenience init(data: [UInt8]) { self.init(file: PatternFile(data: data), cache: nil) }

  /// Reads a dictionary.
  ///
  /// 1. The first line names the charset (`UTF-8` or an 8-bit one).
  /// 2. The index of the levels' lines: from the cache, else a pass over the file (lines
  ///    are read as libhyphen reads them, at most 99 bytes at a time; `%` starts a comment;
  ///    `NEXTLEVEL` ends the first level and starts the second), then stored in the cache.
  /// 3. Each level's keywords and short patterns are read from their lines.
  /// 4. A file with one level gets the implicit first level: `NOHYPHEN` of the hyphen and
  ///    apostrophes, breaks after them, and its minimums from the file's.
  private init(file: PatternFile, cache: IndexCache?) {
    // 1. Charset.
    let bytes = file.bytes
    let start = Self.lineEnd(bytes, from: 0)
    isUTF8 = bytes[0..<start].filter { $0 != 0x0A && $0 != 0x0D }.elementsEqual("UTF-8".utf8)
    // 2. The index.
    var levels: [LevelIndex]
    if let cache, let cached = cache.read(for: file) {
      levels = cached
      isIndexFromCache = true
    } else {
      var lines = 0
      file.prepareForPass()
      file.hasSlash = bytes.baseAddress.map { memchr($0, 0x2F, bytes.count) != nil } ?? false
      levels = [Self.indexLevel(file, from: start, lines: &lines)]
      if let second = levels[0].next { levels.append(Self.indexLevel(file, from: second, lines: &lines)) }
      isIndexFromCache = false
      cache?.write(levels, for: file)
    }
    // 3. Keywords and short patterns.
    let builders = levels.map { Self.builder(for: $0, file: file) }
    if builders.count == 2 {
      top = Level(builders[0], file: file, next: Level(builders[1], file: file, next: nil))
      return
    }
    // 4. The implicit first level.
    let only = builders[0]
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
  /// 1. A comment line (`%`) is skipped; a keyword line is noted, to be read after the
  ///    pass.
  /// 2. A line whose pattern has three letters or more is chained by its first three
  ///    letters, to be read when a word needs them, and its first two letters are noted.
  /// 3. A pattern of one or two letters is noted, to be read after the pass.
  private static func indexLevel(_ file: PatternFile, from start: Int, lines: inout Int) -> LevelIndex {
    let bytes = file.bytes
    // About a bucket per 256 bytes (German: 4,096 buckets for its 3,700 trigrams).
    var bucketCount = 1_024
    while bucketCount < (bytes.count - start) / 256 { bucketCount *= 2 }
    var index = LevelIndex(
      firstLine: lines, lineCount: 0, heads: [Int32](repeating: -1, count: bucketCount), otherLines: [],
      next: nil)
    var position = start
    var count = lines
    var lastPair: UInt32 = 0
    var startsWith = BitSet(count: 256)
    var startsWithPair = BitSet(count: 65_536)
    var otherLines: [Int32] = []
    var next: Int?
    index.heads.withUnsafeMutableBufferPointer { heads in
      while position < bytes.count {
        let (head, letters, end) = file.line(at: position)
        defer { position = end }
        // 1. Comments, keywords and the next level.
        let first = bytes[position]
        if first == 0x25 { continue }
        if first >= 0x41 && first <= 0x5A {
          if first == 0x4E, bytes[position..<end].starts(with: "NEXTLEVEL".utf8) {
            next = end
            break
          }
          if LevelBuilder.isKeyword(bytes[position..<end]) {
            otherLines.append(Int32(position))
            continue
          }
        }
        // 2. A pattern of three letters or more.
        if letters >= 3 {
          let trigram = letters == 4 ? head >> 8 : head
          precondition(count < file.capacity, "an indexed line has at least four bytes")
          let bucket = PatternFile.bucket(trigram, count: bucketCount)
          file.previous[count] = heads[bucket]
          file.starts[count] = Int32(position)
          file.keys[count] = letters == 4 ? head : head << 8
          heads[bucket] = Int32(count)
          count += 1
          // Consecutive lines mostly share their first two letters.
          if trigram >> 8 != lastPair {
            lastPair = trigram >> 8
            startsWith[Int(trigram >> 16)] = true
            startsWithPair[Int(trigram >> 8)] = true
          }
        } else if letters > 0 {
          // 3. A short pattern.
          otherLines.append(Int32(position))
        }
      }
    }
    index.lineCount = count - lines
    index.otherLines = otherLines
    index.next = next
    index.startsWith = startsWith
    index.startsWithPair = startsWithPair
    lines = count
    return index
  }

  /// A level's patterns from its index: its chains and first letters, and its keywords and
  /// short patterns read from their lines, in the file's order.
  private static func builder(for index: LevelIndex, file: PatternFile) -> LevelBuilder {
    let bytes = file.bytes
    var builder = LevelBuilder()
    builder.indexedLines = index.lineCount
    if index.lineCount > 0 { builder.heads = index.heads }
    builder.startsWith = index.startsWith
    builder.startsWithPair = index.startsWithPair
    builder.short = KeyTable(expected: index.otherLines.count)
    for start in index.otherLines {
      let (_, letters, end) = file.line(at: Int(start))
      let line = bytes[Int(start)..<end]
      if builder.addKeyword(ArraySlice(line)) { continue }
      builder.addShort(line, count: letters)
    }
    return builder
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

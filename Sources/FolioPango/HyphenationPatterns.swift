import Foundation

/// A hyphenation dictionary in libhyphen's format (Debian's `/usr/share/hyphen/*.dic`),
/// read and applied by Folio itself with the same results as libhyphen 2.8.8
/// (docs/text.md, "Hyphenation").
///
/// libhyphen's own loader takes about 3 s for the German dictionary (its hash table is far
/// smaller than the 300,000 states of the German patterns). This reader only indexes the
/// file's lines by their first three letters when it opens it (a few milliseconds), and
/// reads the patterns of a trigram the first time a word needs them: a sentence reads a
/// tenth of the German patterns, a chapter half. The results are checked against
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
    /// The file's bytes.
    let data: [UInt8]
    /// The patterns of three letters or more, as `first three letters << 32 | line`,
    /// sorted: each trigram's lines are together, in the file's order.
    let keys: [UInt64]
    /// Each line's range in `data`.
    let lines: [Range<Int32>]
    /// The patterns of one or two letters, by their letters (`first << 8 | second`, or
    /// `first` alone with bit 16 set).
    let short: [UInt32: [UInt8]]
    /// The patterns of a trigram, once read: their letters sorted, each with its digits.
    var read: [UInt32: [(letters: [UInt8], digits: [UInt8])]] = [:]
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

    init(_ builder: LevelBuilder, data: [UInt8], next: Level?) {
      self.data = data
      keys = Self.sortedByTrigram(builder.keys)
      lines = builder.lines
      short = builder.short
      longest = builder.keys.isEmpty ? builder.longest : 1_000
      startsWith = builder.startsWith
      startsWithPair = builder.startsWithPair
      leftMinimum = builder.leftMinimum
      rightMinimum = builder.rightMinimum
      compoundLeftMinimum = builder.compoundLeftMinimum
      compoundRightMinimum = builder.compoundRightMinimum
      noHyphen = builder.noHyphen
      self.next = next
      for (trigram, patterns) in builder.fixed {
        read[trigram] = patterns.sorted { $0.letters.lexicographicallyPrecedes($1.letters) }
      }
    }

    /// The keys in trigram order, each trigram's in the order given (a stable radix sort
    /// on the trigram's three bytes: a few linear passes instead of a comparison sort).
    private static func sortedByTrigram(_ keys: [UInt64]) -> [UInt64] {
      var keys = keys
      var buffer = [UInt64](repeating: 0, count: keys.count)
      for shift: UInt64 in [32, 40, 48] {
        var counts = [Int](repeating: 0, count: 257)
        for key in keys { counts[Int((key >> shift) & 0xFF) + 1] += 1 }
        for index in 1..<257 { counts[index] += counts[index - 1] }
        for key in keys {
          let bucket = Int((key >> shift) & 0xFF)
          buffer[counts[bucket]] = key
          counts[bucket] += 1
        }
        swap(&keys, &buffer)
      }
      return keys
    }

    /// Whether some pattern's letters start with these (a state of libhyphen's automaton).
    func isPrefix(_ letters: ArraySlice<UInt8>) -> Bool {
      let first = letters.startIndex
      switch letters.count {
      case 1: return startsWith[Int(letters[first])]
      case 2: return startsWithPair[Int(letters[first]) << 8 | Int(letters[first + 1])]
      default:
        let patterns = trigram(letters)
        let index = Self.lowerBound(patterns, letters)
        return index < patterns.count && patterns[index].letters.starts(with: letters)
      }
    }

    /// The digits of the pattern with these letters (one more digit than letters), or nil.
    func digits(_ letters: ArraySlice<UInt8>) -> [UInt8]? {
      let first = letters.startIndex
      switch letters.count {
      case 1: return short[1 << 16 | UInt32(letters[first])]
      case 2: return short[UInt32(letters[first]) << 8 | UInt32(letters[first + 1])]
      default:
        let patterns = trigram(letters)
        let index = Self.lowerBound(patterns, letters)
        guard index < patterns.count, patterns[index].letters.elementsEqual(letters) else { return nil }
        return patterns[index].digits
      }
    }

    /// The first pattern whose letters do not sort before `letters`.
    private static func lowerBound(
      _ patterns: [(letters: [UInt8], digits: [UInt8])], _ letters: ArraySlice<UInt8>
    )
      -> Int
    {
      var low = 0
      var high = patterns.count
      while low < high {
        let middle = (low + high) / 2
        if patterns[middle].letters.lexicographicallyPrecedes(letters) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }

    /// The patterns starting with the first three of `letters`, read on first use: a later
    /// line with the same letters wins, as in libhyphen.
    private func trigram(_ letters: ArraySlice<UInt8>) -> [(letters: [UInt8], digits: [UInt8])] {
      let first = letters.startIndex
      let trigram =
        UInt32(letters[first]) << 16 | UInt32(letters[first + 1]) << 8 | UInt32(letters[first + 2])
      if let known = read[trigram] { return known }
      // The trigram's keys, found by bisection; in the file's order.
      let lowest = UInt64(trigram) << 32
      var low = 0
      var high = keys.count
      while low < high {
        let middle = (low + high) / 2
        if keys[middle] < lowest { low = middle + 1 } else { high = middle }
      }
      var patterns: [(letters: [UInt8], digits: [UInt8], line: Int)] = []
      var index = low
      while index < keys.count, keys[index] >> 32 == UInt64(trigram) {
        let range = lines[Int(keys[index] & 0xFFFF_FFFF)]
        let line = data[Int(range.lowerBound)..<Int(range.upperBound)]
        // A pattern that changes spelling (`/`) is left out.
        if !line.contains(0x2F) {
          let pattern = LevelBuilder.pattern(line)
          patterns.append((pattern.letters, pattern.digits, index))
        }
        index += 1
      }
      // Sorted by letters, the last line of equal letters kept.
      patterns.sort {
        $0.letters == $1.letters ? $0.line < $1.line : $0.letters.lexicographicallyPrecedes($1.letters)
      }
      var kept: [(letters: [UInt8], digits: [UInt8])] = []
      kept.reserveCapacity(patterns.count)
      for pattern in patterns {
        if kept.last?.letters == pattern.letters { kept.removeLast() }
        kept.append((pattern.letters, pattern.digits))
      }
      read[trigram] = kept
      return kept
    }
  }

  /// A level while the file is indexed.
  struct LevelBuilder {
    var keys: [UInt64] = []
    var lines: [Range<Int32>] = []
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

    /// A pattern line's letters, each with the digit before it (the last of several), and
    /// the digit after the last letter; the line is read up to its first space.
    static func pattern(_ line: ArraySlice<UInt8>) -> (letters: [UInt8], digits: [UInt8]) {
      var letters: [UInt8] = []
      var digits: [UInt8] = [0]
      letters.reserveCapacity(line.count)
      digits.reserveCapacity(line.count + 1)
      for byte in line {
        guard byte > 0x20 else { break }
        if byte >= 0x30 && byte <= 0x39 {
          digits[digits.count - 1] = byte - 0x30
        } else {
          letters.append(byte)
          digits.append(0)
        }
      }
      return (letters, digits)
    }

    /// 1. A keyword line sets a minimum or the `NOHYPHEN` strings.
    /// 2. A line with `/` (a pattern that changes spelling, which no Debian dictionary
    ///    has) is left out.
    /// 3. Otherwise the line (from `start` to `end` of the file's bytes) up to its first
    ///    space is a pattern: one of one or two letters is read now, a longer one indexed
    ///    by its first three letters (read when a word needs them), without copying.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
      // 1. Keywords.
      let first = bytes[start]
      if first >= 0x41 && first <= 0x5A, addKeyword(ArraySlice(bytes[start..<end])) { return }
      // 2 and 3. Its first three letters; the rest of the line is read with its trigram.
      var count = 0
      var head: UInt32 = 0
      var index = start
      while index < end, count < 3 {
        let byte = bytes[index]
        if byte <= 0x20 || byte == 0x2F { break }
        if byte < 0x30 || byte > 0x39 {
          head = head << 8 | UInt32(byte)
          count += 1
        }
        index += 1
      }
      if count >= 3 {
        keys.append(UInt64(head) << 32 | UInt64(lines.count))
        lines.append(Int32(start)..<Int32(end))
        startsWith[Int(head >> 16)] = true
        startsWithPair[Int(head >> 8)] = true
        return
      }
      // A pattern of one or two letters, read now (unless it changes spelling).
      guard count > 0, !bytes[start..<end].contains(0x2F) else { return }
      let pattern = Self.pattern(ArraySlice(bytes[start..<end]))
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
      let pattern = Self.pattern(ArraySlice(Array(text.utf8)))
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
    guard let data = Self.contents(of: path) else { return nil }
    self.init(data: data)
  }

  /// A file's bytes read straight into an array (no `Data` to copy from), up to 64 MiB.
  private static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size >= 0, status.st_size < 64 << 20 else { return nil }
    let size = Int(status.st_size)
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      var done = 0
      while done < size {
        let got = read(descriptor, buffer.baseAddress! + done, size - done)
        if got < 0 && errno == EINTR { continue }
        if got <= 0 { break }
        done += got
      }
      failed = done != size
      count = done
    }
    return failed ? nil : bytes
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
    let (utf8, levels) = data.withUnsafeBufferPointer { Self.index($0) }
    isUTF8 = utf8
    if levels.count == 2 {
      top = Level(levels[0], data: data, next: Level(levels[1], data: data, next: nil))
      return
    }
    // 3. The implicit first level.
    let only = levels[0]
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
    top = Level(implicit, data: data, next: Level(only, data: data, next: nil))
  }

  /// The charset and the levels of a file's bytes (steps 1 and 2 of `init(data:)`).
  private static func index(_ bytes: UnsafeBufferPointer<UInt8>) -> (Bool, [LevelBuilder]) {
    var start = lineEnd(bytes, from: 0)
    let utf8 = bytes[0..<start].filter { $0 != 0x0A && $0 != 0x0D }.elementsEqual("UTF-8".utf8)
    var finished: LevelBuilder?
    var current = LevelBuilder()
    current.lines.reserveCapacity(bytes.count / 12)
    current.keys.reserveCapacity(bytes.count / 12)
    while start < bytes.count {
      let end = lineEnd(bytes, from: start)
      let first = bytes[start]
      if first == 0x4E, ArraySlice(bytes[start..<end]).starts(with: "NEXTLEVEL".utf8) {
        if finished != nil { break }
        finished = current
        current = LevelBuilder()
      } else if first != 0x25 {
        current.add(bytes, start, end)
      }
      start = end
    }
    return (utf8, finished.map { [$0, current] } ?? [current])
  }

  /// Where the line from `start` ends as `fgets` with a 100-byte buffer reads it: after
  /// its newline, or after 99 bytes.
  private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let limit = min(start + 99, bytes.count)
    guard let base = bytes.baseAddress, limit > start else { return limit }
    guard let newline = memchr(UnsafeRawPointer(base + start), 0x0A, limit - start) else { return limit }
    return UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
  }
}

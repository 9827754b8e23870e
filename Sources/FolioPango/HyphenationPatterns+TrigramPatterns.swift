import Foundation

extension HyphenationPatterns {
  /// The patterns that start with one trigram, read from their lines: their letters and
  /// digits in two flat arrays, sorted by letters, so a lookup is a bisection without
  /// allocating and a read allocates a few arrays rather than two per pattern.
  struct TrigramPatterns {
    /// The patterns' letters, one after the other.
    private var letters: [UInt8]
    /// Their digits (one more than letters each), one after the other.
    private var digits: [UInt8]
    /// Each pattern's letters (`start..<end`) and digits in the flat arrays, sorted by
    /// letters. (Plain integers rather than a `Range`: a range of a new bound type costs
    /// its first use in a process a conformance lookup.)
    private var entries: [(start: Int32, end: Int32, digits: Int32)] = []

    /// The patterns of `lines` of `data`; of lines with the same letters, the one with the
    /// highest line number wins (as in libhyphen, where a later line replaces an earlier).
    /// (A line that changes spelling, `/`, is left out when the lines are found.)
    init(lines: [Int32], of file: PatternFile) {
      let data = file.bytes
      let lines = lines.map { (range: file.range(of: $0), line: $0) }
      // 1. Each line's letters and digits, and a sort key: its 4th to 11th letters (the
      //    first three are the trigram's), so most comparisons compare two integers. The
      //    flat arrays are written through pointers, sized for every byte of the lines.
      var order: [(key: UInt64, start: Int32, end: Int32, digits: Int32, line: Int32)] = []
      order.reserveCapacity(lines.count)
      let total = lines.reduce(0) { $0 + $1.range.count }
      var digits: [UInt8] = []
      let letters = [UInt8](unsafeUninitializedCapacity: total) { letterBuffer, letterCount in
        digits = [UInt8](unsafeUninitializedCapacity: total + lines.count) { digitBuffer, digitCount in
          for (range, line) in lines {
            let letterStart = letterCount
            let digitStart = digitCount
            digitBuffer[digitCount] = 0
            digitCount += 1
            for byte in data[range] {
              guard byte > 0x20 else { break }
              if byte >= 0x30 && byte <= 0x39 {
                digitBuffer[digitCount - 1] = byte - 0x30
              } else {
                letterBuffer[letterCount] = byte
                letterCount += 1
                digitBuffer[digitCount] = 0
                digitCount += 1
              }
            }
            var key: UInt64 = 0
            for index in (letterStart + 3)..<(letterStart + 11) {
              key = key << 8 | UInt64(index < letterCount ? letterBuffer[index] : 0)
            }
            order.append((key, Int32(letterStart), Int32(letterCount), Int32(digitStart), line))
          }
        }
      }
      self.letters = letters
      self.digits = digits
      // 2. Sorted by letters (a prefix first), and by line among equal letters.
      letters.withUnsafeBufferPointer { flat in
        order.sort {
          if $0.key != $1.key { return $0.key < $1.key }
          let order = Self.compare(flat, $0.start, $0.end, flat, $1.start, $1.end)
          return order == 0 ? $0.line < $1.line : order < 0
        }
      }
      // 3. Of equal letters, the last line's pattern is kept.
      entries.reserveCapacity(order.count)
      letters.withUnsafeBufferPointer { flat in
        for (index, entry) in order.enumerated() {
          let isReplaced =
            index + 1 < order.count && order[index + 1].key == entry.key
            && Self.compare(flat, entry.start, entry.end, flat, order[index + 1].start, order[index + 1].end)
              == 0
          if !isReplaced { entries.append((entry.start, entry.end, entry.digits)) }
        }
      }
    }

    /// Patterns given as letters and digits (the implicit level's).
    init(patterns: [(letters: [UInt8], digits: [UInt8])]) {
      letters = []
      digits = []
      for pattern in patterns.sorted(by: { $0.letters.lexicographicallyPrecedes($1.letters) }) {
        let start = Int32(letters.count)
        letters += pattern.letters
        entries.append((start, Int32(letters.count), Int32(digits.count)))
        digits += pattern.digits
      }
    }

    /// Whether some pattern's letters start with `word`.
    func hasPrefix(_ word: ArraySlice<UInt8>) -> Bool {
      let index = lowerBound(word)
      guard index < entries.count else { return false }
      let entry = entries[index]
      guard Int(entry.end - entry.start) >= word.count else { return false }
      return letters.withUnsafeBufferPointer { flat in
        word.withUnsafeBufferPointer {
          Self.compare(flat, entry.start, entry.start + Int32($0.count), $0, 0, Int32($0.count)) == 0
        }
      }
    }

    /// The digits of the pattern whose letters are `word`, or nil.
    func digits(_ word: ArraySlice<UInt8>) -> [UInt8]? {
      let index = lowerBound(word)
      guard index < entries.count else { return nil }
      let entry = entries[index]
      let isEqual = letters.withUnsafeBufferPointer { flat in
        word.withUnsafeBufferPointer {
          Self.compare(flat, entry.start, entry.end, $0, 0, Int32($0.count)) == 0
        }
      }
      guard isEqual else { return nil }
      let start = Int(entry.digits)
      return Array(digits[start..<(start + Int(entry.end - entry.start) + 1)])
    }

    /// The first entry whose letters do not sort before `word`.
    private func lowerBound(_ word: ArraySlice<UInt8>) -> Int {
      letters.withUnsafeBufferPointer { flat in
        word.withUnsafeBufferPointer { word in
          var low = 0
          var high = entries.count
          while low < high {
            let middle = (low + high) / 2
            let entry = entries[middle]
            if Self.compare(flat, entry.start, entry.end, word, 0, Int32(word.count)) < 0 {
              low = middle + 1
            } else {
              high = middle
            }
          }
          return low
        }
      }
    }

    /// −1, 0 or 1 as the bytes `aStart..<aEnd` of `left` sort before, equal or after the
    /// bytes `bStart..<bEnd` of `right` (byte by byte, a prefix first).
    private static func compare(
      _ left: UnsafeBufferPointer<UInt8>, _ aStart: Int32, _ aEnd: Int32, _ right: UnsafeBufferPointer<UInt8>,
      _ bStart: Int32, _ bEnd: Int32
    ) -> Int {
      let aCount = Int(aEnd - aStart)
      let bCount = Int(bEnd - bStart)
      let count = min(aCount, bCount)
      if count > 0 {
        let result = memcmp(left.baseAddress! + Int(aStart), right.baseAddress! + Int(bStart), count)
        if result != 0 { return result < 0 ? -1 : 1 }
      }
      return aCount == bCount ? 0 : (aCount < bCount ? -1 : 1)
    }
  }
}

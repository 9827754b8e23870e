import Foundation

extension HyphenationPatterns {
  /// Where a word may break: for each byte, whether a break may follow it (read at the last
  /// byte of a character; libhyphen gives the same per character). `word` is lowercase, in
  /// the dictionary's encoding.
  ///
  /// 1. The levels' breaks (`breaks(_:level:…)`), with the compound minimums inside.
  /// 2. The word's own minimums: no break among its first `left` − 1 or last `right`
  ///    characters (or the dictionary's larger minimums).
  /// 3. No break next to a `NOHYPHEN` string.
  package func breaks(_ word: [UInt8], left: Int, right: Int, compoundLeft: Int, compoundRight: Int) -> [Bool]
  {
    let count = word.count
    guard count > 0 else { return [] }
    // 1. Levels.
    let left = max(left, top.leftMinimum)
    let right = max(right, top.rightMinimum)
    let compoundLeft = max(compoundLeft, top.compoundLeftMinimum)
    let compoundRight = max(compoundRight, top.compoundRightMinimum)
    var values = breaks(
      word, level: top, compoundLeft: compoundLeft, compoundRight: compoundRight, atStart: true, atEnd: true)
    // 2. Minimums.
    clearLeft(word, &values, left > 0 ? left : 2)
    clearRight(word, &values, right > 0 ? right : 2)
    // 3. NOHYPHEN.
    for string in top.noHyphen where !string.isEmpty && string.count <= count {
      var start = 0
      while start + string.count <= count {
        if word[start..<(start + string.count)].elementsEqual(string) {
          values[start + string.count - 1] = 0
          if start > 0 { values[start - 1] = 0 }
        }
        start += 1
      }
    }
    // 4. A UTF-8 word that starts inside a character has no breaks (libhyphen fails it).
    if isUTF8, word[0] & 0xC0 == 0x80 { return [Bool](repeating: false, count: count) }
    return values.map { $0 & 1 == 1 }
  }

  /// The pattern values between the word's bytes at one level: value `i` is for a break
  /// after byte `i`.
  ///
  /// 1. Match the level's patterns (`match`).
  /// 2. With a next level: each part between odd values (a compound's parts) is broken
  ///    again at this level, the compound minimums applying at the ends that meet another
  ///    part; a word with no such break is matched at the next level instead.
  private func breaks(
    _ word: [UInt8], level: Level, compoundLeft: Int, compoundRight: Int, atStart: Bool, atEnd: Bool
  ) -> [UInt8] {
    // 1. This level.
    var values = match(word, level)
    guard let next = level.next else { return values }
    // 2. Parts.
    let count = word.count
    // The parts are cut from the word with its digits read as `.`, except that the byte
    // after a part that was broken again is the word's own (libhyphen restores it), so a
    // digit starting the next part does not count toward its minimum.
    var plain = word.map { $0 >= 0x30 && $0 <= 0x39 ? UInt8(ascii: ".") : $0 }
    var begin = 0
    for index in 0..<count where values[index] & 1 == 1 || (begin > 0 && index == count - 1) {
      if index - begin > 1 {
        let part = Array(plain[begin...index])
        let inner = breaks(
          part, level: level, compoundLeft: compoundLeft, compoundRight: compoundRight,
          atStart: begin > 0 ? false : atStart, atEnd: values[index] & 1 == 1 ? false : atEnd)
        for offset in 0..<(index - begin - 1) { values[begin + offset] = inner[offset] }
        if index + 1 < count { plain[index + 1] = word[index + 1] }
      }
      begin = index + 1
    }
    if begin == 0 {
      values = match(word, next)
      if !atStart { clearLeft(word, &values, compoundLeft) }
      if !atEnd { clearRight(word, &values, compoundRight) }
    }
    return values
  }

  /// Runs libhyphen's automaton over `.word.` (digits read as `.`): after each byte its
  /// state is the longest suffix read so far that some pattern starts with, and that
  /// state's own digits (when it is a whole pattern) raise the values they cover. The
  /// value after the last byte is never a break.
  private func match(_ word: [UInt8], _ level: Level) -> [UInt8] {
    let count = word.count
    var prepared = [UInt8](repeating: UInt8(ascii: "."), count: count + 2)
    for (index, byte) in word.enumerated() where !(byte >= 0x30 && byte <= 0x39) {
      prepared[index + 1] = byte
    }
    // raw[p + 1] is the value between prepared[p] and prepared[p + 1].
    var raw = [UInt8](repeating: 0, count: count + 3)
    var state = 0
    for end in 0..<prepared.count where level.longest > 0 {
      // The state grows by at most one byte: the longest suffix that is a prefix.
      var length = min(state + 1, level.longest, end + 1)
      while length > 0, !level.isPrefix(prepared[(end - length + 1)...end]) { length -= 1 }
      state = length
      guard length > 0, let digits = level.digits(prepared[(end - length + 1)...end]) else { continue }
      let start = end - length + 1
      for (offset, digit) in digits.enumerated() where raw[start + offset] < digit {
        raw[start + offset] = digit
      }
    }
    var values = [UInt8](repeating: 0, count: count)
    if count >= 2 { for index in 0..<(count - 1) { values[index] = raw[index + 2] } }
    return values
  }

  /// Clears the breaks among the first `minimum` − 1 characters (leading digits not
  /// counted; the ffi and ffl ligatures count as two).
  private func clearLeft(_ word: [UInt8], _ values: inout [UInt8], _ minimum: Int) {
    func ligature(_ index: Int) -> Int {
      guard isUTF8, index + 2 < word.count, word[index] == 0xEF, word[index + 1] == 0xAC,
        word[index + 2] == 0x83 || word[index + 2] == 0x84
      else { return 0 }
      return 1
    }
    var counted = 1 + ligature(0)
    var index = 0
    while index < word.count, word[index] >= 0x30 && word[index] <= 0x39 {
      counted -= 1
      index += 1
    }
    index = 0
    while counted < minimum, index < word.count {
      repeat {
        values[index] = 0
        index += 1
        counted += ligature(index)
      } while isUTF8 && index < word.count && word[index] & 0xC0 == 0x80
      counted += 1
    }
  }

  /// Clears the breaks that would leave fewer than `minimum` characters after them
  /// (trailing digits not counted).
  private func clearRight(_ word: [UInt8], _ values: inout [UInt8], _ minimum: Int) {
    var counted = 0
    var index = word.count - 1
    while index > 0, word[index] >= 0x30 && word[index] <= 0x39 {
      counted -= 1
      index -= 1
    }
    index = word.count - 1
    while counted < minimum, index > 0 {
      values[index] = 0
      if !isUTF8 || word[index] & 0xC0 != 0x80 { counted += 1 }
      index -= 1
    }
  }
}

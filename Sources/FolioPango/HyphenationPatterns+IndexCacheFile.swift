extension HyphenationPatterns {
  /// The layout of an index cache file, every number in the machine's byte order at an
  /// offset that is a multiple of its size:
  ///
  /// 1. A header of nine 8-byte fields: `FOLIOHX1`, the dictionary's device, inode, size,
  ///    modification time (seconds and nanoseconds), the number of indexed lines, the
  ///    number of levels, and 1 when some line has a `/` (else 0).
  /// 2. Per level: its first line, line count, bucket count, number of other lines and next
  ///    level's start (−1 for none), 8 bytes each; its first letters (4 words) and first
  ///    pairs (1,024 words); its chain heads (4 bytes each), its other lines' starts (4
  ///    bytes each) and padding to 8 bytes.
  /// 3. Every indexed line's start, then every indexed line's previous line in its chain,
  ///    then every indexed line's first four letters (4 bytes each).
  /// 4. The end mark, `FOLIOEND`, and nothing after.
  enum IndexCacheFile {
    /// The encoded index of `file`.
    static func encode(_ levels: [LevelIndex], for file: PatternFile, identity: FileIdentity) -> [UInt8] {
      let lineCount = levels.reduce(0) { $0 + $1.lineCount }
      var bytes = magic
      bytes.reserveCapacity(
        16_384 + 12 * lineCount + levels.reduce(0) { $0 + 4 * ($1.heads.count + $1.otherLines.count) })
      func append<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
      }
      for value in [identity.device, identity.inode, identity.size] { append(value) }
      for value in [
        identity.seconds, identity.nanoseconds, Int64(lineCount), Int64(levels.count), file.hasSlash ? 1 : 0,
      ] {
        append(value)
      }
      for level in levels {
        for value in [
          level.firstLine, level.lineCount, level.heads.count, level.otherLines.count, level.next ?? -1,
        ] {
          append(Int64(value))
        }
        for words in [level.startsWith.words, level.startsWithPair.words] {
          words.withUnsafeBytes { bytes.append(contentsOf: $0) }
        }
        level.heads.withUnsafeBytes { bytes.append(contentsOf: $0) }
        level.otherLines.withUnsafeBytes { bytes.append(contentsOf: $0) }
        while bytes.count % 8 != 0 { bytes.append(0) }
      }
      bytes.append(contentsOf: UnsafeRawBufferPointer(start: file.starts, count: 4 * lineCount))
      bytes.append(contentsOf: UnsafeRawBufferPointer(start: file.previous, count: 4 * lineCount))
      bytes.append(contentsOf: UnsafeRawBufferPointer(start: file.keys, count: 4 * lineCount))
      bytes += endMark
      return bytes
    }

    /// The levels of a cache file's bytes and where its line starts and chains are, when
    /// the file is for this version of `file` and its header and levels are in range:
    /// every head a line of its own level, every other line's start inside the dictionary,
    /// and the line starts and chains filling the rest of the file exactly. (The starts and
    /// chain links themselves are checked as chains are walked, `PatternFile.lines`, so a
    /// process reads only the part of them its words need.)
    static func parse(_ data: UnsafeRawBufferPointer, for file: PatternFile, identity: FileIdentity)
      -> (levels: [LevelIndex], starts: Int, previous: Int, keys: Int, hasSlash: Bool)?
    {
      var reader = Reader(data: data)
      // 1. The header.
      guard reader.bytes(magic.count) == magic, reader.word() == identity.device,
        reader.word() == identity.inode,
        reader.word() == identity.size, reader.integer() == Int(identity.seconds),
        reader.integer() == Int(identity.nanoseconds), let lineCount = reader.integer(),
        lineCount >= 0, lineCount < file.capacity, let levelCount = reader.integer(),
        levelCount == 1 || levelCount == 2,
        let slash = reader.integer(), slash == 0 || slash == 1
      else { return nil }
      // 2. The levels.
      let size = file.bytes.count
      var levels: [LevelIndex] = []
      for _ in 0..<levelCount {
        let firstLine = levels.last.map { $0.firstLine + $0.lineCount } ?? 0
        guard reader.integer() == firstLine, let count = reader.integer(), count >= 0,
          firstLine + count <= lineCount,
          let buckets = reader.integer(), buckets >= 1_024, buckets <= 1 << 24, buckets & (buckets - 1) == 0,
          let others = reader.integer(), others >= 0, others <= size, let next = reader.integer(),
          next == -1 || (next > 0 && next <= size),
          let startsWith = reader.words(4), let startsWithPair = reader.words(1_024),
          let heads = reader.integers(buckets), let otherLines = reader.integers(others), reader.align()
        else { return nil }
        let (low, high) = (Int32(firstLine), Int32(firstLine + count))
        guard heads.allSatisfy({ $0 == -1 || ($0 >= low && $0 < high) }),
          otherLines.allSatisfy({ $0 >= 0 && $0 < size })
        else { return nil }
        levels.append(
          LevelIndex(
            firstLine: firstLine, lineCount: count, heads: heads, otherLines: otherLines,
            next: next == -1 ? nil : next, startsWith: BitSet(words: startsWith),
            startsWithPair: BitSet(words: startsWithPair)))
      }
      guard levels.reduce(0, { $0 + $1.lineCount }) == lineCount,
        levels.dropLast().allSatisfy({ $0.next != nil })
      else { return nil }
      // 3. Line starts and chains.
      let starts = reader.offset
      let previous = starts + 4 * lineCount
      let keys = previous + 4 * lineCount
      let end = keys + 4 * lineCount
      guard end + endMark.count == data.count, data[end...].elementsEqual(endMark) else { return nil }
      return (levels, starts, previous, keys, slash == 1)
    }

    /// Reads numbers from the front of a cache file, nil past its end.
    private struct Reader {
      let data: UnsafeRawBufferPointer
      var offset = 0

      mutating func bytes(_ count: Int) -> [UInt8]? {
        guard offset + count <= data.count else { return nil }
        defer { offset += count }
        return Array(data[offset..<(offset + count)])
      }

      mutating func word() -> UInt64? {
        guard offset + 8 <= data.count else { return nil }
        defer { offset += 8 }
        return data.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      }

      mutating func integer() -> Int? { word().map { Int(Int64(bitPattern: $0)) } }

      mutating func words(_ count: Int) -> [UInt64]? {
        guard offset + 8 * count <= data.count else { return nil }
        defer { offset += 8 * count }
        return (0..<count).map { data.loadUnaligned(fromByteOffset: offset + 8 * $0, as: UInt64.self) }
      }

      mutating func integers(_ count: Int) -> [Int32]? {
        guard offset + 4 * count <= data.count else { return nil }
        defer { offset += 4 * count }
        return (0..<count).map { data.loadUnaligned(fromByteOffset: offset + 4 * $0, as: Int32.self) }
      }

      /// Skips to the next multiple of 8.
      mutating func align() -> Bool {
        offset = (offset + 7) / 8 * 8
        return offset <= data.count
      }
    }

    private static var magic: [UInt8] { IndexCache.magic }

    /// The last 8 bytes of a complete file.
    static let endMark = Array("FOLIOEND".utf8)
  }
}

import Foundation

extension HyphenationPatterns {
  /// A dictionary file's bytes and its pattern lines of three letters or more, chained by
  /// a hash of their first three letters (each level has its own chains, `Level.heads`):
  /// indexing is one pass over the lines that sorts nothing and copies nothing, as it runs
  /// for every line of a dictionary (78,000 for German) on the first word of a language.
  ///
  /// `@unchecked Sendable`: its buffers are written only while `HyphenationPatterns.init`
  /// indexes the file, before the dictionary is shared, and read-only after.
  final class PatternFile: @unchecked Sendable {
    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether `bytes` is mapped from the file (else allocated).
    private let isMapped: Bool
    /// Each indexed line's start in `bytes`.
    let starts: UnsafeMutablePointer<Int32>
    /// For each indexed line, the line before it in its chain, or −1.
    let previous: UnsafeMutablePointer<Int32>
    /// Each indexed line's first four letters, `trigram << 8 | fourth` (0 for a pattern of
    /// three letters), so a chain is walked without reading the lines.
    let keys: UnsafeMutablePointer<UInt32>
    /// Whether some line has a `/` (a pattern that changes spelling, which no Debian
    /// dictionary has): only then are lines checked for one.
    let hasSlash: Bool
    /// How many lines may be indexed: a quarter of the bytes plus one, as an indexed line
    /// has three letters and a newline.
    let capacity: Int

    /// The file at `path` mapped read-only; nil when it cannot be opened or is over 64 MiB.
    convenience init?(contentsOf path: String) {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_size > 0, status.st_size < 64 << 20 else { return nil }
      let size = Int(status.st_size)
      // Mapped with its pages (`MAP_POPULATE`): every line is read once when it is indexed.
      guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0),
        address != MAP_FAILED
      else { return nil }
      self.init(
        bytes: UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size),
        isMapped: true)
    }

    /// A copy of `data`.
    convenience init(data: [UInt8]) {
      let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(data.count, 1))
      _ = copy.initialize(from: data)
      self.init(bytes: UnsafeBufferPointer(start: copy.baseAddress, count: data.count), isMapped: false)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, isMapped: Bool) {
      self.bytes = bytes
      self.isMapped = isMapped
      capacity = bytes.count / 4 + 1
      hasSlash = bytes.baseAddress.map { memchr($0, 0x2F, bytes.count) != nil } ?? false
      starts = .allocate(capacity: capacity)
      previous = .allocate(capacity: capacity)
      keys = .allocate(capacity: capacity)
    }

    deinit {
      if isMapped {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
      } else {
        UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
      }
      starts.deallocate()
      previous.deallocate()
      keys.deallocate()
    }

    /// The first four letters of the line at `start` (digits skipped, up to a space or a
    /// `/`), one byte each from the high end of what was found (`first << 16 | second << 8
    /// | third` for three), and how many were found (0 to 4).
    @inline(__always)
    func head(at start: Int, end: Int) -> (letters: UInt32, count: Int) {
      var count = 0
      var head: UInt32 = 0
      var position = start
      while position < end, count < 4 {
        let byte = bytes[position]
        if byte <= 0x20 || byte == 0x2F { break }
        if byte < 0x30 || byte > 0x39 {
          head = head << 8 | UInt32(byte)
          count += 1
        }
        position += 1
      }
      return (head, count)
    }

    /// The bucket of a trigram among `count` (a power of two).
    @inline(__always)
    static func bucket(_ trigram: UInt32, count: Int) -> Int {
      Int((trigram &* 0x9E37_79B1) >> 8) & (count - 1)
    }

    /// The lines of the chains `heads` that start with `trigram`, by their fourth letter
    /// (0 for a pattern of three letters), in no particular order.
    func lines(_ trigram: UInt32, heads: [Int32]) -> [UInt8: [Int32]] {
      var found: [UInt8: [Int32]] = [:]
      var line = heads[Self.bucket(trigram, count: heads.count)]
      while line >= 0 {
        let key = keys[Int(line)]
        if key >> 8 == trigram { found[UInt8(truncatingIfNeeded: key), default: []].append(line) }
        line = previous[Int(line)]
      }
      return found
    }

    /// The bytes of an indexed line.
    func range(of line: Int32) -> Range<Int> {
      let start = Int(starts[Int(line)])
      return start..<HyphenationPatterns.lineEnd(bytes, from: start)
    }
  }
}

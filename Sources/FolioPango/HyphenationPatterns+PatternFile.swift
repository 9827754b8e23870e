import Foundation

extension HyphenationPatterns {
  /// A dictionary file's bytes and its pattern lines of three letters or more, chained by
  /// a hash of their first three letters (each level has its own chains, `Level.heads`):
  /// indexing is one pass over the lines that sorts nothing and copies nothing, as it runs
  /// for every line of a dictionary (78,000 for German) on the first word of a language.
  ///
  /// `@unchecked Sendable`: its buffers are written (or replaced by a cached index's) only
  /// while `HyphenationPatterns.init` indexes the file, before the dictionary is shared,
  /// and read-only after.
  final class PatternFile: @unchecked Sendable {
    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether `bytes` is mapped from the file (else allocated).
    private let isMapped: Bool
    /// The file's device, inode, size and modification time, when it was read from a path:
    /// what names and checks its index in the index cache.
    let identity: FileIdentity?
    /// Each indexed line's start in `bytes`.
    private(set) var starts: UnsafeMutablePointer<Int32>
    /// For each indexed line, the line before it in its chain, or −1.
    private(set) var previous: UnsafeMutablePointer<Int32>
    /// Each indexed line's first four letters, `trigram << 8 | fourth` (fourth 0 for a
    /// pattern of three letters), so a chain is walked without reading its lines.
    private(set) var keys: UnsafeMutablePointer<UInt32>
    /// Whether some line has a `/` (a pattern that changes spelling, which no Debian
    /// dictionary has): only then are lines checked for one. Set with the index.
    var hasSlash = false
    /// The index cache file `starts` and `previous` point into, when the index was read
    /// from one (else they are allocated).
    private var indexMapping: UnsafeMutableRawBufferPointer?
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
      // Mapped without its pages: with a cached index, only the lines words need are read.
      guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
      else { return nil }
      self.init(
        bytes: UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size),
        isMapped: true,
        identity: FileIdentity(
          device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: UInt64(size),
          seconds: Int64(status.st_mtim.tv_sec), nanoseconds: Int64(status.st_mtim.tv_nsec)))
    }

    /// A copy of `data`.
    convenience init(data: [UInt8]) {
      let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(data.count, 1))
      _ = copy.initialize(from: data)
      self.init(
        bytes: UnsafeBufferPointer(start: copy.baseAddress, count: data.count), isMapped: false, identity: nil
      )
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, isMapped: Bool, identity: FileIdentity?) {
      self.bytes = bytes
      self.isMapped = isMapped
      self.identity = identity
      capacity = bytes.count / 4 + 1
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
      if let indexMapping {
        munmap(indexMapping.baseAddress, indexMapping.count)
      } else {
        starts.deallocate()
        previous.deallocate()
        keys.deallocate()
      }
    }

    /// Maps the pages of a mapped file at once before a pass reads them all
    /// (`MADV_POPULATE_READ`, Linux 5.14; without it, as they are read).
    func prepareForPass() {
      guard isMapped, let base = bytes.baseAddress else { return }
      _ = madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, 22)
    }

    /// Uses the lines' starts, chains and keys of a cached index, at these byte offsets of
    /// `mapping` (a read-only mapping of the cache file, which the file now owns and
    /// unmaps), in place of its own.
    func adoptIndex(_ mapping: UnsafeMutableRawBufferPointer, starts: Int, previous: Int, keys: Int) {
      precondition(indexMapping == nil, "an index is adopted once")
      self.starts.deallocate()
      self.previous.deallocate()
      self.keys.deallocate()
      indexMapping = mapping
      self.starts = (mapping.baseAddress! + starts).assumingMemoryBound(to: Int32.self)
      self.previous = (mapping.baseAddress! + previous).assumingMemoryBound(to: Int32.self)
      self.keys = (mapping.baseAddress! + keys).assumingMemoryBound(to: UInt32.self)
    }

    /// The line at `start` in one pass over its bytes: its first four letters (digits
    /// skipped, up to a space or a `/`), one byte each from the high end of what was found
    /// (`first << 16 | second << 8 | third` for three), how many were found (0 to 4), and
    /// where the line ends (`HyphenationPatterns.lineEnd`: after its newline, or after 99
    /// bytes).
    @inline(__always)
    func line(at start: Int) -> (letters: UInt32, count: Int, end: Int) {
      let limit = min(start + 99, bytes.count)
      var count = 0
      var head: UInt32 = 0
      var position = start
      while position < limit, count < 4 {
        let byte = bytes[position]
        if byte <= 0x20 || byte == 0x2F { break }
        if byte < 0x30 || byte > 0x39 {
          head = head << 8 | UInt32(byte)
          count += 1
        }
        position += 1
      }
      while position < limit, bytes[position] != 0x0A { position += 1 }
      return (head, count, position < limit ? position + 1 : limit)
    }

    /// The bucket of a trigram among `count` (a power of two).
    @inline(__always)
    static func bucket(_ trigram: UInt32, count: Int) -> Int {
      Int((trigram &* 0x9E37_79B1) >> 8) & (count - 1)
    }

    /// The lines of the chains `heads` that start with `trigram`'s three letters, each
    /// with its first four letters (`trigram << 8 | fourth`, fourth 0 for a pattern of three
    /// letters), in no particular order; a line that changes spelling (`/`, which no
    /// Debian dictionary has) is left out.
    ///
    /// A chain ends at a link that does not lead to an earlier line, or at a line whose
    /// start is outside the file: an index read from a cache file is checked as it is walked.
    func lines(startingWith trigram: UInt32, heads: [Int32]) -> [(key: UInt32, line: Int32)] {
      var found: [(key: UInt32, line: Int32)] = []
      var line = heads[Self.bucket(trigram, count: heads.count)]
      while line >= 0 {
        let key = keys[Int(line)]
        if key >> 8 == trigram {
          let start = Int(starts[Int(line)])
          guard start >= 0, start < bytes.count else { break }
          if !hasSlash || !bytes[range(of: line)].contains(0x2F) { found.append((key, line)) }
        }
        let before = previous[Int(line)]
        guard before < line else { break }
        line = before
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

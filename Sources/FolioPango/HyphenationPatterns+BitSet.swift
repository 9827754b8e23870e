extension HyphenationPatterns {
  /// A fixed set of small integers, one bit each (the first letters and letter pairs
  /// patterns start with: 256 and 65,536 of them, 32 bytes and 8 KiB).
  struct BitSet {
    /// The bits, 64 to a word.
    private(set) var words: [UInt64]

    /// An empty set of the integers below `count`.
    init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }

    /// A set from its words (as `words` gave them).
    init(words: [UInt64]) { self.words = words }

    /// Whether `value` is in the set.
    @inline(__always) subscript(value: Int) -> Bool {
      get { words[value >> 6] & (1 << UInt64(value & 63)) != 0 }
      set {
        if newValue {
          words[value >> 6] |= 1 << UInt64(value & 63)
        } else {
          words[value >> 6] &= ~(1 << UInt64(value & 63))
        }
      }
    }
  }
}

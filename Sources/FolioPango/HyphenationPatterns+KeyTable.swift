extension HyphenationPatterns {
  /// A map from non-zero 32-bit keys (a few letters packed in an integer) to values: open
  /// addressing over two arrays.
  ///
  /// A `Dictionary` would do the same job, but the first use of a new dictionary type in a
  /// process looks up its key's `Hashable` conformance in every loaded library (a few
  /// tenths of a millisecond each), which the first text of a language would pay; the
  /// arrays here need no conformance.
  struct KeyTable<Value> {
    /// The keys, 0 for a free slot; a power of two of them, at most three quarters used.
    private var keys: [UInt32]
    /// The value of each used slot.
    private var values: [Value?]
    /// How many keys the table holds.
    private(set) var count = 0

    /// An empty table with room for about `expected` keys before it grows.
    init(expected: Int = 0) {
      var capacity = 16
      while capacity < expected * 2 { capacity *= 2 }
      keys = [UInt32](repeating: 0, count: capacity)
      values = [Value?](repeating: nil, count: capacity)
    }

    /// The value of `key`, or nil.
    subscript(key: UInt32) -> Value? {
      let slot = self.slot(of: key)
      return keys[slot] == key ? values[slot] : nil
    }

    /// Whether the table holds `key`.
    func contains(_ key: UInt32) -> Bool { keys[slot(of: key)] == key }

    /// Sets the value of `key` (not 0), replacing the one it had.
    mutating func set(_ key: UInt32, _ value: Value) {
      precondition(key != 0, "0 marks a free slot")
      var slot = self.slot(of: key)
      if keys[slot] != key {
        if (count + 1) * 4 > keys.count * 3 {
          grow()
          slot = self.slot(of: key)
        }
        keys[slot] = key
        count += 1
      }
      values[slot] = value
    }

    /// The slot that holds `key`, or the free slot where it would go.
    private func slot(of key: UInt32) -> Int {
      let mask = keys.count - 1
      var slot = PatternFile.bucket(key, count: keys.count)
      while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
      return slot
    }

    /// Twice the slots, every key placed again.
    private mutating func grow() {
      let oldKeys = keys
      let oldValues = values
      keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
      values = [Value?](repeating: nil, count: oldKeys.count * 2)
      count = 0
      for (index, key) in oldKeys.enumerated() where key != 0 {
        if let value = oldValues[index] { set(key, value) }
      }
    }
  }
}

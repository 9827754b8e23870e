extension HyphenationPatterns {
  /// One level's index, as the pass over the dictionary file makes it or the index cache
  /// gives it back: what a level needs before any word is hyphenated, without its
  /// keywords and short patterns (read from `otherLines` when the level is built).
  struct LevelIndex {
    /// The number of the level's first indexed line (`PatternFile.starts`).
    var firstLine: Int
    /// How many lines of three letters or more the level has.
    var lineCount: Int
    /// The last line of each chain (`Level.heads`), or −1.
    var heads: [Int32]
    /// The start of each keyword line and each line of a pattern of one or two letters,
    /// in the file's order.
    var otherLines: [Int32]
    /// Where the next level starts (the line after `NEXTLEVEL`), or nil.
    var next: Int?
    /// The first letters and first pairs of letters of the indexed lines.
    var startsWith = BitSet(count: 256)
    var startsWithPair = BitSet(count: 65_536)
  }
}

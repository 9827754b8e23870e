import Foundation
import Testing

@testable import FolioPango

/// The index cache: a dictionary read through its cache file breaks every word as the
/// dictionary read from its bytes does; a damaged, foreign or stale cache file is not used
/// (and a damaged one is replaced); a folder that cannot be made costs nothing but the cache.
@Suite struct HyphenationIndexCacheTests {
  /// A fresh folder for one test's cache files and dictionary copies.
  static func folder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "folio-index-cache-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The breaks of `words` by `patterns`.
  static func breaks(_ patterns: HyphenationPatterns, _ words: [[UInt8]]) -> [[Bool]] {
    words.map { patterns.breaks($0, left: 2, right: 3, compoundLeft: 2, compoundRight: 3) }
  }

  /// Words of a dictionary (its patterns' letters strung together), and the fixed ones.
  static func words(_ file: String, count: Int) throws -> [[UInt8]] {
    let data = try #require(FileManager.default.contents(atPath: file).map { [UInt8]($0) })
    return HyphenationPatternsTests.words(from: data, count: count) + HyphenationPatternsTests.fixedWords
  }

  /// The cache file for a dictionary in a folder (its only `.index` file).
  static func cacheFile(in folder: URL) throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".index")
    }
    #expect(names.count == 1, "cache files: \(names)")
    return folder.appendingPathComponent(try #require(names.first))
  }

  @Test(arguments: HyphenationPatternsTests.files) func cachedIndexBreaksAsTheFileDoes(file: String) throws {
    let cache = try Self.folder("round-trip").appendingPathComponent("hyphenation")
    defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
    let words = try Self.words(file, count: 1_500)
    let data = try #require(FileManager.default.contents(atPath: file).map { [UInt8]($0) })
    let expected = Self.breaks(HyphenationPatterns(data: data), words)
    // The first reading makes the index and stores it; the second reads it back.
    let first = try #require(HyphenationPatterns(contentsOf: file, cacheFolder: cache.path))
    #expect(!first.isIndexFromCache)
    let cached = try Self.cacheFile(in: cache)
    let second = try #require(HyphenationPatterns(contentsOf: file, cacheFolder: cache.path))
    #expect(second.isIndexFromCache)
    #expect(Self.breaks(first, words) == expected)
    #expect(Self.breaks(second, words) == expected)
    // Its bytes: the header names the format; nothing is left but the one file.
    let bytes = try [UInt8](Data(contentsOf: cached))
    #expect(Array(bytes.prefix(8)) == Array("FOLIOHX1".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
  }

  /// Damage of every kind to a cache file: each is refused, the words still break as the
  /// file says, and the next reading stores a good file again.
  @Test func damagedCacheFilesAreRefusedAndReplaced() throws {
    let folder = try Self.folder("damaged")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = "\(Hyphenator.dictionaryFolder)/hyph_de_DE.dic"
    let cache = folder.appendingPathComponent("hyphenation")
    let words = try Self.words(file, count: 800)
    let expected = Self.breaks(try #require(HyphenationPatterns(contentsOf: file, cacheFolder: nil)), words)
    _ = HyphenationPatterns(contentsOf: file, cacheFolder: cache.path)
    let path = try Self.cacheFile(in: cache)
    let good = try [UInt8](Data(contentsOf: path))
    let lineCount = Int(good.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 48, as: Int64.self) })
    let keys = good.count - 8 - 4 * lineCount
    let previous = keys - 4 * lineCount
    let starts = previous - 4 * lineCount
    func int32(_ value: Int32) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
    func replacing(_ offset: Int, with bytes: [UInt8]) -> [UInt8] {
      var copy = good
      copy.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
      return copy
    }
    let damages: [(String, [UInt8])] = [
      ("empty", []),
      ("cut in half", Array(good.prefix(good.count / 2))),
      ("one byte short", Array(good.dropLast())),
      ("one byte more", good + [0]),
      ("no end mark (a write cut short)", Array(good.dropLast(8))),
      ("another end mark", Array(good.dropLast(8)) + Array("FOLIOEN?".utf8)),
      ("another format", replacing(0, with: Array("FOLIOHX0".utf8))),
      ("another dictionary size", replacing(24, with: [0xFF])),
      ("more lines than the header's", replacing(48, with: int32(Int32(lineCount + 1)))),
      ("a head past its level", replacing(72 + 40 + 8 * 1_028, with: int32(Int32(lineCount + 5)))),
      // The starts and links are checked as chains are walked: every line's start past the
      // file, every line linked to itself, every line's key made up.
      ("starts past the file", replacing(starts, with: Array(repeating: 0x7F, count: 4 * lineCount))),
      ("links to themselves", replacing(previous, with: (0..<lineCount).flatMap { int32(Int32($0)) })),
    ]
    for (damage, bytes) in damages {
      try Data(bytes).write(to: path)
      let patterns = try #require(HyphenationPatterns(contentsOf: file, cacheFolder: cache.path))
      let startsOrLinks = damage == "starts past the file" || damage == "links to themselves"
      // Damage in the header or levels is found when the file is read: it is not used, and
      // is replaced by a good one. Damage in the starts and links ends the chains it is in
      // (no word breaks at a wrong memory access or loops), and is what it is: the header
      // vouches for the file.
      if startsOrLinks {
        #expect(patterns.isIndexFromCache, "\(damage)")
        _ = Self.breaks(patterns, words)
      } else {
        #expect(!patterns.isIndexFromCache, "\(damage) was used")
        #expect(Self.breaks(patterns, words) == expected, "\(damage)")
        #expect(try [UInt8](Data(contentsOf: path)) == good, "\(damage) was not replaced")
      }
    }
  }

  /// Threads that read one dictionary at once, with no cache file yet: each gets the same
  /// breaks, and one complete cache file is left.
  @Test func readersAtOnceLeaveOneGoodFile() throws {
    let folder = try Self.folder("at-once")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = folder.appendingPathComponent("hyphenation")
    let file = "\(Hyphenator.dictionaryFolder)/hyph_nl_NL.dic"
    let words = try Self.words(file, count: 300)
    let expected = Self.breaks(try #require(HyphenationPatterns(contentsOf: file, cacheFolder: nil)), words)
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 6) { _ in
      let patterns = HyphenationPatterns(contentsOf: file, cacheFolder: cache.path)
      results.append(patterns.map { Self.breaks($0, words) == expected } ?? false)
    }
    #expect(results.values == Array(repeating: true, count: 6))
    // (A reader may have removed a file another was still creating, before its lock.)
    _ = HyphenationPatterns(contentsOf: file, cacheFolder: cache.path)
    let cached = try #require(HyphenationPatterns(contentsOf: file, cacheFolder: cache.path))
    #expect(cached.isIndexFromCache)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
  }

  /// Booleans appended from several threads.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []
    var values: [Bool] { lock.withLock { stored } }
    func append(_ value: Bool) { lock.withLock { stored.append(value) } }
  }

  /// A cache file is for one version of the dictionary: a changed file (another modification
  /// time) gets its own, and the old one is not read for it.
  @Test func aChangedDictionaryGetsItsOwnCacheFile() throws {
    let folder = try Self.folder("stale")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = folder.appendingPathComponent("hyphenation")
    let copy = folder.appendingPathComponent("hyph_en_US.dic")
    try FileManager.default.copyItem(
      atPath: "\(Hyphenator.dictionaryFolder)/hyph_en_US.dic", toPath: copy.path)
    _ = HyphenationPatterns(contentsOf: copy.path, cacheFolder: cache.path)
    #expect(
      try #require(HyphenationPatterns(contentsOf: copy.path, cacheFolder: cache.path)).isIndexFromCache)
    // The same bytes with a pattern of its own appended: a new modification time and size.
    var data = try Data(contentsOf: copy)
    data.append(contentsOf: Array("zzz9zzz\n".utf8))
    try data.write(to: copy)
    let changed = try #require(HyphenationPatterns(contentsOf: copy.path, cacheFolder: cache.path))
    #expect(!changed.isIndexFromCache)
    let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    #expect(names.count == 2, "\(names)")
    let word = Array("azzzzzzb".utf8)
    #expect(
      changed.breaks(word, left: 1, right: 1, compoundLeft: 1, compoundRight: 1)
        == HyphenationPatterns(data: [UInt8](data)).breaks(
          word, left: 1, right: 1, compoundLeft: 1, compoundRight: 1))
  }

  /// A cache file that belongs to another user is not read (only root can make one here).
  @Test func anotherUsersCacheFileIsNotRead() throws {
    let folder = try Self.folder("foreign")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = folder.appendingPathComponent("hyphenation")
    let file = "\(Hyphenator.dictionaryFolder)/hyph_en_US.dic"
    _ = HyphenationPatterns(contentsOf: file, cacheFolder: cache.path)
    let path = try Self.cacheFile(in: cache)
    if geteuid() == 0 {
      #expect(chown(path.path, 65_534, 65_534) == 0)
      #expect(
        try #require(HyphenationPatterns(contentsOf: file, cacheFolder: cache.path)).isIndexFromCache == false
      )
    } else {
      #expect(try #require(HyphenationPatterns(contentsOf: file, cacheFolder: cache.path)).isIndexFromCache)
    }
  }

  /// A folder that cannot be made (its parent is a file) leaves the dictionary working and
  /// writes nothing.
  @Test func aFolderThatCannotBeMadeCostsOnlyTheCache() throws {
    let folder = try Self.folder("unwritable")
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("file")
    try Data("not a folder".utf8).write(to: blocker)
    let file = "\(Hyphenator.dictionaryFolder)/hyph_en_US.dic"
    let patterns = try #require(
      HyphenationPatterns(contentsOf: file, cacheFolder: blocker.appendingPathComponent("hyphenation").path))
    #expect(!patterns.isIndexFromCache)
    let word = Array("hyphenation".utf8)
    #expect(patterns.breaks(word, left: 2, right: 3, compoundLeft: 2, compoundRight: 3).contains(true))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
  }

  /// The default folder follows the script cache's rule.
  @Test func defaultFolderFollowsTheCacheRule() {
    // The process's own environment decides; the rule is checked on its parts.
    let folder = HyphenationPatterns.IndexCache.defaultFolder()
    if let own = ProcessInfo.processInfo.environment["FOLIO_CACHE_DIR"] {
      #expect(folder == (own.hasPrefix("/") ? own + "/hyphenation" : nil))
    } else if let xdg = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      #expect(folder == xdg + "/folio/hyphenation")
    } else if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/") {
      #expect(folder == home + "/.cache/folio/hyphenation")
    } else {
      #expect(folder == nil)
    }
  }
}

import Foundation
import Testing

@testable import FolioPango

/// Folio's reading of libhyphen's dictionaries breaks every word where libhyphen does.
@Suite struct HyphenationPatternsTests {
  /// Debian's dictionary files (each language's one real file, not its links).
  static let files = ["de_DE", "en_US", "es_ES", "fr", "it_IT", "nl_NL", "pt_PT"].map {
    "\(Hyphenator.dictionaryFolder)/hyph_\($0).dic"
  }

  /// Words made of the dictionary's own patterns, two to four at a time, with digits,
  /// hyphens and apostrophes mixed in: they reach deep into the patterns and the levels.
  static func words(from data: [UInt8], count: Int) -> [[UInt8]] {
    let lines = data.split(separator: 0x0A).dropFirst()
    let pieces = lines.compactMap { line -> [UInt8]? in
      guard let first = line.first, first != 0x25, !line.contains(0x20) else { return nil }
      let letters = line.filter { !($0 >= 0x30 && $0 <= 0x39) && $0 != 0x2E && $0 != 0x0D && $0 != 0x09 }
      guard letters.count >= 2, letters.allSatisfy({ $0 >= 0x61 || $0 == 0x27 || $0 == 0x2D }) else {
        return nil
      }
      return Array(letters)
    }
    var random = SeededRandom(seed: UInt64(data.count))
    var words: [[UInt8]] = []
    while words.count < count, !pieces.isEmpty {
      var word: [UInt8] = []
      for index in 0..<(2 + Int(random.next() % 3)) {
        if index > 0 {
          switch random.next() % 12 {
          case 0: word.append(0x2D)
          case 1: word.append(0x27)
          case 2: word.append(0x33)
          default: break
          }
        }
        word += pieces[Int(random.next() % UInt64(pieces.count))]
      }
      if word.count < 120 { words.append(word) }
    }
    return words
  }

  @Test(arguments: files) func breaksAsLibhyphenDoes(file: String) throws {
    let data = try #require(FileManager.default.contents(atPath: file).map { [UInt8]($0) })
    let differing = try Self.differences(
      file: file, words: Self.words(from: data, count: 3_000) + Self.fixedWords)
    #expect(differing.isEmpty, "\(differing.count) words differ, first: \(differing.prefix(5))")
  }

  /// A dictionary written for the reader's edge cases: a pattern repeated with other
  /// digits (the later line wins), patterns of three letters and longer ones sharing their
  /// first three letters with different fourth letters, a comment, and a line longer than
  /// libhyphen's 99-byte reads; and a pattern that changes spelling (`/`), which Folio
  /// leaves out (libhyphen applies it with its replacement).
  @Test func handMadeDictionaryBreaksAsLibhyphenDoes() throws {
    let lines = [
      "ISO8859-1", "LEFTHYPHENMIN 1", "RIGHTHYPHENMIN 1", "% a comment 1a1b1c", "abc1", "ab1cd", "ab3cd",
      "a1bce", "abc2de", "1abcf", "xy1z", "ab1cx/a=b,1,1", "ca1b", String(repeating: "q1", count: 60) + "r",
      "1ba", "2cab", "de1f", "d1ef",
    ]
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "folio-hand-made-\(getpid()).dic")
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .isoLatin1)
    defer { try? FileManager.default.removeItem(at: file) }
    let words = [
      "abcd", "abcde", "abcdef", "abcfab", "abceab", "cabcde", "xyzabc", "dabcdef", "badef", "qqqqqr",
      "defdef", "abcdabcd",
    ].map { Array($0.utf8) }
    let differing = try Self.differences(file: file.path, words: words, minimums: (1, 1, 1, 1))
    #expect(differing.isEmpty, "\(differing.count) words differ: \(differing)")
    // The `/` line is left out: "abcx" breaks as without it.
    let withSlash = try #require(HyphenationPatterns(contentsOf: file.path))
    let withoutSlash = HyphenationPatterns(
      data: Array((lines.filter { !$0.contains("/") }.joined(separator: "\n") + "\n").utf8))
    let word = Array("abcx".utf8)
    #expect(
      withSlash.breaks(word, left: 1, right: 1, compoundLeft: 1, compoundRight: 1)
        == withoutSlash.breaks(word, left: 1, right: 1, compoundLeft: 1, compoundRight: 1))
  }

  /// The words of `words` that Folio's reading of `file` breaks otherwise than libhyphen.
  static func differences(
    file: String, words: [[UInt8]], minimums: (Int32, Int32, Int32, Int32) = (2, 3, 2, 3)
  ) throws -> [String] {
    let library = try #require(HyphenLibrary.shared, "libhyphen is installed by scripts/bootstrap")
    let data = try #require(FileManager.default.contents(atPath: file).map { [UInt8]($0) })
    let patterns = HyphenationPatterns(data: data)
    let dictionary = try #require(library.load(file))
    defer { library.free(dictionary) }
    var compared = 0
    var differing: [String] = []
    for word in words {
      let ours = patterns.breaks(
        word, left: Int(minimums.0), right: Int(minimums.1), compoundLeft: Int(minimums.2),
        compoundRight: Int(minimums.3))
      // libhyphen: per byte for an 8-bit dictionary, per character for UTF-8.
      var theirs = [CChar](repeating: 0, count: word.count + 5)
      var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
      var positions: UnsafeMutablePointer<Int32>?
      var cuts: UnsafeMutablePointer<Int32>?
      let cWord = word.map { CChar(bitPattern: $0) } + [0]
      let status = library.hyphenate(
        dictionary, cWord, Int32(word.count), &theirs, nil, &replacements, &positions, &cuts, minimums.0,
        minimums.1, minimums.2, minimums.3)
      free(replacements)
      free(positions)
      free(cuts)
      var expected: [Bool] = []
      var mine: [Bool] = []
      if status == 0 {
        var character = -1
        for (index, byte) in word.enumerated() {
          if !patterns.isUTF8 || byte & 0xC0 != 0x80 { character += 1 }
          let isLast = index == word.count - 1 || !patterns.isUTF8 || word[index + 1] & 0xC0 != 0x80
          guard isLast else { continue }
          expected.append(theirs[patterns.isUTF8 ? character : index] & 1 == 1)
          mine.append(ours[index])
        }
      }
      compared += 1
      if expected != mine, status == 0 {
        differing.append(String(decoding: word, as: UTF8.self))
      }
    }
    #expect(compared == words.count)
    return differing
  }

  /// Words with the edge cases: short, digits, apostrophes, compounds.
  static let fixedWords: [[UInt8]] = [
    "a", "ab", "abc", "hyphenation", "self-esteem", "123hyphenation", "abc123defghij", "l'homme",
    "aujourd'hui", "anticonstitutionnellement", "schifffahrt", "daher", "bundes-verfassungsgericht",
    "donaudampfschifffahrtsgesellschaft", "--", "''", "a-b-c-d-e-f", "nachschriften3elektrisieren",
    "ten3elektrisieren", "3elektrisieren", "z'3cootransc", "d'3stpmbnr",
  ].map { Array($0.utf8) }

  @Test func germanCompoundsBreakBetweenTheirParts() throws {
    let patterns = try #require(
      HyphenationPatterns(contentsOf: "\(Hyphenator.dictionaryFolder)/hyph_de_DE.dic"))
    let word = Array("donaudampfschifffahrtsgesellschaft".utf8)
    let breaks = patterns.breaks(word, left: 2, right: 3, compoundLeft: 2, compoundRight: 3)
    var shown = ""
    for (index, byte) in word.enumerated() {
      shown.unicodeScalars.append(Unicode.Scalar(byte))
      if breaks[index] { shown += "=" }
    }
    #expect(shown == "do=nau=dampf=schiff=fahrts=ge=sell=schaft")
  }
}

/// A small deterministic generator (SplitMix64), so the words are the same on every run.
struct SeededRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

import Foundation

/// Breaks words into syllables with Debian's hyphen-* dictionaries (`HyphenationPatterns`,
/// libhyphen's algorithm without its slow loader), and marks
/// the breaks in text with soft hyphens (U+00AD), which Pango turns into a visible hyphen
/// only where it breaks a line — so what is measured is what is drawn.
///
/// Dictionaries are loaded once per process, on first use, and shared.
///
/// `@unchecked Sendable`: `calls`, the dictionary tables and each dictionary's `words` are written
/// under `lock`.
package final class Hyphenator: @unchecked Sendable {
  /// The folder Debian's dictionaries are in.
  static let dictionaryFolder = "/usr/share/hyphen"

  /// The process's hyphenator.
  package static let shared = Hyphenator()

  private let lock = NSLock()
  /// How many texts were hyphenated (for folio-bench).
  package private(set) var calls = 0
  /// Loaded dictionaries by file name; nil when a file could not be loaded. (A few, in
  /// arrays: a new dictionary type's first use in a process costs a conformance lookup
  /// that a language's first text would pay.)
  private var dictionaries: [(file: String, dictionary: Dictionary?)] = []
  /// The dictionary of each language asked for; nil when it has none.
  private var byLanguage: [(language: String, dictionary: Dictionary?)] = []

  /// A loaded dictionary, with the words it has hyphenated.
  ///
  /// `@unchecked Sendable`: `words` is read and written only under `Hyphenator`'s `lock`.
  final class Dictionary: @unchecked Sendable {
    let patterns: HyphenationPatterns
    var isUTF8: Bool { patterns.isUTF8 }
    /// Words already hyphenated, and their results (read and written under the lock).
    var words: [String: String] = [:]
    init(patterns: HyphenationPatterns) { self.patterns = patterns }
  }

  /// Whether a language (a locale identifier: `en_US`, `de-CH`, `fr`) has a dictionary.
  package func canHyphenate(_ language: String) -> Bool { dictionary(for: language) != nil }

  /// The dictionary file for a language: `hyph_<lang>_<REGION>.dic`, else `hyph_<lang>.dic`,
  /// else the first `hyph_<lang>_*.dic`.
  static func dictionaryFile(for language: String) -> String? {
    let parts = language.split { $0 == "-" || $0 == "_" }.map(String.init)
    guard let code = parts.first?.lowercased(), code.count >= 2, code.count <= 3,
      code.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    let region = parts.dropFirst().first { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLetter } }?
      .uppercased()
    // The two exact names are asked for directly (a language's first text does not wait
    // for the folder to be listed); only a language without them lists the folder.
    func exists(_ name: String) -> Bool { access("\(dictionaryFolder)/\(name)", R_OK) == 0 }
    if let region, exists("hyph_\(code)_\(region).dic") { return "hyph_\(code)_\(region).dic" }
    if exists("hyph_\(code).dic") { return "hyph_\(code).dic" }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: dictionaryFolder)) ?? []).sorted()
    return names.first { $0.hasPrefix("hyph_\(code)_") && $0.hasSuffix(".dic") }
  }

  func dictionary(for language: String) -> Dictionary? {
    lock.lock()
    defer { lock.unlock() }
    if let known = byLanguage.first(where: { $0.language == language }) { return known.dictionary }
    let found = loadDictionary(for: language)
    byLanguage.append((language, found))
    return found
  }

  /// The dictionary of a language's file, loaded once (called under the lock).
  private func loadDictionary(for language: String) -> Dictionary? {
    guard let file = Self.dictionaryFile(for: language) else { return nil }
    if let known = dictionaries.first(where: { $0.file == file }) { return known.dictionary }
    let loaded = HyphenationPatterns(contentsOf: "\(Self.dictionaryFolder)/\(file)").map(Dictionary.init)
    dictionaries.append((file, loaded))
    return loaded
  }

  /// `text` with a soft hyphen at every break the language's patterns allow, in words of
  /// five letters or more (at least 2 letters before a break and 3 after); text without a
  /// dictionary, and words with digits or soft hyphens of their own, are left as they are.
  ///
  /// Words are scanned as Unicode scalars (letters and the marks that follow them), and each
  /// word's result is kept per dictionary (up to 200,000 words), so the many measurements
  /// of one paragraph and the words a document repeats cost a lookup.
  package func hyphenated(_ text: String, language: String) -> String {
    guard let dictionary = dictionary(for: language) else { return text }
    var text = text
    return text.withUTF8 { bytes in
      lock.lock()
      defer { lock.unlock() }
      calls += 1
      return String(decoding: hyphenated(bytes, dictionary), as: UTF8.self)
    }
  }

  /// The UTF-8 scan behind `hyphenated(_:language:)`: ASCII letters are told apart by
  /// value; other characters are decoded and letters (and the marks after them) kept in
  /// their word.
  private func hyphenated(_ bytes: UnsafeBufferPointer<UInt8>, _ dictionary: Dictionary) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + bytes.count / 4)
    var wordStart = 0
    var letters = 0
    var hasOwnSoftHyphen = false
    var index = 0
    func flush(upTo end: Int) {
      let word = bytes[wordStart..<end]
      if letters >= 5, !hasOwnSoftHyphen {
        let key = String(decoding: word, as: UTF8.self)
        if let known = dictionary.words[key] {
          result.append(contentsOf: known.utf8)
        } else {
          let broken = hyphenatedWord(key, dictionary)
          if dictionary.words.count >= 200_000 { dictionary.words.removeAll(keepingCapacity: true) }
          dictionary.words[key] = broken
          result.append(contentsOf: broken.utf8)
        }
      } else {
        result.append(contentsOf: word)
      }
      letters = 0
      hasOwnSoftHyphen = false
    }
    while index < bytes.count {
      let byte = bytes[index]
      // 1. The character at `index` and its length.
      var length = 1
      var isLetter: Bool
      var isMark = false
      if byte < 0x80 {
        isLetter = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      } else {
        length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        length = min(length, bytes.count - index)
        var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : length == 2 ? 0x1F : 0x7F)
        for offset in 1..<max(length, 1) { value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F) }
        if value == 0xAD {
          hasOwnSoftHyphen = letters > 0 || hasOwnSoftHyphen
          isLetter = letters > 0
        } else if let scalar = Unicode.Scalar(value) {
          let category = scalar.properties.generalCategory
          isMark = category == .nonspacingMark || category == .spacingMark
          isLetter = scalar.properties.isAlphabetic
        } else {
          isLetter = false
        }
      }
      // 2. In a word, or ending one.
      if isLetter || (isMark && letters > 0) {
        if letters == 0 && !isMark { wordStart = index }
        if isLetter { letters += 1 }
      } else {
        if letters > 0 { flush(upTo: index) }
        result.append(contentsOf: bytes[index..<(index + length)])
      }
      index += length
    }
    if letters > 0 { flush(upTo: bytes.count) }
    return result
  }

  /// 1. Lowercase the word and encode it as the dictionary is (UTF-8 or Latin-1); a word
  ///    that cannot be encoded, or whose lowercase has other characters, is left whole.
  /// 2. Find the breaks (`HyphenationPatterns.breaks`), at least 2 letters before a break
  ///    and 3 after, in compounds' parts too.
  /// 3. Put a soft hyphen after each character whose last byte may be followed by a break.
  private func hyphenatedWord(_ word: String, _ dictionary: Dictionary) -> String {
    // 1. Encoding.
    let characters = Array(word)
    let lower = word.lowercased()
    guard lower.count == characters.count else { return word }
    var bytes: [UInt8] = []
    var characterEnds: [Int] = []
    for character in lower {
      if dictionary.isUTF8 {
        bytes.append(contentsOf: String(character).utf8)
      } else {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
          scalar.value < 256
        else { return word }
        bytes.append(UInt8(scalar.value))
      }
      characterEnds.append(bytes.count - 1)
    }
    guard bytes.count < 200 else { return word }
    // 2. Breaks.
    let breaks = dictionary.patterns.breaks(bytes, left: 2, right: 3, compoundLeft: 2, compoundRight: 3)
    guard breaks.count == bytes.count else { return word }
    // 3. Soft hyphens.
    var result = ""
    for (index, character) in characters.enumerated() {
      result.append(character)
      if index < characters.count - 1, breaks[characterEnds[index]] { result.append("\u{AD}") }
    }
    return result
  }
}

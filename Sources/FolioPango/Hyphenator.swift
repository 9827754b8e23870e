import CHyphen
import Foundation

/// Breaks words into syllables with libhyphen and Debian's hyphen-* dictionaries, and marks
/// the breaks in text with soft hyphens (U+00AD), which Pango turns into a visible hyphen
/// only where it breaks a line — so what is measured is what is drawn.
///
/// Dictionaries are loaded once per process, on first use, and shared (libhyphen only reads
/// a loaded dictionary).
package final class Hyphenator: @unchecked Sendable {
  /// The folder Debian's dictionaries are in.
  static let dictionaryFolder = "/usr/share/hyphen"

  /// The process's hyphenator.
  package static let shared = Hyphenator()

  private let lock = NSLock()
  /// Loaded dictionaries by file name; nil when a language has none.
  private var dictionaries: [String: Dictionary?] = [:]

  final class Dictionary: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<HyphenDict>
    let isUTF8: Bool
    init(pointer: UnsafeMutablePointer<HyphenDict>) {
      self.pointer = pointer
      isUTF8 = pointer.pointee.utf8 != 0
    }
    deinit { hnj_hyphen_free(pointer) }
  }

  /// Whether a language (a locale identifier: `en_US`, `de-CH`, `fr`) has a dictionary.
  package func canHyphenate(_ language: String) -> Bool { dictionary(for: language) != nil }

  /// The dictionary file for a language: `hyph_<lang>_<REGION>.dic`, else `hyph_<lang>.dic`,
  /// else the first `hyph_<lang>_*.dic`.
  static func dictionaryFile(for language: String) -> String? {
    let parts = language.replacingOccurrences(of: "-", with: "_").split(separator: "_").map(String.init)
    guard let code = parts.first?.lowercased(), code.count >= 2, code.count <= 3,
      code.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    let region = parts.dropFirst().first { $0.count == 2 }?.uppercased()
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: dictionaryFolder)) ?? []).sorted()
    if let region, names.contains("hyph_\(code)_\(region).dic") { return "hyph_\(code)_\(region).dic" }
    if names.contains("hyph_\(code).dic") { return "hyph_\(code).dic" }
    return names.first { $0.hasPrefix("hyph_\(code)_") && $0.hasSuffix(".dic") }
  }

  func dictionary(for language: String) -> Dictionary? {
    guard let file = Self.dictionaryFile(for: language) else { return nil }
    lock.lock()
    defer { lock.unlock() }
    if let known = dictionaries[file] { return known }
    let loaded = hnj_hyphen_load("\(Self.dictionaryFolder)/\(file)").map(Dictionary.init)
    dictionaries[file] = loaded
    return loaded
  }

  /// `text` with a soft hyphen at every break the language's patterns allow, in words of
  /// five letters or more (at least 2 letters before a break and 3 after); text without a
  /// dictionary, and words with digits or soft hyphens of their own, are left as they are.
  package func hyphenated(_ text: String, language: String) -> String {
    guard let dictionary = dictionary(for: language) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + text.utf8.count / 4)
    var word = ""
    func flush() {
      if word.count >= 5, !word.contains("\u{AD}") {
        result += hyphenatedWord(word, dictionary)
      } else {
        result += word
      }
      word = ""
    }
    for character in text {
      // A soft hyphen of the text's own stays in its word, which is then left as written.
      if character.isLetter || character == "\u{AD}" {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// 1. Lowercase the word and encode it as the dictionary is (UTF-8 or Latin-1); a word
  ///    that cannot be encoded, or whose lowercase has other characters, is left whole.
  /// 2. Ask libhyphen for the breaks (`hnj_hyphen_hyphenate3`); breaks that need a spelling
  ///    change (old German "ck" → "k-k") are skipped.
  /// 3. Put a soft hyphen after each character that ends before a break.
  private func hyphenatedWord(_ word: String, _ dictionary: Dictionary) -> String {
    // 1. Encoding.
    let characters = Array(word)
    let lower = word.lowercased()
    guard lower.count == characters.count else { return word }
    var bytes: [CChar] = []
    var characterEnds: [Int] = []
    for character in lower {
      if dictionary.isUTF8 {
        for byte in String(character).utf8 { bytes.append(CChar(bitPattern: byte)) }
      } else {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
          scalar.value < 256
        else { return word }
        bytes.append(CChar(bitPattern: UInt8(scalar.value)))
      }
      characterEnds.append(bytes.count - 1)
    }
    guard bytes.count < 200 else { return word }
    // 2. Breaks.
    var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
    var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    var positions: UnsafeMutablePointer<Int32>?
    var cuts: UnsafeMutablePointer<Int32>?
    let status = hnj_hyphen_hyphenate3(
      dictionary.pointer, bytes, Int32(bytes.count), &hyphens, nil, &replacements, &positions, &cuts, 2, 3, 2, 3)
    defer {
      if let replacements {
        for index in 0..<bytes.count { free(replacements[index]) }
        free(replacements)
      }
      free(positions)
      free(cuts)
    }
    guard status == 0 else { return word }
    // 3. Soft hyphens.
    var result = ""
    for (index, character) in characters.enumerated() {
      result.append(character)
      let end = characterEnds[index]
      guard index < characters.count - 1, hyphens[end] & 1 == 1 else { continue }
      if let replacements, replacements[end] != nil { continue }
      result.append("\u{AD}")
    }
    return result
  }
}

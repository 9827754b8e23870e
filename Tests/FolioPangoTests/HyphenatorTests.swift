import Foundation
import Testing

@testable import FolioPango

/// libhyphen with Debian's dictionaries: soft hyphens at the breaks of each language.
@Suite struct HyphenatorTests {
  let hyphenator = Hyphenator.shared

  func breaks(_ word: String, _ language: String) -> String {
    hyphenator.hyphenated(word, language: language).replacingOccurrences(of: "\u{AD}", with: "-")
  }

  @Test func everyShippedLanguageHyphenates() {
    #expect(breaks("hyphenation", "en_US") == "hy-phen-ation")
    #expect(breaks("Silbentrennung", "de_DE").contains("-"))
    #expect(breaks("Straßenbahnhaltestelle", "de").contains("-"), "Latin-1 dictionary, ß")
    #expect(breaks("typographique", "fr").contains("-"))
    #expect(breaks("tipográfico", "es").contains("-"))
    #expect(breaks("tipografico", "it_IT").contains("-"))
    #expect(breaks("tipográfico", "pt_PT").contains("-"))
    #expect(breaks("woordafbreking", "nl").contains("-"))
    for language in ["en_US", "en-GB", "de-CH", "fr_CA", "es_MX", "pt", "nl_BE"] {
      #expect(hyphenator.canHyphenate(language), "\(language)")
    }
  }

  @Test func onlyLongWordsOfLettersAreTouched() {
    let text = "Short word, a3b4c5d6e, ABC, hyphenation! 😀 漢字漢字漢字 שלוםשלום"
    let result = breaks(text, "en_US")
    #expect(result.hasPrefix("Short word, a3b4c5d6e, ABC, hy-phen-ation! 😀 "))
    #expect(result.replacingOccurrences(of: "-", with: "") == text)
    // At least two letters before a break and three after.
    for word in hyphenator.hyphenated("international typographical conventions", language: "en").split(
      separator: " ")
    {
      let parts = word.split(separator: "\u{AD}", omittingEmptySubsequences: false)
      #expect(parts.first.map { $0.count >= 2 } ?? true)
      #expect(parts.last.map { $0.count >= 3 } ?? true)
    }
    // A word with its own soft hyphens, a huge word, an empty string: left alone.
    #expect(hyphenator.hyphenated("co\u{AD}operation", language: "en") == "co\u{AD}operation")
    let huge = String(repeating: "abcdefghij", count: 1_000)
    #expect(hyphenator.hyphenated(huge, language: "en") == huge)
    #expect(hyphenator.hyphenated("", language: "en") == "")
  }

  @Test func unknownLanguagesAreLeftAlone() {
    for language in ["tlh", "", "x", "../../etc/passwd", "en_US/../../x", "zz_ZZ"] {
      #expect(!hyphenator.canHyphenate(language) || language.hasPrefix("en"), "\(language)")
      #expect(
        hyphenator.hyphenated("hyphenation", language: language) == "hyphenation" || language.hasPrefix("en"))
    }
    #expect(Hyphenator.dictionaryFile(for: "../../etc/passwd") == nil)
    #expect(Hyphenator.dictionaryFile(for: "de_./") == "hyph_de.dic")
  }

  @Test func aLanguagesFileIsItsRegionsThenItsOwnThenAnyRegions() {
    #expect(Hyphenator.dictionaryFile(for: "de-CH") == "hyph_de_CH.dic")
    #expect(Hyphenator.dictionaryFile(for: "en_US") == "hyph_en_US.dic")
    #expect(Hyphenator.dictionaryFile(for: "de") == "hyph_de.dic")
    #expect(Hyphenator.dictionaryFile(for: "nl_XX")?.hasPrefix("hyph_nl") == true)
  }
}

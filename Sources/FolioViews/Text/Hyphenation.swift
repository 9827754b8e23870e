import Foundation

/// Whether words may break at line ends with a hyphen, by the patterns of the
/// environment's `locale` (libhyphen with Debian's dictionaries: en, de, fr, es, it, pt, nl
/// and their regions).
///
/// The default is on for `.justified` text (where a narrow column otherwise shows wide gaps
/// between words) and off for the rest, whose ragged edge needs no help. A language
/// without a dictionary is not hyphenated, with one warning per render.
public enum Hyphenation: Hashable, Sendable {
  /// Break words at the syllables the language's patterns allow.
  case automatic
  /// Break lines only between words.
  case never
}

struct HyphenationKey: EnvironmentKey {
  static let defaultValue: Hyphenation? = nil
}

struct LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

extension EnvironmentValues {
  /// Whether text here is hyphenated; nil means the default (on for justified text).
  public var hyphenation: Hyphenation? {
    get { self[HyphenationKey.self] }
    set { self[HyphenationKey.self] = newValue }
  }

  /// The locale of the text here: its language chooses the hyphenation patterns
  /// (`en_US` unless set, so output does not depend on the machine's locale).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The language text is hyphenated in here, or nil when it is not.
  package var hyphenationLanguage: String? {
    let mode = hyphenation ?? (text.multilineTextAlignment == .justified ? .automatic : .never)
    guard mode == .automatic else { return nil }
    return locale.identifier
  }
}

extension View {
  /// Hyphenates the text in this view, or not (`.never`), in the language of the
  /// environment's `locale`.
  public func hyphenation(_ hyphenation: Hyphenation) -> some View {
    environment(\.hyphenation, hyphenation)
  }
}

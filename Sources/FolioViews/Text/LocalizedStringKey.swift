import Foundation

/// The string of a `Text` literal: inline Markdown written by the developer, with
/// interpolated values inserted verbatim (never parsed as Markdown).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The Markdown source, interpolated values escaped.
  package let markdown: String

  /// Creates a key from a literal.
  public init(stringLiteral value: String) {
    markdown = value
  }

  /// Creates a key from a string (treated as Markdown, like a literal).
  public init(_ value: String) {
    markdown = value
  }

  /// Creates a key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) {
    markdown = stringInterpolation.markdown
  }

  /// Collects the parts of an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var markdown = ""

    /// Reserves space.
    public init(literalCapacity: Int, interpolationCount: Int) {
      markdown.reserveCapacity(literalCapacity)
    }

    /// Appends a literal part, as Markdown.
    public mutating func appendLiteral(_ literal: String) {
      markdown += literal
    }

    /// Appends a value, escaped so it is shown verbatim.
    public mutating func appendInterpolation<T>(_ value: T) {
      markdown += Self.escaped(String(describing: value))
    }

    /// Appends a string, escaped so it is shown verbatim.
    public mutating func appendInterpolation(_ string: String) {
      markdown += Self.escaped(string)
    }

    /// Appends a number written with a `printf` format, as SwiftUI's
    /// `"\(price, specifier: "%.2f")"` (POSIX formatting: a `.` for decimals).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      markdown += Self.escaped(String(format: specifier, value))
    }

    /// Appends a value written by a format style: `"\(total, format: .currency(code: "EUR"))"`.
    public mutating func appendInterpolation<Style: FormatStyle>(_ value: Style.FormatInput, format: Style)
    where Style.FormatOutput == String {
      markdown += Self.escaped(format.format(value))
    }

    /// Appends a value written by a `Formatter`, as SwiftUI's `"\(date, formatter: f)"`
    /// (a value the formatter cannot write is written as Swift describes it).
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
      markdown += Self.escaped(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// Appends a date in a `Text.DateStyle`, as SwiftUI's `"\(date, style: .time)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      markdown += Self.escaped(Text.string(date, style: style, now: Date()))
    }

    /// Appends a `Text`'s plain characters, escaped.
    public mutating func appendInterpolation(_ text: Text) {
      markdown += Self.escaped(text.plainString)
    }

    private static let punctuation = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars)

    /// Backslash-escapes every ASCII punctuation character.
    static func escaped(_ value: String) -> String {
      var result = ""
      result.reserveCapacity(value.count)
      for scalar in value.unicodeScalars {
        if Self.punctuation.contains(scalar) {
          result.unicodeScalars.append("\\")
        }
        result.unicodeScalars.append(scalar)
      }
      return result
    }
  }
}

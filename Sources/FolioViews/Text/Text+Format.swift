import Foundation

extension Text {
  /// Shows a value written by a format style, as SwiftUI's `Text(_:format:)` does:
  /// `Text(price, format: .currency(code: "EUR"))`, `Text(date, format: .dateTime.year())`.
  /// The style's own locale applies (`.locale(Locale(identifier: "fr_FR"))` to pin one);
  /// the result is never read as Markdown.
  public init<Style: FormatStyle>(_ input: Style.FormatInput, format: Style)
  where Style.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}

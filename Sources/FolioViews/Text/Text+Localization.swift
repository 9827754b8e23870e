import Foundation

extension Text {
  /// Shows a key with a note for translators, as SwiftUI's `Text(_:comment:)`. A render
  /// draws the key as written, in the language it was written in (string tables are not
  /// read); the comment is for translators only.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString?,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(key, fileID: fileID, line: line)
  }

  /// Shows a key from a string table, as SwiftUI's `Text(_:tableName:bundle:comment:)`: the
  /// key as written.
  public init(
    _ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(key, fileID: fileID, line: line)
  }

  /// Shows a key from a bundle's string table, as SwiftUI's `Text(_:bundle:)`: the key as
  /// written.
  public init(_ key: LocalizedStringKey, bundle: Bundle?, fileID: StaticString = #fileID, line: UInt = #line)
  {
    self.init(key, fileID: fileID, line: line)
  }

  /// Shows a localized string resource, as SwiftUI's `Text(_:)` with a
  /// `LocalizedStringResource`: its default value, as written (Markdown in it is read, as in
  /// a literal).
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource, fileID: StaticString = #fileID, line: UInt = #line) {
    self.init(resource.defaultValue, fileID: fileID, line: line)
  }

  /// Shows the time left in an interval as a timer does (`12:05`), as SwiftUI's
  /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: counted from the moment the
  /// text is made (or from `pauseTime`), down to the interval's end or up from its start.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
    let seconds =
      countsDown
      ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
    self.init(verbatim: Self.timer(seconds, showsHours: showsHours), fileID: fileID, line: line)
  }

  /// `1:02:05`, or `62:05` without hours.
  static func timer(_ seconds: TimeInterval, showsHours: Bool) -> String {
    let total = seconds.isFinite ? Int(min(max(seconds, 0), 1e12).rounded(.down)) : 0
    let hours = showsHours ? total / 3600 : 0
    let minutes = (total - hours * 3600) / 60
    let rest = total % 60
    let mmss = (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
    return hours > 0 ? "\(hours):\(mmss)" : mmss
  }
}

/// A string to localize, with its key, table and default value, as Foundation's
/// `LocalizedStringResource` (which Foundation on Linux does not have). A render draws its
/// default value.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key in the string table.
  public let key: String
  /// The text drawn: the literal as written.
  public let defaultValue: LocalizedStringKey
  /// The string table's name, if not the default.
  public let table: String?
  /// The locale it would be localized for.
  public var locale: Locale = .current

  /// A resource from a literal: its key and default value.
  public init(stringLiteral value: String) {
    key = value
    defaultValue = LocalizedStringKey(stringLiteral: value)
    table = nil
  }

  /// A resource from an interpolated literal.
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    defaultValue = LocalizedStringKey(stringInterpolation: stringInterpolation)
    key = defaultValue.markdown
    table = nil
  }

  /// A resource by key, with a default value, a table and a note for translators.
  public init(
    _ key: StaticString, defaultValue: LocalizedStringKey, table: String? = nil, locale: Locale = .current,
    bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
  }

  /// A resource by key, with a table and a note for translators: the key is drawn.
  public init(
    _ key: String, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.key = key
    defaultValue = LocalizedStringKey(key)
    self.table = table
    self.locale = locale
  }
}

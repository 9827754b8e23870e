import Foundation

extension Text {
  /// How `Text(_:style:)` writes a date, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    let kind: Kind

    /// The time of day: `10:15 AM`.
    public static let time = DateStyle(kind: .time)
    /// The date: `June 3, 2025`.
    public static let date = DateStyle(kind: .date)
    /// The time between now and the date: `2 hr, 5 min`.
    public static let relative = DateStyle(kind: .relative)
    /// The signed time from now to the date: `+2 hr, 5 min`, `-3 min`.
    public static let offset = DateStyle(kind: .offset)
    /// A timer's reading of the time between now and the date: `2:05:00`.
    public static let timer = DateStyle(kind: .timer)
  }

  /// Shows a date as SwiftUI's `Text(_:style:)` does, in the machine's locale and time
  /// zone. The relative styles count from the moment the text is made, so a document that
  /// uses them differs from one render to the next, as its meaning asks; the text is never
  /// read as Markdown.
  public init(_ date: Date, style: DateStyle, fileID: StaticString = #fileID, line: UInt = #line) {
    self.init(verbatim: Self.string(date, style: style, now: Date()), fileID: fileID, line: line)
  }

  /// The text of a date in a style, counting from `now`.
  static func string(_ date: Date, style: DateStyle, now: Date) -> String {
    switch style.kind {
    case .time: return date.formatted(date: .omitted, time: .shortened)
    case .date: return date.formatted(date: .long, time: .omitted)
    case .relative: return duration(abs(date.timeIntervalSince(now)))
    case .offset:
      let seconds = date.timeIntervalSince(now)
      return (seconds < 0 ? "-" : "+") + duration(abs(seconds))
    case .timer:
      let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
      let (hours, minutes, seconds) = (total / 3600, total % 3600 / 60, total % 60)
      let mmss =
        (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (seconds < 10 ? "0" : "") + "\(seconds)"
      return hours > 0 ? "\(hours):\(mmss)" : mmss
    }
  }

  /// `2 hr, 5 min`, `45 sec`: the two largest units.
  private static func duration(_ seconds: TimeInterval) -> String {
    guard seconds.isFinite else { return "∞" }
    var remaining = Int(min(seconds, 1e15).rounded(.down))
    let units: [(String, Int)] = [
      ("yr", 31_536_000), ("mth", 2_592_000), ("wk", 604_800), ("day", 86_400), ("hr", 3_600), ("min", 60),
      ("sec", 1),
    ]
    var parts: [String] = []
    for (name, size) in units where parts.count < 2 {
      let count = remaining / size
      if count > 0 || (parts.isEmpty && size == 1) {
        parts.append("\(count) \(name)\(count != 1 && name == "day" ? "s" : "")")
        remaining -= count * size
      } else if !parts.isEmpty {
        break
      }
    }
    return parts.joined(separator: ", ")
  }
}

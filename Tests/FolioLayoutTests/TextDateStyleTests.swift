import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// Issue 13: Text(_:style:) — dates and times as Foundation writes them in the machine's
// locale, and the relative styles counted from a given moment.
@Suite struct TextDateStyleTests {
  let now = Date(timeIntervalSince1970: 1_750_000_000)

  @Test func relativeOffsetAndTimer() {
    let later = now.addingTimeInterval(2 * 3600 + 5 * 60 + 7)
    #expect(Text.string(later, style: .relative, now: now) == "2 hr, 5 min")
    #expect(Text.string(later, style: .offset, now: now) == "+2 hr, 5 min")
    #expect(Text.string(now.addingTimeInterval(-180), style: .offset, now: now) == "-3 min")
    #expect(Text.string(later, style: .timer, now: now) == "2:05:07")
    #expect(Text.string(now.addingTimeInterval(65), style: .timer, now: now) == "1:05")
    #expect(Text.string(now, style: .relative, now: now) == "0 sec")
    #expect(Text.string(now.addingTimeInterval(3 * 86_400), style: .relative, now: now) == "3 days")
    #expect(Text.string(now.addingTimeInterval(86_400 + 3600), style: .relative, now: now) == "1 day, 1 hr")
    // Far dates do not overflow.
    #expect(Text.string(.distantFuture, style: .timer, now: now).contains(":"))
    #expect(!Text.string(.distantFuture, style: .relative, now: now).isEmpty)
  }

  @Test func dateAndTimeFollowFoundation() {
    #expect(Text.string(now, style: .date, now: now) == now.formatted(date: .long, time: .omitted))
    #expect(Text.string(now, style: .time, now: now) == now.formatted(date: .omitted, time: .shortened))
    #expect(Text.string(now, style: .date, now: now).contains("2025"))
    // The text is shown as it is (never Markdown).
    let text = Text(now, style: .date)
    #expect(text.plainString == now.formatted(date: .long, time: .omitted))
  }
}

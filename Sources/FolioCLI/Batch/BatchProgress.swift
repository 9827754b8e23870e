import Foundation

/// A batch's progress on standard error: on a terminal, one line rewritten in place
/// (count, rate, time left); otherwise a plain line every ten seconds; and the summary at
/// the end.
///
/// `@unchecked Sendable`: `done` and `failed` are read and written under `lock`; `lastPlainLine`
/// only by `show()`, which only the thread running the batch calls (its `tick`).
final class BatchProgress: @unchecked Sendable {
  private let total: Int
  private let console: Console
  private let started = Date()
  private let isTerminal = isatty(2) != 0
  private let lock = NSLock()
  private var done = 0
  private var failed = 0
  private var lastPlainLine = Date()

  init(total: Int, console: Console) {
    self.total = total
    self.console = console
  }

  /// Counts a finished record.
  func advance(failed: Bool) {
    lock.lock()
    done += 1
    if failed { self.failed += 1 }
    lock.unlock()
  }

  /// Shows the progress line (on a terminal) or, every ten seconds, a plain one.
  func show() {
    lock.lock()
    let (done, failed) = (self.done, self.failed)
    lock.unlock()
    guard total > 0 else { return }
    let elapsed = Date().timeIntervalSince(started)
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    var text = "\(done) of \(total) records (\(done * 100 / total)%)"
    if failed > 0 { text += ", \(failed) failed" }
    if rate > 0 { text += String(format: ", %.1f/s, about %@ left", rate, Self.duration(left)) }
    if isTerminal {
      console.progress("folio: " + text)
    } else if Date().timeIntervalSince(lastPlainLine) >= 10, done < total {
      lastPlainLine = Date()
      console.error(text)
    }
  }

  /// Prints the summary: `500 records: 497 rendered, 0 skipped, 3 failed in 12.4 s`.
  /// `notReached` counts the records a stopped run never rendered (not failures: a rerun
  /// renders them).
  func finish(rendered: Int, skipped: Int, failed: Int, notReached: Int = 0, since start: Date) {
    if isTerminal { console.progress("") }
    let seconds = Date().timeIntervalSince(start)
    let count = rendered + skipped + failed + notReached
    var text =
      "\(count) record\(count == 1 ? "" : "s"): \(rendered) rendered, \(skipped) skipped, \(failed) failed"
    if notReached > 0 { text += ", \(notReached) not rendered (stopped)" }
    text += String(format: " in %.1f s", seconds)
    if rendered > 0 && seconds > 0 {
      text += String(format: " (%.1f rendered per second)", Double(rendered) / seconds)
    }
    console.error(text)
  }

  /// A failed record's message: the error as it is when it already names the record's
  /// file and line, else prefixed with them.
  static func failureLine(_ error: String, number: Int, source: String, line: Int?) -> String {
    let location = source + (line.map { ":\($0)" } ?? "")
    return error.hasPrefix(location + ": ") ? error : "\(location): record \(number): \(error)"
  }

  /// `42 s`, `3 min 5 s`, `2 h 10 min`.
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    if whole < 60 { return "\(whole) s" }
    if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
    return "\(whole / 3600) h \(whole % 3600 / 60) min"
  }
}

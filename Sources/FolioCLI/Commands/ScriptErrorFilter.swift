import Foundation

/// Passes a script's standard error through as it comes, except the Swift runtime's report
/// of a trap: the `Fatal error: …` line and the stack trace after it are held back, and
/// the line `FolioScript.startScript()` writes (`folio-script-line: N`) is read, so that
/// `folio` can say in one line what stopped the script and where. It is used by one thread
/// at a time (the one reading the script's standard error, then, once that has ended, the
/// one asking what happened).
///
/// `@unchecked Sendable`: not locked; the reading thread is done with it before another reads the
/// result (`BatchWorker` waits for its reader's semaphore; `Subprocess.run` reads on one thread).
final class ScriptErrorFilter: @unchecked Sendable {
  let scriptName: String
  private var pending: [UInt8] = []
  private var blankLines = 0
  private var stopped = false
  private var fatalMessage: String?
  private var fatalLocation: String?
  private var line: Int?
  /// The preview `folio previews` was laying out (`folio-preview: <label>`), if any.
  private(set) var preview: String?

  init(scriptName: String) { self.scriptName = scriptName }

  /// Takes the next bytes the script wrote.
  func consume(_ bytes: ArraySlice<UInt8>) {
    pending.append(contentsOf: bytes)
    while let newline = pending.firstIndex(of: 10) {
      let text = String(decoding: pending[..<newline], as: UTF8.self)
      pending.removeSubrange(...newline)
      handle(text)
    }
    // A partial line (a progress message) goes out at once, unless it may be the runtime's.
    if !stopped, !pending.isEmpty, !String(decoding: pending, as: UTF8.self).contains("Fatal error") {
      forward(String(decoding: pending, as: UTF8.self))
      pending.removeAll()
    }
  }

  /// The script's standard error has closed.
  func finish() {
    if !pending.isEmpty {
      handle(String(decoding: pending, as: UTF8.self))
      pending.removeAll()
    }
  }

  /// What `folio` says when the script stopped on a trap, and its exit code: 1 for an
  /// uncaught error (`folio: script.swift:12: <error>`), 2 for any other trap. Nil when
  /// the script did not trap.
  func report(status: Int32) -> (message: String, exitCode: Int32)? {
    guard fatalMessage != nil || line != nil else { return nil }
    var location = line.flatMap { $0 > 0 ? "\(scriptName):\($0): " : nil } ?? "\(scriptName): "
    if let preview { location = "the preview \(preview): " }
    guard let fatalMessage else {
      return (location + "the script stopped on a trap (exit \(status))", 2)
    }
    let uncaught = "Error raised at top level: "
    if fatalMessage.hasPrefix(uncaught) {
      let error = fatalMessage.dropFirst(uncaught.count)
      // An error that names the script's line of the view at fault (`badge.swift:6: …`)
      // needs no line of the statement that rendered.
      let namesScriptLine = error.hasPrefix(scriptName + ":") && preview == nil
      return ((namesScriptLine ? "" : location) + error, 1)
    }
    return (location + "fatal error: " + fatalMessage, 2)
  }

  /// The trap the runtime reported, where it happened first: `badge.swift:9: fatal error:
  /// …` (nil when there was none). `folio batch` fails the record its worker had with it.
  var trap: String? {
    guard let fatalMessage else { return nil }
    return (fatalLocation.map { $0 + ": " } ?? "") + "fatal error: " + fatalMessage
  }

  private func handle(_ text: String) {
    if text.hasPrefix("folio-preview: ") {
      let label = text.dropFirst("folio-preview: ".count)
      preview = label.isEmpty ? nil : String(label)
      return
    }
    if text.hasPrefix("folio-script-line: ") {
      line = Int(text.dropFirst("folio-script-line: ".count))
      return
    }
    if stopped { return }
    if let marker = text.range(of: "Fatal error: ") {
      fatalMessage = String(text[marker.upperBound...])
      // `FolioScriptMain/badge.swift:9: Fatal error: …`: the file (less the module) and line.
      let place = text[..<marker.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
      fatalLocation = place.isEmpty ? nil : String(place.split(separator: "/").last ?? Substring(place))
      stopped = true
      return
    }
    if text.isEmpty {
      blankLines += 1
      return
    }
    forward(String(repeating: "\n", count: blankLines) + text + "\n")
    blankLines = 0
  }

  private func forward(_ text: String) {
    Console.write(2, text)
  }
}

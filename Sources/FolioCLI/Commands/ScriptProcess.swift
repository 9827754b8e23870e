import FolioCairo
import Foundation

/// Runs a compiled script the way every `folio` command does: its traps reported in one
/// line (`folio: script.swift:12: <error>`, exit 1 for an uncaught error, 2 for any other
/// trap), or with the runtime's full backtrace under `--verbose`; the temporary files of a
/// script that stopped are removed from its output's folder.
///
/// A script runs in its own folder, so every relative path it names (an image, a Markdown
/// or data file, a font, a file it writes itself) is beside it, wherever `folio` was run
/// from; the paths given to `folio` itself are made absolute before (docs/cli.md,
/// "Relative paths").
enum ScriptProcess {
  static func run(
    _ binary: URL, arguments: [String] = [], script: URL, environment: [String: String], verbose: Bool,
    console: Console, timeLimit: Double? = nil
  ) -> Int32 {
    var environment = environment
    environment["FOLIO_SCRIPT_VERBOSE"] = verbose ? "1" : "0"
    environment["FOLIO_PARENT_PID"] = "\(getpid())"
    // The script runs in its own folder: cache folders named relative to this one are
    // made absolute, so it uses the same ones.
    let inherited = ProcessInfo.processInfo.environment
    for key in ["FOLIO_CACHE_DIR", "XDG_CACHE_HOME"] {
      if let value = environment[key] ?? inherited[key], !value.isEmpty, !value.hasPrefix("/") {
        environment[key] = URL(fileURLWithPath: value).path
      }
    }
    if !verbose { environment["SWIFT_BACKTRACE"] = "enable=no" }
    let filter = verbose ? nil : ScriptErrorFilter(scriptName: script.lastPathComponent)
    let result = Subprocess.run(
      [binary.path] + arguments, environment: environment, captureOutput: false, errorFilter: filter,
      timeLimit: timeLimit, workingDirectory: script.deletingLastPathComponent())
    if let timeLimit, Subprocess.timedOut {
      let seconds = timeLimit.rounded() == timeLimit ? "\(Int(timeLimit))" : "\(timeLimit)"
      let what = filter?.preview.map { "the preview \($0) did not finish" } ?? "it did not finish"
      console.error("\(script.lastPathComponent): stopped after \(seconds) s (--timeout): \(what)")
      if let output = environment["FOLIO_PREVIEWS_OUTPUT"] {
        TemporaryFiles.removeLeftovers(in: URL(fileURLWithPath: output))
      }
      return 1
    }
    // A script that stopped (a trap, a signal) removed none of its temporary files; it has
    // ended and been waited for, so its output folder's sweep removes them now.
    if result.status != 0, let output = environment["FOLIO_SCRIPT_OUTPUT"], output != "-" {
      TemporaryFiles.removeLeftovers(in: URL(fileURLWithPath: output).deletingLastPathComponent())
    }
    if Subprocess.receivedSignal == 0, let report = filter?.report(status: result.status) {
      console.error(report.message)
      return report.exitCode
    }
    return result.status
  }
}

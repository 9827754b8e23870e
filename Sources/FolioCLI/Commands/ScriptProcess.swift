import Foundation

/// Runs a compiled script the way every `folio` command does: its traps reported in one
/// line (`folio: script.swift:12: <error>`, exit 1 for an uncaught error, 2 for any other
/// trap), or with the runtime's full backtrace under `--verbose`.
enum ScriptProcess {
  static func run(
    _ binary: URL, arguments: [String] = [], script: URL, environment: [String: String], verbose: Bool,
    console: Console
  ) -> Int32 {
    var environment = environment
    environment["FOLIO_SCRIPT_VERBOSE"] = verbose ? "1" : "0"
    if !verbose { environment["SWIFT_BACKTRACE"] = "enable=no" }
    let filter = verbose ? nil : ScriptErrorFilter(scriptName: script.lastPathComponent)
    let result = Subprocess.run(
      [binary.path] + arguments, environment: environment, captureOutput: false, errorFilter: filter)
    if Subprocess.receivedSignal == 0, let report = filter?.report(status: result.status) {
      console.error(report.message)
      return report.exitCode
    }
    return result.status
  }
}

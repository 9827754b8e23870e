import Foundation

/// Runs programs, forwarding SIGINT, SIGTERM and SIGHUP to the running child so that
/// stopping `folio` stops what it started (the child removes its temporary files and the
/// old output stays), and remembering the signal so `folio` exits with 128 + its number.
enum Subprocess {
  /// The signal `folio` received while a child ran, or 0.
  static var receivedSignal: Int32 { forwardedSignal }

  /// Runs a program found on PATH; stdout and stderr are captured together, or inherited.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], captureOutput: Bool
  ) -> (status: Int32, output: String) {
    installForwarding()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let pipe = Pipe()
    if captureOutput {
      process.standardOutput = pipe
      process.standardError = pipe
    }
    if forwardedSignal != 0 { return (128 + forwardedSignal, "") }
    do {
      try process.run()
    } catch {
      return (127, "cannot run \(arguments.first ?? ""): \(error.localizedDescription)")
    }
    childProcess = process.processIdentifier
    // A signal that arrived between the start and now was not forwarded yet.
    if forwardedSignal != 0 { kill(childProcess, forwardedSignal) }
    var data = Data()
    if captureOutput { data = pipe.fileHandleForReading.readDataToEndOfFile() }
    process.waitUntilExit()
    childProcess = 0
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return (status, String(decoding: data, as: UTF8.self))
  }

  private static func installForwarding() {
    guard !forwardingInstalled else { return }
    forwardingInstalled = true
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        forwardedSignal = number
        if childProcess > 0 { kill(childProcess, number) }
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signal, &action, nil)
    }
  }
}

// Read by the signal handler: plain words, written before the handler can need them.
nonisolated(unsafe) private var childProcess: pid_t = 0
nonisolated(unsafe) private var forwardedSignal: Int32 = 0
nonisolated(unsafe) private var forwardingInstalled = false

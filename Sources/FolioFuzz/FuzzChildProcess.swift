import Foundation

/// A child process that renders cases (`folio-fuzz child`), so a crash or a hang in
/// Folio is seen as an outcome instead of taking the runner down.
final class FuzzChildProcess {
  /// What asking the child to render a case gave.
  enum Outcome {
    case result(FuzzRenderResult)
    case crashed(String)
    case timedOut
  }

  private let executable: URL
  private var process: Process?
  private var input: FileHandle?
  private var output: Int32 = -1
  private var buffer = Data()
  /// Where the child's standard error goes (its last lines explain a crash).
  private var errorLog: URL?

  init(executable: URL) { self.executable = executable }

  deinit { stop() }

  /// Renders `document` into `directory` in the child, waiting at most `timeout` seconds.
  func render(_ document: FuzzDocument, into directory: URL, timeout: Double) -> Outcome {
    if process == nil { start() }
    guard let input else { return .crashed("the child could not be started") }
    let request = FuzzRequest(document: document, directory: directory.path)
    guard let data = try? FuzzJSON.encoder().encode(request) else { return .crashed("unencodable case") }
    do {
      try input.write(contentsOf: data + Data("\n".utf8))
    } catch {
      return finishCrashed()
    }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = buffer[buffer.startIndex..<newline]
        buffer.removeSubrange(buffer.startIndex...newline)
        guard let result = try? FuzzJSON.decoder().decode(FuzzRenderResult.self, from: Data(line)) else {
          return .crashed("unreadable answer: \(String(decoding: line.prefix(200), as: UTF8.self))")
        }
        return .result(result)
      }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 {
        stop()
        return .timedOut
      }
      var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(remaining, 1) * 1000))
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { continue }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = read(output, &chunk, chunk.count)
      if count <= 0 { return finishCrashed() }
      buffer.append(contentsOf: chunk[0..<count])
    }
  }

  private func start() {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["child"]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "folio-fuzz-child-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    errorLog = log
    process.standardError =
      FileHandle(forWritingAtPath: log.path) ?? FileHandle(forWritingAtPath: "/dev/null")
    do {
      try process.run()
    } catch {
      return
    }
    self.process = process
    input = stdin.fileHandleForWriting
    output = stdout.fileHandleForReading.fileDescriptor
    buffer = Data()
  }

  private func finishCrashed() -> Outcome {
    guard let process else { return .crashed("no child") }
    process.waitUntilExit()
    let how =
      process.terminationReason == .uncaughtSignal
      ? "killed by signal \(process.terminationStatus)" : "exited with \(process.terminationStatus)"
    self.process = nil
    input = nil
    return .crashed(how + lastErrorLines())
  }

  /// The end of the child's standard error, indented, or "" (the log is removed).
  private func lastErrorLines() -> String {
    guard let log = errorLog else { return "" }
    defer {
      try? FileManager.default.removeItem(at: log)
      errorLog = nil
    }
    guard let data = try? Data(contentsOf: log), !data.isEmpty else { return "" }
    let text = String(decoding: data.suffix(4000), as: UTF8.self)
    return "\n" + text.split(separator: "\n").suffix(40).map { "    | \($0)" }.joined(separator: "\n")
  }

  /// Stops the child (it is restarted by the next render).
  func stop() {
    if let process, process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    process = nil
    input = nil
    if let log = errorLog { try? FileManager.default.removeItem(at: log) }
    errorLog = nil
  }
}

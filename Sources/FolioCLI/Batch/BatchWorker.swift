import FolioCairo
import Foundation

/// One worker process of `folio batch`: the compiled template started in batch mode, sent
/// request lines on its standard input and answering each, in order, on its descriptor 3.
/// What it writes to standard error is passed on, less the runtime's report of a trap,
/// which becomes the reason its record failed.
final class BatchWorker {
  let pid: pid_t
  private let requests: Int32
  private let results: Int32
  private var buffer: [UInt8] = []
  /// What `readLine` reads into: one buffer for the worker's life, not one per answer.
  private var chunk = [UInt8](repeating: 0, count: 65_536)
  private let errorFilter: ScriptErrorFilter
  private static let startLock = NSLock()
  private let errorDone = DispatchSemaphore(value: 0)
  /// Whether it said it was ready (its script's top-level code ran without trapping).
  private(set) var isReady = false

  private init(pid: pid_t, requests: Int32, results: Int32, errors: Int32, scriptName: String) {
    self.pid = pid
    self.requests = requests
    self.results = results
    let filter = ScriptErrorFilter(scriptName: scriptName)
    errorFilter = filter
    let done = errorDone
    let reader = Thread {
      var chunk = [UInt8](repeating: 0, count: 16_384)
      while true {
        let count = read(errors, &chunk, chunk.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        filter.consume(chunk[0..<count])
      }
      filter.finish()
      close(errors)
      done.signal()
    }
    reader.start()
  }

  /// Starts a worker in `folder`; nil when the process cannot be started.
  static func start(_ binary: URL, environment: [String: String], folder: URL? = nil) -> BatchWorker? {
    // One start at a time: each pipe is made close-on-exec before another worker starts,
    // so no worker holds another's pipes open.
    startLock.lock()
    defer { startLock.unlock() }
    var requestPipe: [Int32] = [-1, -1]
    var resultPipe: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    guard pipe(&requestPipe) == 0 else { return nil }
    guard pipe(&resultPipe) == 0 else {
      for descriptor in requestPipe { close(descriptor) }
      return nil
    }
    guard pipe(&errorPipe) == 0 else {
      for descriptor in requestPipe + resultPipe { close(descriptor) }
      return nil
    }
    for descriptor in requestPipe + resultPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    // The worker ends with this process (`FolioScript.startScript`), even after kill -9.
    merged["FOLIO_PARENT_PID"] = "\(getpid())"
    let pid = Subprocess.spawn(
      [binary.path], environment: merged,
      redirections: [(requestPipe[0], 0), (resultPipe[1], 3), (errorPipe[1], 2)], closing: [],
      workingDirectory: folder)
    close(requestPipe[0])
    close(resultPipe[1])
    close(errorPipe[1])
    guard let pid else {
      for descriptor in [requestPipe[1], resultPipe[0], errorPipe[0]] { close(descriptor) }
      return nil
    }
    guard Subprocess.register(pid) else {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      for descriptor in [requestPipe[1], resultPipe[0], errorPipe[0]] { close(descriptor) }
      return nil
    }
    return BatchWorker(
      pid: pid, requests: requestPipe[1], results: resultPipe[0], errors: errorPipe[0],
      scriptName: binary.lastPathComponent)
  }

  /// Whether the last `receive` gave up because the answer took longer than its time limit.
  private(set) var timedOut = false

  /// Sends one request line; false when the worker has ended (its input is closed).
  func send(_ request: Data) -> Bool {
    var line = request
    line.append(UInt8(ascii: "\n"))
    return line.withUnsafeBytes { FileDescriptor.writeAll(requests, $0) == nil }
  }

  /// Waits for the answer to the oldest request not yet answered, at most `limit` seconds
  /// when given, counted from this call (the time to start does not count); nil when the
  /// worker ended first or took too long (`timedOut` says which).
  func receive(limit: Double? = nil) -> Data? {
    timedOut = false
    if !isReady {
      guard readLine(deadline: nil) == Data("ready".utf8) else { return nil }
      isReady = true
    }
    return readLine(deadline: limit.map { Date().addingTimeInterval($0) })
  }

  /// The next line on descriptor 3, or nil at its end or past the deadline.
  private func readLine(deadline: Date?) -> Data? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Data(buffer[..<newline])
        buffer.removeSubrange(...newline)
        return line
      }
      if let deadline {
        let left = deadline.timeIntervalSinceNow
        guard left > 0 else {
          timedOut = true
          return nil
        }
        var poll = pollfd(fd: results, events: Int16(POLLIN), revents: 0)
        let ready = Glibc.poll(&poll, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
        if ready < 0 && errno == EINTR { continue }
        if ready == 0 { continue }
      }
      let count = read(results, &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      buffer.append(contentsOf: chunk[0..<count])
    }
  }

  /// Ends the worker (closing its input ends its loop; `kill` stops it at once) and waits
  /// for it: its exit status and the last lines it wrote to standard error.
  func finish(kill killing: Bool = false) -> (status: Int32, message: String) {
    var status: Int32 = 0
    if killing {
      // SIGTERM first, so a worker in the middle of a write removes its temporary files;
      // SIGKILL when it has not ended two seconds later.
      kill(pid, SIGTERM)
      let deadline = Date().addingTimeInterval(2)
      while waitpid(pid, &status, WNOHANG) == 0 {
        if Date() > deadline {
          kill(pid, SIGKILL)
          break
        }
        usleep(10_000)
      }
    }
    close(requests)
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    Subprocess.unregister(pid)
    close(results)
    errorDone.wait()
    let message = errorFilter.trap ?? ""
    let signal = status & 0x7F
    return (signal == 0 ? (status >> 8) & 0xFF : 128 + signal, message)
  }
}

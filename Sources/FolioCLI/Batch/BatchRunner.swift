import Folio
import Foundation

/// Renders records on `jobs` worker processes at once, each taking the next record when it
/// has answered the last, so a slow record never holds the others up.
///
/// A worker that ends without answering (the template trapped, or was killed) fails the
/// record it had, and a new worker takes its place. When workers keep ending before they
/// are ready for their first record, the template cannot render at all: the run stops and
/// says why.
final class BatchRunner: @unchecked Sendable {
  private let binary: URL
  private let environment: [String: String]
  private let jobs: Int
  private let timeLimit: Double?
  private let lock = NSLock()
  private let next: () -> BatchRequest?
  private let deliver: (BatchResult) -> String?
  private var stopReason: String?
  private var failedStarts = 0

  /// `next` gives the next request (nil at the end) and `deliver` takes each result and
  /// says why the run must stop (a full disk), or nil; both are called with the runner's
  /// lock held, one at a time.
  init(
    binary: URL, environment: [String: String], jobs: Int, timeLimit: Double? = nil,
    next: @escaping () -> BatchRequest?, deliver: @escaping (BatchResult) -> String?
  ) {
    self.binary = binary
    self.environment = environment
    self.jobs = jobs
    self.timeLimit = timeLimit
    self.next = next
    self.deliver = deliver
  }

  /// Runs every request, calling `tick` on the calling thread about twice a second; returns
  /// why the run stopped early, or nil.
  func run(tick: () -> Void) -> String? {
    let group = DispatchGroup()
    for _ in 0..<jobs {
      group.enter()
      let thread = Thread { [self] in
        work()
        group.leave()
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
    while group.wait(timeout: .now() + 0.5) == .timedOut { tick() }
    tick()
    lock.lock()
    defer { lock.unlock() }
    return stopReason
  }

  /// One job: a worker, fed one request at a time.
  private func work() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let decoder = JSONDecoder()
    var worker: BatchWorker?
    defer { _ = worker?.finish() }
    while let request = take() {
      if worker == nil { worker = BatchWorker.start(binary, environment: environment) }
      guard let current = worker else {
        finish(request, failure: "cannot start the template's process", startFailed: true)
        continue
      }
      if let data = try? encoder.encode(request), let answer = current.ask(data, limit: timeLimit),
        let result = try? decoder.decode(BatchResult.self, from: answer)
      {
        finish(result)
        continue
      }
      // The worker ended without answering, or took too long and is stopped.
      let neverReady = !current.isReady
      let timedOut = current.timedOut
      let (status, message) = current.finish(kill: true)
      worker = nil
      if Subprocess.receivedSignal != 0 { return }
      if timedOut, let timeLimit {
        finish(
          request,
          failure:
            "the template took longer than \(Self.seconds(timeLimit)) (--timeout) on this record; its process was stopped",
          startFailed: false)
        continue
      }
      let how = status > 128 ? "was stopped by signal \(status - 128)" : "exited with status \(status)"
      finish(request, failure: message.isEmpty ? "the template \(how)" : message, startFailed: neverReady)
    }
  }

  /// `30 s`, `0.5 s`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  /// The next request, unless the run is stopping.
  private func take() -> BatchRequest? {
    lock.lock()
    defer { lock.unlock() }
    guard stopReason == nil, Subprocess.receivedSignal == 0 else { return nil }
    return next()
  }

  private func finish(_ result: BatchResult) {
    lock.lock()
    failedStarts = 0
    if let reason = deliver(result), stopReason == nil { stopReason = reason }
    lock.unlock()
  }

  /// Fails a request; three workers in a row that end before they are ready (the script's
  /// top-level code traps) stop the run.
  private func finish(_ request: BatchRequest, failure: String, startFailed: Bool) {
    lock.lock()
    if let reason = deliver(BatchResult(number: request.number, rendered: false, error: failure)),
      stopReason == nil
    {
      stopReason = reason
    }
    failedStarts = startFailed ? failedStarts + 1 : 0
    if failedStarts >= 3 && stopReason == nil {
      stopReason = "the template stops before it renders any record: \(failure)"
    }
    lock.unlock()
  }
}

import Folio
import Foundation

/// Renders records on `jobs` worker processes at once, each taking the next record when it
/// has answered the last, so a slow record holds up no other worker. Each worker holds its
/// next request already and goes straight on to it (only that one waits behind a slow
/// record).
///
/// A worker that ends without answering (the template trapped, or was killed) fails the
/// record it had, and a new worker takes its place. When workers keep ending before they
/// are ready for their first record, the template cannot render at all: the run stops and
/// says why.
///
/// `@unchecked Sendable`: `stopReason` and `failedStarts` are read and written under `lock`, which
/// also serializes the calls of the non-`@Sendable` `next` and `deliver`; the rest is `let`.
final class BatchRunner: @unchecked Sendable {
  private let binary: URL
  private let folder: URL?
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
  /// Workers start in `folder` (the script's: its relative paths are beside it).
  init(
    binary: URL, environment: [String: String], jobs: Int, timeLimit: Double? = nil, folder: URL? = nil,
    next: @escaping () -> BatchRequest?, deliver: @escaping (BatchResult) -> String?
  ) {
    self.folder = folder
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

  /// Requests a worker holds at once: the one it renders and the next, already in its
  /// input, so it never waits for this process to read an answer and send more.
  static let requestsInFlight = 2

  /// One job: a worker, kept `requestsInFlight` requests ahead.
  ///
  /// 1. Send the worker requests until it holds `requestsInFlight` (those a worker that
  ///    ended never answered go first, to the next worker).
  /// 2. Wait for the answer to the oldest; deliver it.
  /// 3. When the worker ended or took too long instead, fail the oldest request (the one
  ///    it was rendering), stop the worker and keep the others for its successor.
  private func work() {
    let decoder = JSONDecoder()
    var worker: BatchWorker?
    defer { _ = worker?.finish() }
    var sent: [BatchRequest] = []
    var unanswered: [BatchRequest] = []
    while true {
      // 1. Fill the worker.
      while sent.count < Self.requestsInFlight, let request = take(first: &unanswered) {
        if worker == nil { worker = BatchWorker.start(binary, environment: environment, folder: folder) }
        guard let current = worker else {
          finish(request, failure: "cannot start the template's process", startFailed: true)
          continue
        }
        sent.append(request)
        // A worker that ended takes no more; waiting for its answer below tells why.
        guard current.send(Data(request.jsonLine.utf8)) else { break }
      }
      guard let request = sent.first, let current = worker else { return }
      // 2. The oldest request's answer.
      if let answer = current.receive(limit: timeLimit),
        let result = try? decoder.decode(BatchResult.self, from: answer)
      {
        sent.removeFirst()
        if result.number == request.number {
          finish(result)
        } else {
          finish(request, failure: result.error ?? "the template answered another record", startFailed: false)
        }
        continue
      }
      // 3. The worker ended without answering, or took too long and is stopped.
      let neverReady = !current.isReady
      let timedOut = current.timedOut
      let (status, message) = current.finish(kill: true)
      worker = nil
      unanswered = sent.dropFirst() + unanswered
      sent = []
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

  /// The next request — the first of `first` when it has any — unless the run is stopping.
  private func take(first: inout [BatchRequest]) -> BatchRequest? {
    lock.lock()
    defer { lock.unlock() }
    guard stopReason == nil, Subprocess.receivedSignal == 0 else { return nil }
    return first.isEmpty ? next() : first.removeFirst()
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

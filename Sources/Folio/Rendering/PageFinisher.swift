import FolioGraphics
import Foundation

/// Finishes pages' SVG and PNG files on several threads — normalizing an SVG's ids,
/// compressing a PNG's pixels, work that needs no Cairo drawing and no Pango — and hands
/// the results back one page at a time, in page order.
///
/// 1. The drawing thread submits each page's jobs in page order (waiting while `limit`
///    pages are unfinished, so memory stays flat).
/// 2. Worker threads take jobs first come, first served, and run them.
/// 3. A finished page is committed (its files staged) as soon as every page before it
///    is, by whichever thread finished it, under the lock, so commits happen one at a time
///    and in order.
/// 4. The first error stops everything: later jobs are dropped, `submit` and `finish`
///    throw it.
///
/// `@unchecked Sendable`: all mutable state is read and written under `condition`
/// (`runsJobsInline` is set once, in `init`); `commit` runs one call at a time, ordered by it.
final class PageFinisher: @unchecked Sendable {
  /// One page's work: its files' bytes, made off the drawing thread.
  typealias Job = @Sendable () throws(FolioError) -> [Data]

  private let condition = NSCondition()
  private var waiting: [(sequence: Int, page: Int, job: Job)] = []
  private var finished: [Int: (page: Int, files: [Data])] = [:]
  private var submitted = 0
  private var committed = 0
  private var isCommitting = false
  private var failure: FolioError?
  private var closed = false
  private var running = 0
  /// Whether jobs run in `submit` (no worker thread could be created).
  private var runsJobsInline = false
  private let limit: Int
  private let commit: (Int, [Data]) throws(FolioError) -> Void

  /// Starts `threads` workers; `commit` gets each page's number and bytes, in the order
  /// the pages were submitted. When the system refuses every worker thread, `submit` runs
  /// each job itself.
  init(threads: Int, commit: @escaping (Int, [Data]) throws(FolioError) -> Void) {
    let count = max(threads, 1)
    limit = count * 2 + 1
    self.commit = commit
    for index in 0..<count {
      condition.lock()
      running += 1
      condition.unlock()
      if LayoutThread.start(name: "folio-finish-\(index)", { [self] in work() }) == nil {
        condition.lock()
        running -= 1
        condition.unlock()
        break
      }
    }
    runsJobsInline = running == 0
  }

  /// The number of workers to use: the machine's cores, at most four.
  static var defaultThreads: Int { min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4) }

  /// Step 1: queues page `page`'s job; throws the first error of an earlier page.
  func submit(page: Int, _ job: @escaping Job) throws(FolioError) {
    condition.lock()
    defer { condition.unlock() }
    if runsJobsInline {
      // No worker: the job runs here, and its page is committed at once (in order).
      if let failure { throw failure }
      do throws(FolioError) {
        try commit(page, try job())
      } catch {
        failure = error
        throw error
      }
      return
    }
    while submitted - committed >= limit && failure == nil { condition.wait() }
    if let failure { throw failure }
    waiting.append((submitted, page, job))
    submitted += 1
    condition.broadcast()
  }

  /// Waits until every page is committed; throws the first error.
  func finish() throws(FolioError) {
    condition.lock()
    closed = true
    condition.broadcast()
    while running > 0 { condition.wait() }
    let failure = self.failure
    condition.unlock()
    if let failure { throw failure }
  }

  /// Drops what waits and stops the workers (after an error elsewhere).
  func cancel() {
    condition.lock()
    waiting.removeAll()
    if failure == nil { failure = .renderFailed("cancelled") }
    closed = true
    condition.broadcast()
    while running > 0 { condition.wait() }
    condition.unlock()
  }

  /// Steps 2–4, on each worker.
  private func work() {
    condition.lock()
    while true {
      while waiting.isEmpty && !closed && failure == nil { condition.wait() }
      if waiting.isEmpty || failure != nil {
        waiting.removeAll()
        running -= 1
        condition.broadcast()
        condition.unlock()
        return
      }
      let (sequence, page, job) = waiting.removeFirst()
      condition.unlock()
      let result = Result { () throws(FolioError) in try job() }
      condition.lock()
      switch result {
      case .failure(let error):
        if failure == nil { failure = error }
      case .success(let files):
        finished[sequence] = (page, files)
        // Step 3: one thread commits every page that is next in line, outside the lock
        // (staging files writes to disk) so the others go on working meanwhile.
        guard !isCommitting else { break }
        isCommitting = true
        while failure == nil, let next = finished.removeValue(forKey: committed) {
          condition.unlock()
          let committedPage = Result { () throws(FolioError) in try commit(next.page, next.files) }
          condition.lock()
          if case .failure(let error) = committedPage, failure == nil { failure = error }
          committed += 1
          condition.broadcast()
        }
        isCommitting = false
      }
      if failure != nil { finished.removeAll() }
      condition.broadcast()
    }
  }
}

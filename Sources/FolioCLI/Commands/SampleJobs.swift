import FolioSamples
import Foundation

/// The samples still to render, handed out one at a time to the threads rendering them,
/// and the first failure.
///
/// `@unchecked Sendable`: `pending` and `firstFailure` are read and written only under `lock`.
final class SampleJobs: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [Sample]
  private var firstFailure: CLIError?

  init(_ samples: [Sample]) { pending = samples.reversed() }

  /// The next sample to render, or nil when all are taken.
  func next() -> Sample? {
    lock.lock()
    defer { lock.unlock() }
    return pending.popLast()
  }

  /// Records a failure (the first one is what `folio samples` reports).
  func fail(_ error: CLIError) {
    lock.lock()
    defer { lock.unlock() }
    if firstFailure == nil { firstFailure = error }
  }

  var failure: CLIError? {
    lock.lock()
    defer { lock.unlock() }
    return firstFailure
  }
}

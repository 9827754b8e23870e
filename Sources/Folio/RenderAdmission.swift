import Foundation
import Synchronization

/// Lets a bounded number of asynchronous renders run at once; the others wait in order,
/// suspended, without holding a thread. Each render runs on threads of its own (layout,
/// drawing, finishing), so without a bound a server that starts a render per request
/// would start threads and memory per request.
package final class RenderAdmission: Sendable {
  private struct State {
    var running = 0
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())
  /// The renders that may run at once.
  let limit: Int

  /// An admission of `limit` renders at once.
  init(limit: Int) { self.limit = max(limit, 1) }

  /// The asynchronous renders of this process: as many at once as there are cores.
  package static let shared = RenderAdmission(limit: ProcessInfo.processInfo.activeProcessorCount)

  /// The renders running now.
  package var running: Int { state.withLock { $0.running } }

  /// Waits (suspended) until a render may start.
  func enter() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let admitted = state.withLock { state in
        guard state.running < limit else {
          state.waiting.append(continuation)
          return false
        }
        state.running += 1
        return true
      }
      if admitted { continuation.resume() }
    }
  }

  /// Ends a render that `enter` admitted: the longest-waiting render starts in its place.
  func leave() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.running -= 1
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }
}

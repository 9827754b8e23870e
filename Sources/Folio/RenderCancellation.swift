import FolioGraphics
import Synchronization

/// Whether a render was asked to stop: set when the task of an asynchronous render is
/// cancelled, read by the render before each page.
final class RenderCancellation: Sendable {
  private let isCancelled = Atomic<Bool>(false)

  /// Asks the render to stop before its next page.
  func cancel() { isCancelled.store(true, ordering: .relaxed) }

  /// Throws `FolioError.cancelled` once the render was asked to stop.
  func check() throws(FolioError) {
    if isCancelled.load(ordering: .relaxed) { throw .cancelled }
  }
}

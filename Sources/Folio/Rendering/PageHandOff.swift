import FolioLayout
import Foundation

/// Where the layout thread hands its pages to the drawing thread, which a render starts
/// while its first page is being laid out: a page waits here until the drawing pipeline
/// exists, or is refused when the render failed before it could (its files could not be
/// staged).
///
/// `@unchecked Sendable`: `pipeline` and `failure` are read and written only under `condition`.
final class PageHandOff: @unchecked Sendable {
  private let condition = NSCondition()
  private var pipeline: PagePipeline?
  private var failure: FolioError?

  /// Lets pages through to `pipeline`.
  func open(_ pipeline: PagePipeline) {
    condition.lock()
    self.pipeline = pipeline
    condition.broadcast()
    condition.unlock()
  }

  /// Refuses every page with `error` (the render stops).
  func fail(_ error: FolioError) {
    condition.lock()
    failure = error
    condition.broadcast()
    condition.unlock()
  }

  /// Hands a page on, waiting for the pipeline if need be; throws the render's failure,
  /// or the drawing thread's error.
  func submit(_ page: RenderedPage) throws(FolioError) {
    condition.lock()
    while pipeline == nil && failure == nil { condition.wait() }
    let pipeline = self.pipeline
    let failure = self.failure
    condition.unlock()
    if let failure { throw failure }
    try pipeline?.submit(page)
  }
}

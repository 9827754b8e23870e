import Foundation

/// The one hand-off between layout and drawing: draws finished pages on a second thread
/// while the next ones are laid out. The layout thread submits pages in order, the drawing
/// thread draws them in the same order, and at most `capacity` pages wait between the two
/// (so memory stays flat).
///
/// A render starts laying out before its outputs are staged, so the pipeline is made
/// closed: pages wait (at most `capacity` of them) until `open` says what draws them, or
/// are refused when `fail` stops the render before it could (its files could not be
/// staged).
///
/// Pages carry no Pango object: text is drawn from glyph runs made on the layout thread
/// (see docs/reliability.md), so the drawing thread only calls Cairo.
///
/// Who frees a drawn page: one with images, the drawing thread (an image's last reference
/// must not be dropped on the layout thread while Cairo may still be tearing down the
/// copies, "snapshots", it made of it when the page was drawn); one without, the layout
/// thread, which allocated it, when it submits its next page. Freeing memory another
/// thread allocated takes that thread's allocator lock, so a drawing thread freeing
/// thousands of texts a page would keep the layout thread waiting on it.
///
/// Without its thread (`concurrent: false`, a `folio batch` worker with a core of its
/// own), `submit` draws each page itself, and the page is freed as it returns.
///
/// `@unchecked Sendable`: the queues, flags and `consume` are read and written under
/// `condition`; `isConcurrent` is set in `init` only, and `consume` runs on one thread at a
/// time.
final class PagePipeline: @unchecked Sendable {
  private let condition = NSCondition()
  private var queue: [RenderedPage] = []
  /// Drawn pages without images, for the layout thread to free.
  private var drawn: [RenderedPage] = []
  private var isClosed = false
  private var failure: FolioError?
  private var isDone = false
  private let capacity: Int
  /// What draws a page; nil until `open`.
  private var consume: ((RenderedPage) throws(FolioError) -> Void)?

  /// Whether pages are drawn on the drawing thread; false: on the thread that submits
  /// them, as they come (`RenderSettings.drawsPagesConcurrently`, or no thread could be
  /// created). Set once, before any page is submitted.
  private var isConcurrent: Bool

  /// Starts the drawing thread (unless `concurrent` is false, or the system refuses the
  /// thread: pages are then drawn by `submit` itself), closed until `open`.
  init(capacity: Int = 3, concurrent: Bool = true) {
    self.capacity = max(capacity, 1)
    isConcurrent = concurrent
    if concurrent, LayoutThread.start(name: "folio-draw", { [self] in self.drain() }) == nil {
      isConcurrent = false
    }
  }

  /// A pipeline open at once, drawing pages with `consume`.
  convenience init(
    capacity: Int = 3, concurrent: Bool = true, consume: @escaping (RenderedPage) throws(FolioError) -> Void
  ) {
    self.init(capacity: capacity, concurrent: concurrent)
    open(consume)
  }

  /// Lets pages through to `consume`, those waiting first.
  func open(_ consume: @escaping (RenderedPage) throws(FolioError) -> Void) {
    condition.lock()
    self.consume = consume
    condition.broadcast()
    condition.unlock()
  }

  /// Refuses every page with `error`, waiting ones included, and ends the drawing thread
  /// (the render stopped before `open`).
  func fail(_ error: FolioError) {
    condition.lock()
    if failure == nil { failure = error }
    queue.removeAll()
    isClosed = true
    condition.broadcast()
    while isConcurrent && !isDone { condition.wait() }
    condition.unlock()
  }

  /// Hands a page to the drawing thread, waiting while the queue is full; throws the
  /// drawing thread's error, or the render's failure, as soon as there is one.
  func submit(_ page: RenderedPage) throws(FolioError) {
    guard isConcurrent else { return try consumeHere(page) }
    condition.lock()
    while queue.count >= capacity && failure == nil { condition.wait() }
    if let failure {
      condition.unlock()
      throw failure
    }
    queue.append(page)
    var freed: [RenderedPage] = []
    swap(&freed, &drawn)
    condition.broadcast()
    condition.unlock()
    // Freed here, outside the lock (as the drawing thread freed them before: glyph runs
    // only release Cairo scaled fonts, which Cairo locks).
    freed.removeAll()
  }

  /// Waits until every submitted page is drawn; throws the drawing thread's error.
  func finish() throws(FolioError) {
    guard isConcurrent else { return }
    condition.lock()
    isClosed = true
    condition.broadcast()
    while !isDone { condition.wait() }
    let failure = self.failure
    condition.unlock()
    if let failure { throw failure }
  }

  /// Stops early (after a layout error): drops waiting pages and waits for the thread.
  func cancel() {
    guard isConcurrent else { return }
    condition.lock()
    queue.removeAll()
    isClosed = true
    condition.broadcast()
    while !isDone { condition.wait() }
    condition.unlock()
  }

  /// Draws a page on the submitting thread (no drawing thread), once the pipeline is open.
  private func consumeHere(_ page: RenderedPage) throws(FolioError) {
    condition.lock()
    while consume == nil && failure == nil { condition.wait() }
    let (consume, failure) = (self.consume, self.failure)
    condition.unlock()
    if let failure { throw failure }
    try consume?(page)
  }

  private func drain() {
    while true {
      condition.lock()
      while (queue.isEmpty || consume == nil) && !isClosed { condition.wait() }
      // Closed with nothing more to draw (or closed before it was ever opened).
      guard let consume, !queue.isEmpty else {
        queue.removeAll()
        isDone = true
        condition.broadcast()
        condition.unlock()
        return
      }
      let page = queue.removeFirst()
      let failed = failure != nil
      condition.broadcast()
      condition.unlock()
      if failed { continue }
      do throws(FolioError) {
        try consume(page)
        if !page.displayList.containsImages {
          condition.lock()
          drawn.append(page)
          condition.unlock()
        }
      } catch {
        condition.lock()
        failure = error
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
      }
    }
  }
}

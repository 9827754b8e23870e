import FolioGraphics
import Foundation
import Testing

@testable import Folio
@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

/// Collects page numbers from the drawing thread.
private final class Drawn: @unchecked Sendable {
  private let lock = NSLock()
  private var numbers: [Int] = []

  func append(_ number: Int) {
    lock.lock()
    numbers.append(number)
    lock.unlock()
  }

  var all: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return numbers
  }
}

private func page(_ number: Int) -> RenderedPage {
  RenderedPage(number: number, displayList: DisplayList(size: CGSize(width: 10, height: 10), items: []))
}

// Issue 14: the page pipeline's order, its failure path and its cancellation, on real
// threads.
@Suite struct PagePipelineTests {
  @Test func pagesAreDrawnInOrder() throws {
    let drawn = Drawn()
    let pipeline = PagePipeline(capacity: 2) { page throws(FolioError) in drawn.append(page.number) }
    for number in 1...50 { try pipeline.submit(page(number)) }
    try pipeline.finish()
    #expect(drawn.all == Array(1...50))
  }

  /// A pipeline that does not draw concurrently (a batch worker with a core of its own)
  /// draws each page as it is submitted, on the submitting thread, and throws its error
  /// from `submit`.
  @Test func aPipelineWithoutItsThreadDrawsEachPageAsItComes() {
    let drawn = Drawn()
    let submitter = Thread.current
    let pipeline = PagePipeline(capacity: 2, concurrent: false) { page throws(FolioError) in
      #expect(Thread.current == submitter)
      if page.number == 4 { throw .renderFailed("page 4 cannot be drawn") }
      drawn.append(page.number)
    }
    for number in 1...3 {
      #expect(throws: Never.self) { try pipeline.submit(page(number)) }
      #expect(drawn.all == Array(1...number), "drawn before submit returns")
    }
    #expect(throws: FolioError.self) { try pipeline.submit(page(4)) }
    #expect(throws: Never.self) { try pipeline.finish() }
    pipeline.cancel()
    #expect(drawn.all == [1, 2, 3])
  }

  @Test func aDrawingErrorStopsThePipelineAndReachesTheLayoutThread() {
    let drawn = Drawn()
    let failure = FolioError.renderFailed("page 3 cannot be drawn")
    let pipeline = PagePipeline(capacity: 2) { page throws(FolioError) in
      if page.number == 3 { throw failure }
      drawn.append(page.number)
    }
    // Submitting goes on until the error is seen; then submit (or finish) throws it.
    var thrown: FolioError?
    for number in 1...100 {
      do throws(FolioError) {
        try pipeline.submit(page(number))
      } catch {
        thrown = error
        break
      }
    }
    do throws(FolioError) {
      try pipeline.finish()
      if thrown == nil { Issue.record("finish did not throw") }
    } catch {
      thrown = thrown ?? error
    }
    #expect(thrown == failure)
    #expect(drawn.all == [1, 2], "nothing after the failed page is drawn")
  }

  @Test func cancellingDropsWaitingPagesAndReturns() throws {
    let drawn = Drawn()
    let gate = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    let pipeline = PagePipeline(capacity: 3) { page throws(FolioError) in
      if page.number == 1 {
        started.signal()
        gate.wait()
      }
      drawn.append(page.number)
    }
    // Page 1 blocks the drawing thread; pages 2–4 wait in the queue.
    for number in 1...4 { try pipeline.submit(page(number)) }
    started.wait()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { gate.signal() }
    pipeline.cancel()
    #expect(drawn.all == [1], "the page being drawn finishes; the waiting ones are dropped")
  }

  // Issue 54: the pipeline is the one hand-off between layout and drawing — made closed,
  // as a render starts laying out before its outputs are staged.
  @Test func pagesWaitUntilThePipelineIsOpenedThenAreDrawnInOrder() throws {
    for concurrent in [true, false] {
      let drawn = Drawn()
      let pipeline = PagePipeline(capacity: 2, concurrent: concurrent)
      let submitted = DispatchSemaphore(value: 0)
      let layout = Thread {
        for number in 1...6 { try? pipeline.submit(page(number)) }
        submitted.signal()
      }
      layout.start()
      // Closed: nothing is drawn, and the layout waits (capacity 2, or at the first page
      // without a drawing thread) instead of running on.
      #expect(submitted.wait(timeout: .now() + 0.3) == .timedOut)
      #expect(drawn.all.isEmpty)
      pipeline.open { page throws(FolioError) in drawn.append(page.number) }
      submitted.wait()
      try pipeline.finish()
      #expect(drawn.all == Array(1...6), "concurrent: \(concurrent)")
    }
  }

  @Test func failingBeforeOpeningRefusesEveryPage() throws {
    for concurrent in [true, false] {
      let pipeline = PagePipeline(capacity: 2, concurrent: concurrent)
      let refused = Drawn()
      let finished = DispatchSemaphore(value: 0)
      let layout = Thread {
        for number in 1...6 {
          do throws(FolioError) { try pipeline.submit(page(number)) } catch { refused.append(number) }
        }
        finished.signal()
      }
      layout.start()
      Thread.sleep(forTimeInterval: 0.1)
      pipeline.fail(.renderFailed("the outputs could not be staged"))
      #expect(finished.wait(timeout: .now() + 10) == .success, "the layout is not left waiting")
      // The pages queued before the failure are dropped, never drawn; every later one is
      // refused (without a drawing thread, every one).
      #expect(refused.all.count >= (concurrent ? 3 : 6), "concurrent: \(concurrent): \(refused.all)")
      #expect(refused.all.last == 6)
    }
  }
}

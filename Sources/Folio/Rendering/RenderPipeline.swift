import FolioGraphics
import FolioLayout
internal import FolioPango
import Foundation

/// The threads of one render: the layout thread lays pages out and hands them to the
/// drawing thread through a `PagePipeline`, which adds each to every sink, in page order
/// (docs/architecture.md, "Pages").
///
/// The layout starts as soon as the pipeline is made: resolving the first page's views and
/// loading its fonts overlap what the caller does before `run` (staging the files, creating
/// the PDF surfaces), and its pages wait at the hand-off until `run` opens it. A render
/// that draws on one thread, made on a layout thread already (a `folio batch` worker with
/// a core of its own), lays out in `run`, on the calling thread.
final class RenderPipeline {
  /// The measurer the layout uses (its statistics go in the report).
  let measurer: PangoTextMeasurer
  /// The paginator (its diagnostics go in the report).
  let paginator: DocumentPaginator
  private let settings: RenderSettings
  /// Where pages go from the layout to the drawing thread (open once the sinks exist).
  private let pages: PagePipeline
  private let cancellation: RenderCancellation?
  private let layOut: () throws(FolioError) -> Int
  private let layout: LayoutThread.Running<Int, FolioError>?
  private var measurementsFreed: DispatchSemaphore?

  /// Starts laying `document` out; `tagged` records the structure a tagged PDF needs.
  init(document: Document, settings: RenderSettings, tagged: Bool, cancellation: RenderCancellation?) {
    measurer = PangoTextMeasurer(fonts: settings.fonts.fontconfig)
    paginator = settings.paginator(for: document, measurer: measurer)
    paginator.recordsStructure = tagged
    self.settings = settings
    self.cancellation = cancellation
    let pages = PagePipeline(concurrent: settings.drawsPagesConcurrently)
    self.pages = pages
    layOut = { [paginator] () throws(FolioError) -> Int in
      try paginator.run { page throws(FolioError) in
        try cancellation?.check()
        try pages.submit(page)
      }
    }
    layout = !settings.drawsPagesConcurrently && LayoutThread.isCurrent ? nil : LayoutThread.begin(layOut)
  }

  /// Stops the layout before `run`, with `error` (the sinks could not be made).
  func stop(_ error: FolioError) {
    pages.fail(error)
    _ = try? layout?.wait()
  }

  /// Draws every page into `sinks` as it is laid out, then finishes them; returns the page
  /// count. `progress` is called with each page's number once it is in every sink.
  ///
  /// 1. The pages go to the drawing thread, which adds each to every sink (a cancelled
  ///    render stops before drawing the next: the layout may be pages ahead).
  /// 2. Once the layout is done, the cached measurements are freed on a thread of their own
  ///    while the last pages are drawn, the sinks finish and the caller commits (`end`
  ///    waits for it).
  func run(sinks: [PageSink], progress: (@Sendable (Int) -> Void)?) throws(FolioError) -> Int {
    let cancellation = cancellation
    pages.open { page throws(FolioError) in
      try cancellation?.check()
      for sink in sinks { try sink.add(page) }
      progress?(page.number)
    }
    let count: Int
    do throws(FolioError) {
      if let layout { count = try layout.wait() } else { count = try layOut() }
    } catch {
      pages.cancel()
      throw error
    }
    measurementsFreed = measurer.removeCachedMeasurementsConcurrently()
    try pages.finish()
    for sink in sinks { try sink.finish(pageCount: count) }
    return count
  }

  /// Waits until the cached measurements are freed (the pages keep the layouts they draw
  /// alive): the measurer may go after that.
  func end() { measurementsFreed?.wait() }
}

import FolioGraphics
import FolioLayout
import Foundation

/// Asynchronous rendering, for programs that serve many documents (a web service
/// rendering invoices on request, a pipeline of tasks).
///
/// Each form does what its synchronous namesake does, on Folio's own threads: the calling
/// task waits suspended, so Swift concurrency's cooperative threads are never blocked.
/// Renders run as many at once as there are cores; more wait their turn, suspended, so
/// memory stays bounded however many tasks ask. Cancelling the task stops the render
/// before its next page with `FolioError.Code.cancelled`, and nothing is written.
extension Document {
  /// Renders the document into any number of outputs; see `render(to:settings:progress:)`.
  @discardableResult
  public func render(
    to outputs: [DocumentOutput], settings: RenderSettings = RenderSettings(),
    progress: (@Sendable (Int) -> Void)? = nil
  ) async throws(FolioError) -> DocumentRenderReport {
    let job = RenderJob(self, settings)
    return try await AsyncRender.run { cancellation throws(FolioError) in
      try job.document.render(
        to: outputs, settings: job.settings, progress: progress, cancellation: cancellation)
    }
  }

  /// Writes the document to one file; see `write(to:format:settings:)`.
  @discardableResult
  public func write(
    to url: URL, format: OutputFormat? = nil, settings: RenderSettings = RenderSettings()
  ) async throws(FolioError) -> DocumentRenderReport {
    try await render(to: try outputs(writingTo: url, format: format), settings: settings)
  }

  /// The document as PDF bytes; see `pdfData(settings:)`.
  public func pdfData(settings: RenderSettings = RenderSettings()) async throws(FolioError) -> Data {
    let job = RenderJob(self, settings)
    return try await AsyncRender.run { cancellation throws(FolioError) in
      try job.document.pdfData(settings: job.settings, cancellation: cancellation)
    }
  }

  /// Every page as an SVG document; see `svgPages(settings:)`.
  public func svgPages(settings: RenderSettings = RenderSettings()) async throws(FolioError) -> [String] {
    let job = RenderJob(self, settings)
    return try await AsyncRender.run { cancellation throws(FolioError) in
      try job.document.svgPages(settings: job.settings, cancellation: cancellation)
    }
  }

  /// Every page as a PNG image; see `pngPages(settings:)`.
  public func pngPages(settings: RenderSettings = RenderSettings()) async throws(FolioError) -> [Data] {
    let job = RenderJob(self, settings)
    return try await AsyncRender.run { cancellation throws(FolioError) in
      try job.document.pngPages(settings: job.settings, cancellation: cancellation)
    }
  }
}

/// A document and its settings, handed to the thread that renders them while their task
/// waits.
///
/// `@unchecked Sendable`: a `Document` holds views and the settings an environment, which
/// are not `Sendable` (as in SwiftUI: they may hold any value). The render reads them on
/// its thread while the task waits, as a synchronous render would on the caller's thread;
/// the one state views share between copies, `@State`'s storage, is locked
/// (docs/reliability.md, "Which thread owns what").
private struct RenderJob: @unchecked Sendable {
  let document: Document
  let settings: RenderSettings

  init(_ document: Document, _ settings: RenderSettings) {
    self.document = document
    self.settings = settings
  }
}

/// Runs synchronous render work for a task: admitted by `RenderAdmission`, on a thread of
/// its own, cancelled with the task.
enum AsyncRender {
  /// 1. Waits (suspended) for `RenderAdmission.shared` to admit the render.
  /// 2. Runs `work` on a new thread (on this one if the system refuses threads), and
  ///    resumes the task with its result.
  /// 3. A cancelled task cancels the render's `RenderCancellation`, which `work` checks
  ///    before each page.
  static func run<T: Sendable>(
    _ work: @escaping @Sendable (RenderCancellation) throws(FolioError) -> T
  ) async throws(FolioError) -> T {
    // 1. Admission.
    await RenderAdmission.shared.enter()
    defer { RenderAdmission.shared.leave() }
    if Task.isCancelled { throw .cancelled }
    // 2–3. The work, on its own thread, cancelled with the task.
    let cancellation = RenderCancellation()
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, FolioError>, Never>) in
        let body: @Sendable () -> Void = {
          continuation.resume(returning: Result { () throws(FolioError) in try work(cancellation) })
        }
        if LayoutThread.start(name: "folio-render", body) == nil { body() }
      }
    } onCancel: {
      cancellation.cancel()
    }
    return try result.get()
  }
}

internal import FolioCairo
package import FolioPango
import Foundation

/// Where a rendered document goes.
public enum DocumentOutput: Hashable, Sendable {
  /// One PDF file.
  case pdf(URL)
  /// One SVG file per page: `<directory>/<baseName>-<page>.svg`, pages from 1.
  case svgPages(directory: URL, baseName: String)
  /// One PNG file per page: `<directory>/<baseName>-<page>.png`, pages from 1.
  case pngPages(directory: URL, baseName: String)
  /// Exactly this SVG file when the document has one page; a longer document's pages go
  /// beside it as `<name>-<page>.svg`, as with `svgPages`.
  case svg(URL)
  /// Exactly this PNG file when the document has one page; a longer document's pages go
  /// beside it as `<name>-<page>.png`, as with `pngPages`.
  case png(URL)
  /// Standard output: a PDF is streamed page by page; SVG and PNG need a one-page
  /// document (a second page is an error).
  case standardOutput(OutputFormat)
}

extension DocumentOutput {
  /// Whether the output is a PDF (a file, or standard output).
  var isPDF: Bool {
    switch self {
    case .pdf, .standardOutput(.pdf): true
    default: false
    }
  }
}

/// What rendering a document produced.
public struct DocumentRenderReport: Sendable {
  /// The number of pages.
  public var pageCount: Int
  /// The files written, in order.
  public var files: [URL]
  /// Probable mistakes the layout noticed (oversized blocks, missing glyphs, …).
  public var diagnostics: [LayoutDiagnostic]
  /// What the text measurer did: requests, cache hits, Pango layouts built.
  package var textStatistics: PangoTextMeasurer.Statistics
}

extension Document {
  /// Renders the document once into any number of outputs, page by page (each page is
  /// drawn into every output before the next is laid out).
  ///
  /// Files appear all together or not at all: they are written to temporary files beside
  /// their destinations, flushed to disk, and renamed into place only when every page of
  /// every output is complete. On any error (or SIGINT, SIGTERM) no temporary file is left
  /// and existing files are untouched. SVG and PNG pages an earlier render of the same
  /// name left beyond the new page count are removed.
  ///
  /// `progress` is called with each page's number once the page is written.
  @discardableResult
  public func render(
    to outputs: [DocumentOutput], settings: RenderSettings = RenderSettings(),
    progress: (@Sendable (Int) -> Void)? = nil
  ) throws(FolioError) -> DocumentRenderReport {
    try render(to: outputs, settings: settings, progress: progress, cancellation: nil)
  }

  /// `render(to:settings:progress:)`, stopping with `FolioError.Code.cancelled` before the
  /// next page once `cancellation` is cancelled (the asynchronous render's task was).
  ///
  /// 1. The layout starts first, on its own thread (`RenderPipeline`).
  /// 2. The sinks stage their files meanwhile; a failure stops the layout before it is
  ///    reported.
  /// 3. Every page goes to every sink; the sinks finish; the files are committed together,
  ///    then what goes to standard output is written.
  func render(
    to outputs: [DocumentOutput], settings: RenderSettings, progress: (@Sendable (Int) -> Void)?,
    cancellation: RenderCancellation?
  ) throws(FolioError) -> DocumentRenderReport {
    let pipeline = RenderPipeline(
      document: self, settings: settings, tagged: settings.taggedPDF && outputs.contains(where: \.isPDF),
      cancellation: cancellation)
    let transaction = OutputTransaction(flushes: settings.flushesFiles)
    let sinks: [PageSink]
    do throws(FolioError) {
      sinks = try self.sinks(for: outputs, transaction: transaction, settings: settings)
    } catch {
      pipeline.stop(error)
      throw error
    }
    defer { pipeline.end() }
    do throws(FolioError) {
      let count = try pipeline.run(sinks: sinks, progress: progress)
      try transaction.commit()
      for sink in sinks { try sink.deliver() }
      let report = DocumentRenderReport(
        pageCount: count, files: sinks.flatMap(\.files), diagnostics: pipeline.paginator.diagnostics,
        textStatistics: pipeline.measurer.statistics)
      RenderObserver.finished(report)
      return report
    } catch {
      // No finisher thread may stage a file once the transaction is discarded.
      for sink in sinks { sink.cancel() }
      transaction.discard()
      throw error
    }
  }

  /// The sinks of `outputs`, their files staged in `transaction`: the PDFs first, then the
  /// SVG and PNG files, then standard output.
  private func sinks(
    for outputs: [DocumentOutput], transaction: OutputTransaction, settings: RenderSettings
  ) throws(FolioError) -> [PageSink] {
    var sinks: [PageSink] = []
    for output in outputs where output.isPDF {
      sinks.append(try PDFSink(output, transaction: transaction, settings: settings, metadata: metadata))
    }
    if let files = PageFileSink(outputs, transaction: transaction, settings: settings) { sinks.append(files) }
    for case .standardOutput(let format) in outputs where format != .pdf {
      sinks.append(StandardOutputPageSink(format: format, settings: settings))
    }
    return sinks
  }

  /// `<name>-<page>.<ext>` beside `url`.
  static func pageURL(_ url: URL, page: Int) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(
      "\(url.deletingPathExtension().lastPathComponent)-\(page).\(url.pathExtension)")
  }

  /// Writes the document to one file: a PDF, or for SVG and PNG one file per page named
  /// `<name>-<page>.<ext>` beside `url`.
  @discardableResult
  public func write(
    to url: URL, format: OutputFormat? = nil, settings: RenderSettings = RenderSettings()
  ) throws(FolioError) -> DocumentRenderReport {
    try render(to: try outputs(writingTo: url, format: format), settings: settings)
  }

  /// The output `write(to:format:settings:)` makes: a PDF, or for SVG and PNG one file per
  /// page named `<name>-<page>.<ext>` beside `url`.
  func outputs(writingTo url: URL, format: OutputFormat?) throws(FolioError) -> [DocumentOutput] {
    let format = try OutputFormat.resolved(format, for: url)
    let directory = url.deletingLastPathComponent()
    let baseName = url.deletingPathExtension().lastPathComponent
    switch format {
    case .pdf: return [.pdf(url)]
    case .svg: return [.svgPages(directory: directory, baseName: baseName)]
    case .png: return [.pngPages(directory: directory, baseName: baseName)]
    }
  }

  /// The document as PDF bytes.
  public func pdfData(settings: RenderSettings = RenderSettings()) throws(FolioError) -> Data {
    try pdfData(settings: settings, cancellation: nil)
  }

  /// The document as PDF bytes, stopping before the next page once `cancellation` is
  /// cancelled.
  func pdfData(settings: RenderSettings, cancellation: RenderCancellation?) throws(FolioError) -> Data {
    let writer = PDFWriter(metadata: settings.pdfMetadata(metadata), tagged: settings.taggedPDF)
    try forEachPage(settings: settings, cancellation: cancellation) { page throws(FolioError) in
      try writer.addPage(page)
    }
    return try writer.finish()
  }

  /// Every page as an SVG document.
  public func svgPages(settings: RenderSettings = RenderSettings()) throws(FolioError) -> [String] {
    try svgPages(settings: settings, cancellation: nil)
  }

  /// Every page as an SVG document, stopping before the next page once `cancellation` is
  /// cancelled.
  func svgPages(settings: RenderSettings, cancellation: RenderCancellation?) throws(FolioError) -> [String] {
    var pages: [String] = []
    try forEachPage(settings: settings, cancellation: cancellation) { page throws(FolioError) in
      pages.append(try SVGWriter.svg(for: page))
    }
    return pages
  }

  /// Every page as a PNG image.
  public func pngPages(settings: RenderSettings = RenderSettings()) throws(FolioError) -> [Data] {
    try pngPages(settings: settings, cancellation: nil)
  }

  /// Every page as a PNG image, stopping before the next page once `cancellation` is
  /// cancelled.
  func pngPages(settings: RenderSettings, cancellation: RenderCancellation?) throws(FolioError) -> [Data] {
    var pages: [Data] = []
    try forEachPage(settings: settings, cancellation: cancellation) { page throws(FolioError) in
      pages.append(try PNGWriter.png(for: page, scale: settings.pngScale, background: settings.pngBackground))
    }
    return pages
  }

  /// Every page's drawing (or the first `firstPages`).
  public func displayLists(settings: RenderSettings = RenderSettings(), firstPages: Int? = nil)
    throws(FolioError) -> [DisplayList]
  {
    let paginator = settings.paginator(for: self)
    paginator.pageLimit = firstPages
    var pages: [DisplayList] = []
    _ = try LayoutThread.run { () throws(FolioError) in
      try paginator.run { page throws(FolioError) in pages.append(page.displayList) }
    }
    return pages
  }

  /// Every page's layout tree as text: each view's type and frame, one per line (what
  /// `folio layout` prints and `.layout` goldens hold).
  public func layoutDumps(settings: RenderSettings = RenderSettings(), firstPages: Int? = nil)
    throws(FolioError) -> [String]
  {
    try layoutDumpsAndDiagnostics(settings: settings, firstPages: firstPages).dumps
  }

  /// The layout dumps and what the layout noticed (what `folio layout` prints).
  func layoutDumpsAndDiagnostics(settings: RenderSettings, firstPages: Int? = nil, explained: Bool = false)
    throws(FolioError) -> (dumps: [String], diagnostics: [LayoutDiagnostic])
  {
    let paginator = settings.paginator(for: self)
    paginator.dumpsLayout = true
    paginator.explainsLayout = explained
    paginator.pageLimit = firstPages
    var dumps: [String] = []
    _ = try LayoutThread.run { () throws(FolioError) in
      try paginator.run { page throws(FolioError) in dumps.append(page.layoutDump ?? "") }
    }
    return (dumps, paginator.diagnostics)
  }

  /// Calls `body` with each page's drawing, in order, as it is laid out; returns the page
  /// count.
  @discardableResult
  public func forEachPage(
    settings: RenderSettings = RenderSettings(),
    _ body: @escaping (DisplayList) throws(FolioError) -> Void
  ) throws(FolioError) -> Int {
    try forEachPage(settings: settings, cancellation: nil, body)
  }

  /// `forEachPage(settings:_:)`, stopping before the next page once `cancellation` is
  /// cancelled.
  @discardableResult
  func forEachPage(
    settings: RenderSettings, cancellation: RenderCancellation?,
    _ body: @escaping (DisplayList) throws(FolioError) -> Void
  ) throws(FolioError) -> Int {
    let paginator = settings.paginator(for: self)
    return try LayoutThread.run { () throws(FolioError) -> Int in
      try paginator.run { page throws(FolioError) in
        try cancellation?.check()
        try body(page.displayList)
      }
    }
  }
}

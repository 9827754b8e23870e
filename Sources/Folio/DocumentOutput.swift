import FolioCairo
import Foundation

/// Where a rendered document goes.
public enum DocumentOutput: Hashable, Sendable {
  /// One PDF file.
  case pdf(URL)
  /// One SVG file per page: `<directory>/<baseName>-<page>.svg`, pages from 1.
  case svgPages(directory: URL, baseName: String)
  /// One PNG file per page: `<directory>/<baseName>-<page>.png`, pages from 1.
  case pngPages(directory: URL, baseName: String)
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
  public var textStatistics: PangoTextMeasurer.Statistics
}

extension Document {
  /// Renders the document once into any number of outputs, page by page (each page is
  /// drawn into every output before the next is laid out). Files are written atomically:
  /// if anything fails, no output file is left behind.
  ///
  /// `progress` is called with each page's number once the page is written.
  @discardableResult
  public func render(
    to outputs: [DocumentOutput], settings: RenderSettings = RenderSettings(),
    progress: (@Sendable (Int) -> Void)? = nil
  ) throws(FolioError) -> DocumentRenderReport {
    var pdfWriters: [PDFWriter] = []
    var pending: [AtomicFileWriter] = []
    var files: [URL] = []
    for case .pdf(let url) in outputs {
      pdfWriters.append(try PDFWriter(url: url, metadata: metadata))
      files.append(url)
    }
    let pipeline = PagePipeline { page throws(FolioError) in
      for writer in pdfWriters { try writer.addPage(page.displayList) }
      for output in outputs {
        switch output {
        case .pdf: continue
        case .svgPages(let directory, let baseName):
          let url = directory.appendingPathComponent("\(baseName)-\(page.number).svg")
          let file = try AtomicFileWriter(destination: url)
          pending.append(file)
          try Self.writeTemporary(Data(SVGWriter.svg(for: page.displayList).utf8), file)
          files.append(url)
        case .pngPages(let directory, let baseName):
          let url = directory.appendingPathComponent("\(baseName)-\(page.number).png")
          let file = try AtomicFileWriter(destination: url)
          pending.append(file)
          try Self.writeTemporary(
            PNGWriter.png(
              for: page.displayList, scale: settings.pngScale, background: settings.pngBackground),
            file)
          files.append(url)
        }
      }
      progress?(page.number)
    }
    do throws(FolioError) {
      let measurer = PangoTextMeasurer(fonts: settings.fonts)
      let paginator = settings.paginator(for: self, measurer: measurer)
      let count: Int
      do throws(FolioError) {
        count = try paginator.run { page throws(FolioError) in try pipeline.submit(page) }
      } catch {
        pipeline.cancel()
        throw error
      }
      // Free the cached measurements while the last pages are drawn (the pages keep the
      // layouts they draw alive).
      measurer.removeCachedMeasurements()
      try pipeline.finish()
      for writer in pdfWriters { try writer.finish() }
      for file in pending { try file.commit() }
      return DocumentRenderReport(
        pageCount: count, files: files, diagnostics: paginator.diagnostics,
        textStatistics: measurer.statistics)
    } catch {
      for file in pending { file.discard() }
      throw error
    }
  }

  private static func writeTemporary(_ data: Data, _ file: AtomicFileWriter) throws(FolioError) {
    guard FileManager.default.createFile(atPath: file.temporary.path, contents: data) else {
      throw .writeFailed(path: file.destination.path, reason: "the file could not be created (disk full?)")
    }
  }

  /// Writes the document to one file: a PDF, or for SVG and PNG one file per page named
  /// `<name>-<page>.<ext>` beside `url`.
  @discardableResult
  public func write(
    to url: URL, format: OutputFormat? = nil, settings: RenderSettings = RenderSettings()
  ) throws(FolioError) -> DocumentRenderReport {
    let format = try OutputFormat.resolved(format, for: url)
    let directory = url.deletingLastPathComponent()
    let baseName = url.deletingPathExtension().lastPathComponent
    switch format {
    case .pdf: return try render(to: [.pdf(url)], settings: settings)
    case .svg:
      return try render(to: [.svgPages(directory: directory, baseName: baseName)], settings: settings)
    case .png:
      return try render(to: [.pngPages(directory: directory, baseName: baseName)], settings: settings)
    }
  }

  /// The document as PDF bytes.
  public func pdfData(settings: RenderSettings = RenderSettings()) throws(FolioError) -> Data {
    let writer = PDFWriter(metadata: metadata)
    try forEachPage(settings: settings) { page throws(FolioError) in try writer.addPage(page) }
    return try writer.finish()
  }

  /// Every page as an SVG document.
  public func svgPages(settings: RenderSettings = RenderSettings()) throws(FolioError) -> [String] {
    var pages: [String] = []
    try forEachPage(settings: settings) { page throws(FolioError) in
      pages.append(try SVGWriter.svg(for: page))
    }
    return pages
  }

  /// Every page as a PNG image.
  public func pngPages(settings: RenderSettings = RenderSettings()) throws(FolioError) -> [Data] {
    var pages: [Data] = []
    try forEachPage(settings: settings) { page throws(FolioError) in
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
    try paginator.run { page throws(FolioError) in pages.append(page.displayList) }
    return pages
  }

  /// Every page's layout tree as text: each view's type and frame, one per line (what
  /// `folio layout` prints and `.layout` goldens hold).
  public func layoutDumps(settings: RenderSettings = RenderSettings(), firstPages: Int? = nil)
    throws(FolioError) -> [String]
  {
    let paginator = settings.paginator(for: self)
    paginator.dumpsLayout = true
    paginator.pageLimit = firstPages
    var dumps: [String] = []
    try paginator.run { page throws(FolioError) in dumps.append(page.layoutDump ?? "") }
    return dumps
  }

  /// Calls `body` with each page's drawing, in order, as it is laid out; returns the page
  /// count.
  @discardableResult
  public func forEachPage(
    settings: RenderSettings = RenderSettings(),
    _ body: @escaping (DisplayList) throws(FolioError) -> Void
  ) throws(FolioError) -> Int {
    return try settings.paginator(for: self).run { page throws(FolioError) in try body(page.displayList) }
  }
}

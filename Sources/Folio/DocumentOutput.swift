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
  fileprivate var isPDF: Bool {
    switch self {
    case .pdf, .standardOutput(.pdf): true
    default: false
    }
  }
}

/// A page drawn for an SVG or PNG file, not yet finished: Cairo's SVG text, or the pixels.
private enum DrawnPage: Sendable {
  case svg(String)
  case png(RasterizedPage)
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
  func render(
    to outputs: [DocumentOutput], settings: RenderSettings, progress: (@Sendable (Int) -> Void)?,
    cancellation: RenderCancellation?
  ) throws(FolioError) -> DocumentRenderReport {
    // 1. The layout starts first, on a thread of its own: resolving the first page's views
    //    and loading its fonts take milliseconds, which staging the files, creating the PDF
    //    surfaces and starting the drawing thread overlap. Its pages wait at `handOff` until
    //    the drawing thread is ready. A render that draws on one thread, called on a layout
    //    thread already (a `folio batch` worker with a core of its own), lays out there,
    //    in step 3.
    let measurer = PangoTextMeasurer(fonts: settings.fonts.fontconfig)
    let paginator = settings.paginator(for: self, measurer: measurer)
    paginator.recordsStructure = settings.taggedPDF && outputs.contains(where: \.isPDF)
    let handOff = PageHandOff()
    let layOut = { () throws(FolioError) -> Int in
      try paginator.run { page throws(FolioError) in
        try cancellation?.check()
        try handOff.submit(page)
      }
    }
    let layout = !settings.drawsPagesConcurrently && LayoutThread.isCurrent ? nil : LayoutThread.begin(layOut)
    // 2. The files and the PDF surfaces; a failure stops the layout before it is reported.
    let transaction = OutputTransaction(flushes: settings.flushesFiles)
    var pdfWriters: [PDFWriter] = []
    var files: [URL] = []
    var standardOutputPage: Data?
    do throws(FolioError) {
      for output in outputs {
        switch output {
        case .pdf(let url):
          pdfWriters.append(settings.pdfWriter(file: try transaction.stage(url), metadata: metadata))
          files.append(url)
        case .standardOutput(.pdf):
          pdfWriters.append(
            PDFWriter(
              descriptor: STDOUT_FILENO, metadata: settings.pdfMetadata(metadata), tagged: settings.taggedPDF)
          )
        default:
          continue
        }
      }
    } catch {
      handOff.fail(error)
      _ = try? layout?.wait()
      throw error
    }
    let pngSettings = (scale: settings.pngScale, background: settings.pngBackground)
    // Page 1 of each `.svg(url)` or `.png(url)` output, held until a page 2 shows where it goes.
    var heldFirstPages: [Int: Data] = [:]
    // The outputs written one file per page: drawn on the drawing thread, finished
    // (SVG ids renumbered, PNG pixels compressed) by the finisher's threads, staged in order.
    let pageOutputs = outputs.enumerated().filter { _, output in
      switch output {
      case .svg, .png, .svgPages, .pngPages: return true
      default: return false
      }
    }
    let finisher =
      pageOutputs.isEmpty
      ? nil
      : PageFinisher(threads: PageFinisher.defaultThreads) { number, pageFiles throws(FolioError) in
        for ((index, output), data) in zip(pageOutputs, pageFiles) {
          switch output {
          case .svg(let url), .png(let url):
            if number == 1 {
              heldFirstPages[index] = data
              continue
            }
            if let first = heldFirstPages.removeValue(forKey: index) {
              let firstURL = Self.pageURL(url, page: 1)
              try transaction.write(first, to: firstURL)
              files.append(firstURL)
            }
            let pageURL = Self.pageURL(url, page: number)
            try transaction.write(data, to: pageURL)
            files.append(pageURL)
          case .svgPages(let directory, let baseName), .pngPages(let directory, let baseName):
            let url = directory.appendingPathComponent(
              "\(baseName)-\(number).\(output == .svgPages(directory: directory, baseName: baseName) ? "svg" : "png")"
            )
            try transaction.write(data, to: url)
            files.append(url)
          default: continue
          }
        }
      }
    let pipeline = PagePipeline(concurrent: settings.drawsPagesConcurrently) { page throws(FolioError) in
      // The layout may be pages ahead: a cancelled render stops before drawing the next.
      try cancellation?.check()
      for writer in pdfWriters { try writer.addPage(page.displayList) }
      if let finisher, !page.displayList.containsImages {
        // A page without images shares nothing with other pages but Cairo's scaled fonts
        // (which Cairo locks): it is drawn and finished on a finisher thread.
        let list = page.displayList
        try finisher.submit(page: page.number) { () throws(FolioError) -> [Data] in
          var data: [Data] = []
          for (_, output) in pageOutputs {
            switch output {
            case .svg, .svgPages: data.append(Data(try SVGWriter.svg(for: list).utf8))
            default:
              data.append(
                try PNGWriter.png(for: list, scale: pngSettings.scale, background: pngSettings.background))
            }
          }
          return data
        }
      } else if let finisher {
        // Images are drawn here, on the drawing thread, which also frees them (see
        // docs/reliability.md); the rest is finished on the finisher's threads.
        var drawn: [DrawnPage] = []
        for (_, output) in pageOutputs {
          switch output {
          case .svg, .svgPages: drawn.append(.svg(try SVGWriter.rawSVG(for: page.displayList)))
          default:
            drawn.append(
              .png(
                try PNGWriter.rasterizedPage(
                  page.displayList, scale: pngSettings.scale, background: pngSettings.background)))
          }
        }
        let pageDrawn = drawn
        try finisher.submit(page: page.number) { () throws(FolioError) -> [Data] in
          var data: [Data] = []
          for item in pageDrawn {
            switch item {
            case .svg(let text): data.append(Data(SVGIdentifierNormalizer.normalize(text).utf8))
            case .png(let raster): data.append(try PNGWriter.encode(raster))
            }
          }
          return data
        }
      }
      for output in outputs {
        guard case .standardOutput(let format) = output, format != .pdf else { continue }
        guard page.number == 1 else {
          throw .unsupportedFormat(
            "\(format.rawValue.uppercased()) on standard output holds one page; this document has more (choose a page, or write to a file)"
          )
        }
        standardOutputPage =
          format == .svg
          ? Data(try SVGWriter.svg(for: page.displayList).utf8)
          : try PNGWriter.png(
            for: page.displayList, scale: pngSettings.scale, background: pngSettings.background)
      }
      progress?(page.number)
    }
    // 3. The layout's pages go to the drawing thread from now on.
    handOff.open(pipeline)
    do throws(FolioError) {
      let count: Int
      do throws(FolioError) {
        if let layout { count = try layout.wait() } else { count = try layOut() }
      } catch {
        pipeline.cancel()
        throw error
      }
      // Free the cached measurements on another thread while the last pages are drawn and
      // the files finished (the pages keep the layouts they draw alive).
      let measurementsFreed = measurer.removeCachedMeasurementsConcurrently()
      defer { measurementsFreed.wait() }
      try pipeline.finish()
      try finisher?.finish()
      for writer in pdfWriters { try writer.finish() }
      // A one-page document's held page goes exactly where asked.
      for (index, first) in heldFirstPages.sorted(by: { $0.key < $1.key }) {
        switch outputs[index] {
        case .svg(let url), .png(let url):
          try transaction.write(first, to: url)
          files.append(url)
        default: continue
        }
      }
      for output in outputs {
        switch output {
        case .svg(let url), .png(let url):
          // Numbered pages of an earlier, longer render (all of them for one page).
          transaction.removeLeftoverPages(
            in: url.deletingLastPathComponent(), baseName: url.deletingPathExtension().lastPathComponent,
            pathExtension: url.pathExtension, keeping: count == 1 ? 0 : count)
          // A longer document's pages go beside the file: an earlier one-page render's file
          // would be left standing next to them.
          if count > 1 { transaction.removeAfterCommit(url) }
        case .svgPages(let directory, let baseName):
          transaction.removeLeftoverPages(
            in: directory, baseName: baseName, pathExtension: "svg", keeping: count)
        case .pngPages(let directory, let baseName):
          transaction.removeLeftoverPages(
            in: directory, baseName: baseName, pathExtension: "png", keeping: count)
        default: break
        }
      }
      try transaction.commit()
      if let standardOutputPage { try DisplayListOutput.writeToStandardOutput(standardOutputPage) }
      // A script the `folio` command runs shows its warnings however it renders (a batch
      // worker sends them to `folio batch` instead).
      if FolioScript.printsWarningsOfEveryRender { FolioScript.printWarnings(paginator.diagnostics) }
      return DocumentRenderReport(
        pageCount: count, files: files, diagnostics: paginator.diagnostics,
        textStatistics: measurer.statistics)
    } catch {
      // No finisher thread may stage a file once the transaction is discarded.
      finisher?.cancel()
      transaction.discard()
      throw error
    }
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

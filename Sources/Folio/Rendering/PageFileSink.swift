internal import FolioCairo
import FolioGraphics
import FolioLayout
import Foundation

/// The SVG and PNG outputs written one file per page, together: each page is drawn on the
/// drawing thread (or, without images, on a finishing thread), finished — SVG ids
/// renumbered, PNG pixels compressed — by `PageFinisher`'s threads, and staged in page
/// order.
///
/// `.svg(url)` and `.png(url)` outputs hold page 1 until a page 2 shows where it goes:
/// exactly `url` for a one-page document, `<name>-1.<ext>` beside it for a longer one.
/// Finishing removes the numbered pages of an earlier, longer render (docs/reliability.md).
///
/// `@unchecked Sendable`: `heldFirstPages` and `writtenFiles` are changed by the finisher's
/// commits, which run one at a time, and read after `finish`, once the finisher has
/// stopped.
final class PageFileSink: PageSink, @unchecked Sendable {
  /// A page drawn for an SVG or PNG file, not yet finished: Cairo's SVG text, or the pixels.
  private enum DrawnPage: Sendable {
    case svg(String)
    case png(RasterizedPage)
  }

  private let outputs: [DocumentOutput]
  private let transaction: OutputTransaction
  private let scale: CGFloat
  private let background: Color?
  private var finisher: PageFinisher!
  private var heldFirstPages: [Int: Data] = [:]
  private var writtenFiles: [URL] = []

  var files: [URL] { writtenFiles }

  /// The file outputs among `outputs` (SVG and PNG, one file per page), or nil when there
  /// is none.
  init?(_ outputs: [DocumentOutput], transaction: OutputTransaction, settings: RenderSettings) {
    self.outputs = outputs.filter { output in
      switch output {
      case .svg, .png, .svgPages, .pngPages: true
      default: false
      }
    }
    guard !self.outputs.isEmpty else { return nil }
    self.transaction = transaction
    scale = settings.pngScale
    background = settings.pngBackground
    finisher = PageFinisher(threads: PageFinisher.defaultThreads) {
      [unowned self] number, data throws(FolioError) in
      try stage(page: number, data)
    }
  }

  func add(_ page: RenderedPage) throws(FolioError) {
    let list = page.displayList
    let (scale, background, outputs) = (scale, background, outputs)
    if !list.containsImages {
      // A page without images shares nothing with other pages but Cairo's scaled fonts
      // (which Cairo locks): it is drawn and finished on a finisher thread.
      try finisher.submit(page: page.number) { () throws(FolioError) -> [Data] in
        var data: [Data] = []
        for output in outputs {
          switch output {
          case .svg, .svgPages: data.append(Data(try SVGWriter.svg(for: list).utf8))
          default: data.append(try PNGWriter.png(for: list, scale: scale, background: background))
          }
        }
        return data
      }
      return
    }
    // Images are drawn here, on the drawing thread, which also frees them (see
    // docs/reliability.md); the rest is finished on the finisher's threads.
    var drawn: [DrawnPage] = []
    for output in outputs {
      switch output {
      case .svg, .svgPages: drawn.append(.svg(try SVGWriter.rawSVG(for: list)))
      default: drawn.append(.png(try PNGWriter.rasterizedPage(list, scale: scale, background: background)))
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

  /// Stages page `number`'s finished files, one per output (a finisher commit).
  private func stage(page number: Int, _ pageFiles: [Data]) throws(FolioError) {
    for (index, (output, data)) in zip(outputs, pageFiles).enumerated() {
      switch output {
      case .svg(let url), .png(let url):
        if number == 1 {
          heldFirstPages[index] = data
          continue
        }
        if let first = heldFirstPages.removeValue(forKey: index) {
          try write(first, to: Document.pageURL(url, page: 1))
        }
        try write(data, to: Document.pageURL(url, page: number))
      case .svgPages(let directory, let baseName):
        try write(data, to: directory.appendingPathComponent("\(baseName)-\(number).svg"))
      case .pngPages(let directory, let baseName):
        try write(data, to: directory.appendingPathComponent("\(baseName)-\(number).png"))
      default: continue
      }
    }
  }

  private func write(_ data: Data, to url: URL) throws(FolioError) {
    try transaction.write(data, to: url)
    writtenFiles.append(url)
  }

  func finish(pageCount: Int) throws(FolioError) {
    try finisher.finish()
    // A one-page document's held page goes exactly where asked.
    for (index, first) in heldFirstPages.sorted(by: { $0.key < $1.key }) {
      switch outputs[index] {
      case .svg(let url), .png(let url): try write(first, to: url)
      default: continue
      }
    }
    for output in outputs {
      switch output {
      case .svg(let url), .png(let url):
        // Numbered pages of an earlier, longer render (all of them for one page).
        transaction.removeLeftoverPages(
          in: url.deletingLastPathComponent(), baseName: url.deletingPathExtension().lastPathComponent,
          pathExtension: url.pathExtension, keeping: pageCount == 1 ? 0 : pageCount)
        // A longer document's pages go beside the file: an earlier one-page render's file
        // would be left standing next to them.
        if pageCount > 1 { transaction.removeAfterCommit(url) }
      case .svgPages(let directory, let baseName):
        transaction.removeLeftoverPages(
          in: directory, baseName: baseName, pathExtension: "svg", keeping: pageCount)
      case .pngPages(let directory, let baseName):
        transaction.removeLeftoverPages(
          in: directory, baseName: baseName, pathExtension: "png", keeping: pageCount)
      default: break
      }
    }
  }

  func cancel() { finisher.cancel() }
}

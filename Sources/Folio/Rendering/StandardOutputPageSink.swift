internal import FolioCairo
import FolioGraphics
import FolioLayout
import Foundation

/// An SVG or PNG of a one-page document on standard output, written once the render's
/// files are committed; a second page is an error.
final class StandardOutputPageSink: PageSink {
  private let format: OutputFormat
  private let settings: RenderSettings
  private var page: Data?
  let files: [URL] = []

  /// The page in `format` (SVG or PNG), drawn with `settings`' PNG scale and background.
  init(format: OutputFormat, settings: RenderSettings) {
    self.format = format
    self.settings = settings
  }

  func add(_ page: RenderedPage) throws(FolioError) {
    guard page.number == 1 else {
      throw .unsupportedFormat(
        "\(format.rawValue.uppercased()) on standard output holds one page; this document has more (choose a page, or write to a file)"
      )
    }
    self.page =
      format == .svg
      ? Data(try SVGWriter.svg(for: page.displayList).utf8)
      : try PNGWriter.png(for: page.displayList, scale: settings.pngScale, background: settings.pngBackground)
  }

  func finish(pageCount: Int) throws(FolioError) {}

  func deliver() throws(FolioError) {
    if let page { try DisplayListOutput.writeToStandardOutput(page) }
  }
}

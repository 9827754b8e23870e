internal import FolioCairo
import FolioGraphics
import FolioLayout
import Foundation

/// A PDF written page by page: a file staged in the render's transaction, or standard
/// output, streamed.
final class PDFSink: PageSink {
  private let writer: PDFWriter
  let files: [URL]

  /// The PDF for `output` (`.pdf(url)` or `.standardOutput(.pdf)`), its file staged in
  /// `transaction`.
  init(
    _ output: DocumentOutput, transaction: OutputTransaction, settings: RenderSettings,
    metadata: DocumentMetadata
  ) throws(FolioError) {
    if case .pdf(let url) = output {
      writer = settings.pdfWriter(file: try transaction.stage(url), metadata: metadata)
      files = [url]
    } else {
      writer = PDFWriter(
        descriptor: STDOUT_FILENO, metadata: settings.pdfMetadata(metadata), tagged: settings.taggedPDF)
      files = []
    }
  }

  func add(_ page: RenderedPage) throws(FolioError) { try writer.addPage(page.displayList) }

  func finish(pageCount: Int) throws(FolioError) { try writer.finish() }
}

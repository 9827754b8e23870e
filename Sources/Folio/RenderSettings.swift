package import FolioCairo
package import FolioPango
import Foundation

/// What a render needs besides the content: the fonts, the environment its views start
/// with, and the scale of PNG output.
public struct RenderSettings {
  /// The fonts text is shaped with (the machine's by default; `.pinned` for the fonts
  /// Folio's bootstrap installs and nothing else).
  public var fonts: FontConfiguration
  /// The environment the root view starts with.
  public var environment: EnvironmentValues
  /// PNG pixels per point (1 is 72 dpi, 2 is 144 dpi).
  public var pngScale: CGFloat
  /// What PNG pages are painted on first (white paper; nil for transparent).
  public var pngBackground: Color?
  /// Outline every view's frame on the pages (for debugging a layout).
  public var outlinesFrames = false
  /// Write PDFs tagged: a structure tree (headings, paragraphs, lists, tables, figures with
  /// their alternative text, links) and the document's language, for assistive technology
  /// (docs/documents.md, "Tagged PDF"). On by default.
  public var taggedPDF = true
  /// Whether a render flushes its files to disk before it renames them into place (and
  /// their folders after). `folio batch` workers turn it off: the batch flushes the file
  /// system every few seconds instead (docs/reliability.md, "Durability in a batch").
  package var flushesFiles = true
  /// Whether a render draws its pages on a thread of its own while the next ones are laid
  /// out (the default). `folio batch` workers that run as many at once as there are cores
  /// draw each page on the layout thread instead: every core already renders a document,
  /// and a second thread per document only adds hand-offs between them (docs/batch.md,
  /// "Speed and memory").
  package var drawsPagesConcurrently = true

  /// Creates settings.
  public init(
    fonts: FontConfiguration = .system, environment: EnvironmentValues = EnvironmentValues(),
    pngScale: CGFloat = 1, pngBackground: Color? = .white
  ) {
    self.fonts = fonts
    self.environment = environment
    self.pngScale = pngScale
    self.pngBackground = pngBackground
  }

  /// PNG scale for a resolution in dots per inch.
  public static func scale(forDPI dpi: CGFloat) -> CGFloat { dpi / 72 }

  /// The metadata a PDF is written with: the language, when not set, from the
  /// environment's locale (`en_US` → `en-US`).
  package func pdfMetadata(_ metadata: DocumentMetadata) -> DocumentMetadata {
    var metadata = metadata
    if metadata.language == nil {
      // As BCP 47 writes it ("en-US"), without Foundation's string replacement: its first
      // use costs a third of a millisecond, before every render's first page.
      metadata.language = String(environment.locale.identifier.map { $0 == "_" ? "-" : $0 })
    }
    return metadata
  }

  /// A PDF writer staged for `url` in a transaction, with these settings.
  package func pdfWriter(file: StagedFile, metadata: DocumentMetadata) -> PDFWriter {
    PDFWriter(file: file, metadata: pdfMetadata(metadata), tagged: taggedPDF)
  }

  /// A paginator for a document with these settings.
  package func paginator(for document: Document, measurer: PangoTextMeasurer? = nil) -> DocumentPaginator {
    let paginator = DocumentPaginator(
      document: document, environment: environment,
      makeSession: measurer.map { sessionFactory(measurer: $0) } ?? sessionFactory())
    paginator.outlinesFrames = outlinesFrames
    return paginator
  }

  /// Makes a layout session factory with one measurer shared by its sessions.
  func sessionFactory() -> () -> LayoutSession {
    sessionFactory(measurer: PangoTextMeasurer(fonts: fonts.fontconfig))
  }

  func sessionFactory(measurer: PangoTextMeasurer) -> () -> LayoutSession {
    let loader = CairoImageLoader()
    return { LayoutSession(textMeasurer: measurer, imageLoader: loader) }
  }
}

import FolioCairo
import Foundation

/// Renders one view to PDF, SVG or PNG, shaped like SwiftUI's `ImageRenderer`: the view is
/// proposed `proposedSize` and drawn at the size it chooses.
public final class ImageRenderer<Content: View> {
  /// The view to render.
  public var content: Content
  /// The size proposed to the view (its ideal size by default).
  public var proposedSize: ProposedViewSize = .unspecified
  /// PNG pixels per point.
  public var scale: CGFloat = 1
  /// Fonts, environment and PNG background.
  public var settings: RenderSettings

  /// Creates a renderer for a view.
  public init(content: Content, settings: RenderSettings = RenderSettings()) {
    self.content = content
    self.settings = settings
  }

  /// The laid-out view.
  public func layoutSnapshot() -> LayoutSnapshot {
    let makeSession = settings.sessionFactory()
    return LayoutSnapshot(
      of: content, proposal: proposedSize, session: makeSession(), environment: settings.environment)
  }

  /// The drawing of the view, or the first error (such as an image that failed to load).
  public func displayList() throws(FolioError) -> DisplayList {
    let snapshot = layoutSnapshot()
    let list = snapshot.displayList()
    if let failure = snapshot.failures.first { throw failure }
    return list
  }

  /// The view as a one-page PDF.
  public func pdfData(metadata: DocumentMetadata = DocumentMetadata()) throws(FolioError) -> Data {
    let writer = PDFWriter(metadata: metadata)
    try writer.addPage(displayList())
    return try writer.finish()
  }

  /// The view as an SVG document.
  public func svgString() throws(FolioError) -> String {
    try SVGWriter.svg(for: displayList())
  }

  /// The view as a PNG image at `scale` pixels per point.
  public func pngData() throws(FolioError) -> Data {
    try PNGWriter.png(for: displayList(), scale: scale, background: settings.pngBackground)
  }

  /// Writes the view to a file (atomically); the format comes from the extension unless
  /// given.
  public func write(to url: URL, format: OutputFormat? = nil) throws(FolioError) {
    var settings = self.settings
    settings.pngScale = scale
    try DisplayListOutput.write(
      displayList(), format: OutputFormat.resolved(format, for: url), to: url, metadata: DocumentMetadata(),
      settings: settings)
  }
}

internal import FolioCairo
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
    let list = try displayList()
    let settings = self.settings
    return try LayoutThread.run { () throws(FolioError) -> Data in
      let writer = PDFWriter(metadata: settings.pdfMetadata(metadata), tagged: settings.taggedPDF)
      try writer.addPage(list)
      return try writer.finish()
    }
  }

  /// The view as an SVG document.
  public func svgString() throws(FolioError) -> String {
    let list = try displayList()
    return try LayoutThread.run { () throws(FolioError) -> String in try SVGWriter.svg(for: list) }
  }

  /// The view as a PNG image at `scale` pixels per point.
  public func pngData() throws(FolioError) -> Data {
    let list = try displayList()
    let (scale, background) = (self.scale, settings.pngBackground)
    return try LayoutThread.run { () throws(FolioError) -> Data in
      try PNGWriter.png(for: list, scale: scale, background: background)
    }
  }

  /// Writes the view to a file (atomically); the format comes from the extension unless
  /// given.
  public func write(to url: URL, format: OutputFormat? = nil) throws(FolioError) {
    var settings = self.settings
    settings.pngScale = scale
    let list = try displayList()
    let format = try OutputFormat.resolved(format, for: url)
    try LayoutThread.run { () throws(FolioError) in
      try DisplayListOutput.write(
        list, format: format, to: url, metadata: DocumentMetadata(), settings: settings)
    }
  }
}

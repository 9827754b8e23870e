import FolioCairo
import Foundation

/// Writes one drawing to a file in any format, atomically.
enum DisplayListOutput {
  static func write(
    _ list: DisplayList, format: OutputFormat, to url: URL, metadata: DocumentMetadata,
    settings: RenderSettings
  ) throws(FolioError) {
    switch format {
    case .pdf:
      let writer = try PDFWriter(url: url, metadata: metadata)
      try writer.addPage(list)
      try writer.finish()
    case .svg:
      try AtomicFileWriter.write(Data(SVGWriter.svg(for: list).utf8), to: url)
    case .png:
      try AtomicFileWriter.write(
        PNGWriter.png(for: list, scale: settings.pngScale, background: settings.pngBackground), to: url)
    }
  }
}

internal import FolioCairo
import Foundation

/// Writes one drawing to a file in any format, atomically, or to standard output when
/// `url` is nil.
enum DisplayListOutput {
  static func write(
    _ list: DisplayList, format: OutputFormat, to url: URL?, metadata: DocumentMetadata,
    settings: RenderSettings
  ) throws(FolioError) {
    guard let url else {
      try writeToStandardOutput(list, format: format, metadata: metadata, settings: settings)
      return
    }
    let transaction = OutputTransaction()
    let data: Data
    switch format {
    case .pdf:
      let writer = settings.pdfWriter(file: try transaction.stage(url), metadata: metadata)
      try writer.addPage(list)
      try writer.finish()
      try transaction.commit()
      return
    case .svg:
      data = Data(try SVGWriter.svg(for: list).utf8)
    case .png:
      data = try PNGWriter.png(for: list, scale: settings.pngScale, background: settings.pngBackground)
    }
    try transaction.write(data, to: url)
    try transaction.commit()
  }

  private static func writeToStandardOutput(
    _ list: DisplayList, format: OutputFormat, metadata: DocumentMetadata, settings: RenderSettings
  ) throws(FolioError) {
    let data: Data
    switch format {
    case .pdf:
      let writer = PDFWriter(
        descriptor: STDOUT_FILENO, metadata: settings.pdfMetadata(metadata), tagged: settings.taggedPDF)
      try writer.addPage(list)
      try writer.finish()
      return
    case .svg: data = Data(try SVGWriter.svg(for: list).utf8)
    case .png:
      data = try PNGWriter.png(for: list, scale: settings.pngScale, background: settings.pngBackground)
    }
    try writeToStandardOutput(data)
  }

  /// Writes bytes to standard output with checked writes.
  static func writeToStandardOutput(_ data: Data) throws(FolioError) {
    let failure = data.withUnsafeBytes { FileDescriptor.writeAll(STDOUT_FILENO, $0) }
    if let failure { throw .writeFailed(path: "standard output", reason: FileDescriptor.reason(failure)) }
  }
}

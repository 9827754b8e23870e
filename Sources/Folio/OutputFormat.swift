import Foundation

/// A file format Folio writes.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// PDF: every page in one file, fonts embedded and subset, text selectable.
  case pdf
  /// SVG: one document per page.
  case svg
  /// PNG: one image per page.
  case png

  /// The format a path's extension names, or nil.
  public init?(pathExtension: String) {
    self.init(rawValue: pathExtension.lowercased())
  }

  /// `format`, or the format of `url`'s extension.
  static func resolved(_ format: OutputFormat?, for url: URL) throws(FolioError) -> OutputFormat {
    if let format { return format }
    return try of(url)
  }

  /// The format of `url`'s extension, or a `FolioError.unsupportedFormat`.
  public static func of(_ url: URL) throws(FolioError) -> OutputFormat {
    guard let format = OutputFormat(pathExtension: url.pathExtension) else {
      throw .unsupportedFormat(
        "cannot tell the format of \(url.lastPathComponent) (use .pdf, .svg or .png, or pass a format)")
    }
    return format
  }
}

import Foundation

/// Every error Folio throws, each naming what was at fault.
public enum FolioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file could not be read (missing, unreadable).
  case fileNotReadable(path: String, reason: String)
  /// An image file or buffer could not be decoded.
  case invalidImage(name: String, reason: String)
  /// A font file could not be registered.
  case invalidFont(path: String, reason: String)
  /// An output file could not be written; nothing was left at the path.
  case writeFailed(path: String, reason: String)
  /// The output format could not be chosen from the path or was not supported.
  case unsupportedFormat(String)
  /// The renderer failed.
  case renderFailed(String)
  /// A value a view was given cannot be used (a barcode's data, a page size, …).
  case invalidValue(view: String, value: String, reason: String)
  /// Data (CSV, JSON) could not be parsed.
  case invalidData(source: String, line: Int?, reason: String)
  /// A layout could not be completed.
  case layoutFailed(String)

  /// A sentence naming the fault.
  public var description: String {
    switch self {
    case .fileNotReadable(let path, let reason): return "cannot read \(path): \(reason)"
    case .invalidImage(let name, let reason): return "invalid image \(name): \(reason)"
    case .invalidFont(let path, let reason): return "cannot register font \(path): \(reason)"
    case .writeFailed(let path, let reason): return "cannot write \(path): \(reason)"
    case .unsupportedFormat(let what): return "unsupported output format: \(what)"
    case .renderFailed(let reason): return "rendering failed: \(reason)"
    case .invalidValue(let view, let value, let reason):
      return "\(view): invalid value \(Self.excerpt(value)): \(reason)"
    case .invalidData(let source, let line, let reason):
      return "\(source)\(line.map { ":\($0)" } ?? ""): \(reason)"
    case .layoutFailed(let reason): return "layout failed: \(reason)"
    }
  }

  /// A value quoted for a message: at most 40 characters, then `…` and the full length.
  public static func excerpt(_ value: String) -> String {
    guard value.count > 40 else { return DisplayItem.quoted(value) }
    return DisplayItem.quoted(String(value.prefix(40))) + "… (\(value.count) characters)"
  }
}

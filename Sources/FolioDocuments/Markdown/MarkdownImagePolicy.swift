import Foundation

/// Where a Markdown image may be read from: only files inside the base folder the caller
/// gave (after following symbolic links); never a URL, an absolute path or `..` out of it.
enum MarkdownImagePolicy {
  /// The file to read for `source`, or the reason it is refused.
  static func file(for source: String, base: URL?) -> Result<URL, MarkdownImageRefusal> {
    guard let base else { return .failure(.noBaseFolder) }
    let trimmed = source.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.contains("\0") else { return .failure(.outsideBase) }
    if let scheme = URL(string: trimmed)?.scheme, !scheme.isEmpty { return .failure(.notAFile) }
    guard !trimmed.hasPrefix("/"), !trimmed.hasPrefix("~") else { return .failure(.outsideBase) }
    let path = trimmed.removingPercentEncoding ?? trimmed
    let root = base.standardizedFileURL.resolvingSymlinksInPath().path
    let file = URL(fileURLWithPath: root).appendingPathComponent(path).standardizedFileURL
      .resolvingSymlinksInPath()
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard file.path.hasPrefix(prefix) else { return .failure(.outsideBase) }
    return .success(file)
  }
}

/// Why a Markdown image was not read.
enum MarkdownImageRefusal: Error {
  case noBaseFolder
  case notAFile
  case outsideBase

  var reason: String {
    switch self {
    case .noBaseFolder: "no base folder was given (Markdown(_:baseURL:)), so no image is read"
    case .notAFile: "only files in the base folder are read, never URLs"
    case .outsideBase: "the path leads outside the base folder"
    }
  }
}

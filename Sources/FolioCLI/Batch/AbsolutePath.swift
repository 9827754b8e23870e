import Foundation

/// A path made absolute and standardized, as
/// `URL(fileURLWithPath:).standardizedFileURL.path` makes it, without building URLs when
/// there is nothing to resolve: a batch names every record's output and manifest entry this
/// way, and the URL route was most of the batch parent's work a record (docs/benchmarks.md,
/// "Figures the code was shaped by").
enum AbsolutePath {
  /// `path` against `directory` (the current folder unless given), with `.` and `..`
  /// components, repeated slashes and a trailing slash resolved.
  static func of(_ path: String, in directory: String = FileManager.default.currentDirectoryPath) -> String {
    let absolute =
      path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
    if isStandard(absolute) { return absolute }
    return URL(fileURLWithPath: absolute).standardizedFileURL.path
  }

  /// Whether an absolute path has no empty, `.` or `..` component and no trailing slash.
  static func isStandard(_ path: String) -> Bool {
    guard path.utf8.first == UInt8(ascii: "/") else { return false }
    if path == "/" { return true }
    var componentLength = 0
    var dots = 0
    for byte in path.utf8.dropFirst() {
      if byte == UInt8(ascii: "/") {
        // An empty component (`//`), `.` or `..`.
        if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
        componentLength = 0
        dots = 0
      } else {
        componentLength += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    // The last component: empty (a trailing slash), `.` or `..`.
    return componentLength > 0 && !(componentLength == dots && dots <= 2)
  }
}

import Foundation

/// Where a view or modifier was written: the file, as `#fileID` names it, and the line.
///
/// Folio's views and modifiers capture it with default arguments (`fileID: #fileID,
/// line: #line`), so a diagnostic can point at the line that created the view at fault.
public struct SourceLocation: Sendable {
  /// The file, as `#fileID` gives it (`Module/File.swift`).
  public let fileID: StaticString
  /// The line in that file.
  public let line: UInt

  /// Creates a location.
  public init(fileID: StaticString, line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  /// `File.swift:12`: the file's name (without its module) and the line.
  public var description: String {
    let file = fileID.description
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name):\(line)"
  }
}

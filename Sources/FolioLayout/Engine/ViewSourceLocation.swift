import Foundation

/// Where a view or modifier was written: the file, as `#fileID` names it, and the line.
///
/// Folio's views and modifiers capture it with default arguments (`fileID: #fileID,
/// line: #line`), so a diagnostic can point at the line that created the view at fault.
/// It is kept small (a pointer to the literal and a 32-bit line), since every view and
/// modifier value carries one.
///
/// `@unchecked Sendable`: the pointer is to a static string literal, immutable for the
/// process's life.
@usableFromInline package struct ViewSourceLocation: @unchecked Sendable {
  /// The `#fileID` literal's characters (NUL-terminated, static).
  private let file: UnsafePointer<UInt8>?
  private let lineNumber: UInt32

  /// Creates a location.
  @usableFromInline package init(fileID: StaticString, line: UInt) {
    file = fileID.hasPointerRepresentation ? fileID.utf8Start : nil
    lineNumber = UInt32(clamping: line)
  }

  /// The file, as `#fileID` gives it (`Module/File.swift`).
  package var fileID: String { file.map { String(cString: $0) } ?? "" }

  /// The line in that file.
  package var line: UInt { UInt(lineNumber) }

  /// Whether the location is in one of Folio's own modules: a view Folio builds for one of
  /// yours (an `Image(systemName:)` stand-in, a `Label`'s stack), which a diagnostic
  /// should not name in place of your line.
  package var isInsideFolio: Bool {
    guard let file else { return false }
    // 1. Take the module: the characters before the first "/".
    var length = 0
    while file[length] != 0 && file[length] != UInt8(ascii: "/") { length += 1 }
    guard file[length] == UInt8(ascii: "/") else { return false }
    // 2. Compare it with Folio's modules.
    let module = UnsafeBufferPointer(start: file, count: length)
    return Self.folioModules.contains { $0.elementsEqual(module) }
  }

  /// The modules whose views are Folio's own.
  private static let folioModules: [[UInt8]] = FolioModules.ownViews.map { Array($0.utf8) }

  /// `File.swift:12`: the file's name (without its module) and the line.
  package var description: String {
    let file = fileID
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name):\(line)"
  }
}

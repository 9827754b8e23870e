import Folio
import Foundation

/// The output names of a batch: a path with `{field}` placeholders, each replaced by the
/// record's field (`out/{country}/invoice-{number}.pdf`), and `{#}` by the record's
/// number. Field values are made safe as one path component: `/`, `\`, control characters
/// and NUL become `_`, spaces at either end are dropped, a leading `.` becomes `_`, and
/// values are cut to 100 bytes. An empty value is an error for its record.
struct OutputPattern: Equatable {
  /// A piece of the pattern.
  enum Piece: Equatable {
    case text(String)
    case field(String)
    case recordNumber
  }

  let pieces: [Piece]
  /// The pattern as written.
  let text: String

  /// The fields the pattern names, in order, once each.
  var fieldNames: [String] {
    var names: [String] = []
    for case .field(let name) in pieces where !names.contains(name) { names.append(name) }
    return names
  }

  /// Parses `text`; `{` and `}` must pair up around a field name.
  init(_ text: String) throws(CLIError) {
    self.text = text
    var pieces: [Piece] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw .user("the output pattern '\(text)' has a '{' without its '}'")
      }
      let name = rest[rest.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else { throw .user("the output pattern '\(text)' has an empty {}") }
      pieces.append(name == "#" ? .recordNumber : .field(name))
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { pieces.append(.text(String(rest))) }
    if pieces.contains(where: { if case .text(let part) = $0 { part.contains("}") } else { false } }) {
      throw .user("the output pattern '\(text)' has a '}' without its '{'")
    }
    guard pieces.contains(where: { if case .text = $0 { false } else { true } }) else {
      throw .user(
        "the output pattern '\(text)' names one file for every record: put a field in it, like out/{name}.pdf, or {#} for the record's number"
      )
    }
    self.pieces = pieces
  }

  /// The folder every output is under: the pattern's text up to the last `/` before the
  /// first placeholder (`.` when there is none).
  var fixedFolder: URL {
    var prefix = ""
    for piece in pieces {
      guard case .text(let part) = piece else { break }
      prefix += part
    }
    guard let slash = prefix.lastIndex(of: "/") else { return URL(fileURLWithPath: ".").standardizedFileURL }
    let folder = String(prefix[...slash])
    return URL(fileURLWithPath: folder.isEmpty ? "/" : folder).standardizedFileURL
  }

  /// The output path for `record`.
  func path(for record: DataRecord) throws(FolioError) -> String {
    var path = ""
    for piece in pieces {
      switch piece {
      case .text(let part): path += part
      case .recordNumber: path += "\(record.number)"
      case .field(let name):
        guard let value = record[name] else {
          throw record.error("has no field '\(name)' (the output pattern names its files by it)")
        }
        let safe = Self.sanitized(value)
        guard !safe.isEmpty else {
          throw record.error("has an empty '\(name)' (the output pattern names its files by it)")
        }
        path += safe
      }
    }
    // The last component, as `URL.lastPathComponent` gives it (without making a URL per
    // record).
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard name.utf8.count <= 255 else {
      throw record.error("would be written to a file name longer than 255 bytes: \(name.prefix(60))…")
    }
    return path
  }

  /// A field value made safe as (part of) one path component.
  static func sanitized(_ value: String) -> String {
    var text = String(
      String.UnicodeScalarView(
        value.unicodeScalars.map { scalar in
          scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F ? "_" : scalar
        })
    ).trimmingCharacters(in: .whitespaces)
    if text.hasPrefix(".") { text = "_" + text.dropFirst() }
    // At most 100 bytes, cut between characters.
    if text.utf8.count > 100 {
      var cut = ""
      for character in text {
        if cut.utf8.count + character.utf8.count > 100 { break }
        cut.append(character)
      }
      text = cut
    }
    return text
  }
}

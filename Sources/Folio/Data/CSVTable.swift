import Foundation

/// A CSV file read into rows: RFC 4180 quoting (`"a, b"`, `""` for a quote), fields with
/// embedded newlines, CRLF or LF line ends, and a header row naming the columns.
public struct CSVTable: Sendable {
  /// One data row, readable by column name.
  public struct Record: Sendable, DataRecordLocating {
    /// The fields, in column order.
    public let fields: [String]
    let columns: [String: Int]
    /// The line the record starts on in the file (1 is the header).
    public let line: Int
    /// The file's name (or the source given to `init(text:source:)`).
    public let source: String

    /// `file.csv:line`, named by errors about values built from this record.
    public var recordLocation: DataRecordLocation { DataRecordLocation(source: source, line: line) }

    /// The field under a column name, or nil when there is no such column.
    public subscript(column: String) -> String? {
      columns[column].flatMap { $0 < fields.count ? fields[$0] : "" }
    }

    /// The field at a position.
    public subscript(index: Int) -> String { index < fields.count ? fields[index] : "" }
  }

  /// The column names from the header row.
  public let header: [String]
  /// The data rows.
  public let records: [Record]

  /// Reads a CSV file; errors name the file and line.
  public init(contentsOf url: URL) throws(FolioError) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .fileNotReadable(path: url.path, reason: "no such file, or it cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .invalidData(source: url.path, line: nil, reason: "the file is not UTF-8 text")
    }
    try self.init(text: text, source: url.lastPathComponent)
  }

  /// Parses CSV text; `source` names it in errors.
  public init(text: String, source: String = "CSV") throws(FolioError) {
    let rows = try Self.parse(text, source: source)
    guard let first = rows.first else {
      throw .invalidData(source: source, line: 1, reason: "there is no header row")
    }
    header = first.fields.map { $0.trimmingCharacters(in: .whitespaces) }
    var columns: [String: Int] = [:]
    for (index, name) in header.enumerated() where columns[name] == nil { columns[name] = index }
    records = rows.dropFirst().map {
      Record(fields: $0.fields, columns: columns, line: $0.line, source: source)
    }
  }

  private static func parse(_ text: String, source: String) throws(FolioError) -> [(
    fields: [String], line: Int
  )] {
    var rows: [(fields: [String], line: Int)] = []
    var fields: [String] = []
    var field = ""
    var inQuotes = false
    var fieldWasQuoted = false
    var line = 1
    var rowLine = 1
    var quoteLine = 1
    var scalars = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    func next() -> Unicode.Scalar? {
      if let scalar = pending {
        pending = nil
        return scalar
      }
      return scalars.next()
    }
    func endRow() {
      fields.append(field)
      if !(fields.count == 1 && fields[0].isEmpty && !fieldWasQuoted) { rows.append((fields, rowLine)) }
      fields = []
      field = ""
      fieldWasQuoted = false
    }
    while let scalar = next() {
      if inQuotes {
        if scalar == "\"" {
          if let following = next() {
            if following == "\"" {
              field.unicodeScalars.append("\"")
            } else {
              inQuotes = false
              pending = following
            }
          } else {
            inQuotes = false
          }
        } else {
          if scalar == "\n" { line += 1 }
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"":
        guard field.isEmpty else {
          throw .invalidData(source: source, line: line, reason: "a quote inside an unquoted field")
        }
        inQuotes = true
        fieldWasQuoted = true
        quoteLine = line
      case ",":
        fields.append(field)
        field = ""
        fieldWasQuoted = false
      case "\r":
        if let following = next(), following != "\n" { pending = following }
        endRow()
        line += 1
        rowLine = line
      case "\n":
        endRow()
        line += 1
        rowLine = line
      default:
        if fieldWasQuoted {
          throw .invalidData(source: source, line: line, reason: "text after a closing quote")
        }
        field.unicodeScalars.append(scalar)
      }
    }
    if inQuotes {
      throw .invalidData(source: source, line: quoteLine, reason: "a quoted field is never closed")
    }
    if !field.isEmpty || !fields.isEmpty || fieldWasQuoted { endRow() }
    return rows
  }
}

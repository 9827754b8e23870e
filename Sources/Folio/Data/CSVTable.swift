import Foundation

/// A CSV file read into rows: RFC 4180 quoting (`"a, b"`, `""` for a quote), fields with
/// embedded newlines, CRLF, LF or CR line ends, and a header row naming the columns.
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
    var reader = try CSVRowReader(url: url)
    try self.init(reading: &reader, source: url.lastPathComponent)
  }

  /// Parses CSV text; `source` names it in errors.
  public init(text: String, source: String = "CSV") throws(FolioError) {
    var reader = CSVRowReader(bytes: Array(text.utf8), source: source)
    try self.init(reading: &reader, source: source)
  }

  /// Every row of `reader`: the first is the header.
  private init(reading reader: inout CSVRowReader, source: String) throws(FolioError) {
    guard let first = try Self.row(&reader, source: source) else {
      throw .invalidData(source: source, line: 1, reason: "there is no header row")
    }
    header = Self.columnNames(first.fields)
    try Self.checkHeader(header, source: source, line: first.line)
    let columns = Self.columnIndexes(header)
    var records: [Record] = []
    while let row = try Self.row(&reader, source: source) {
      if let error = Self.fieldCountError(row.fields.count, header: header, source: source, line: row.line) {
        throw error
      }
      records.append(Record(fields: row.fields, columns: columns, line: row.line, source: source))
    }
    self.records = records
  }

  /// A header row's fields as column names (spaces around them dropped).
  static func columnNames(_ fields: [String]) -> [String] {
    fields.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Refuses a header that names a column twice (the second column could not be read by
  /// its name).
  static func checkHeader(_ header: [String], source: String, line: Int) throws(FolioError) {
    var seen: [String: Int] = [:]
    for (index, name) in header.enumerated() where !name.isEmpty {
      if let first = seen[name] {
        throw .invalidData(
          source: source, line: line,
          reason:
            "the header names columns \(first + 1) and \(index + 1) both '\(name)'; each column needs a name of its own"
        )
      }
      seen[name] = index
    }
  }

  /// Why a row with `count` fields does not fit the header, or nil when it does.
  static func fieldCountError(_ count: Int, header: [String], source: String, line: Int) -> FolioError? {
    guard count != header.count else { return nil }
    return .invalidData(
      source: source, line: line,
      reason:
        "the row has \(count) field\(count == 1 ? "" : "s") where the header has \(header.count) (\(count < header.count ? "a missing comma or field" : "an extra comma, or a field with a comma that needs quotes"))"
    )
  }

  /// Where each column name is first.
  static func columnIndexes(_ header: [String]) -> [String: Int] {
    var columns: [String: Int] = [:]
    for (index, name) in header.enumerated() where columns[name] == nil { columns[name] = index }
    return columns
  }

  /// The next row; one that is not UTF-8 stops the table.
  private static func row(_ reader: inout CSVRowReader, source: String) throws(FolioError) -> CSVRowReader
    .Row?
  {
    guard let row = try reader.next() else { return nil }
    guard row.isUTF8 else { throw .invalidData(source: source, line: row.line, reason: "not UTF-8 text") }
    return row
  }
}

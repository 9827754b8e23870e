import Foundation

/// Reads the records of a data file one at a time, for `folio batch` and templates: a
/// JSON-lines file (`.jsonl`, `.ndjson`: one object per line, blank lines skipped) is
/// streamed line by line, and a CSV file (`.csv`, header row first) row by row, after one
/// pass that checks its quoting, so their size does not matter; a JSON file
/// (`.json`: an array of objects) is split into its elements' texts first
/// (`JSONArrayElements`), each parsed when it is read.
///
/// A record that cannot be read (a line or element that is not a JSON object) comes back
/// as its own error and the next one follows; a file that cannot be read at all is an
/// error from `init`.
public final class DataFileReader {
  /// The kinds of data file, told by the file's extension.
  public enum Kind: Sendable {
    /// Comma-separated values with a header row.
    case csv
    /// A JSON array of objects.
    case json
    /// One JSON object per line.
    case jsonLines
  }

  /// The file.
  public let url: URL
  /// Its kind.
  public let kind: Kind
  private var handle: FileHandle?
  private var buffer: [UInt8] = []
  private var bufferStart = 0
  private var atEnd = false
  private var line = 0
  private var number = 0
  /// A CSV file's rows, read as records are asked for.
  private var csv: CSVRowReader?
  /// A CSV file's column names.
  private var header: [String] = []
  /// A JSON file's elements, parsed as they are read.
  private var elements: [RecordText] = []
  /// The next row or element.
  private var nextIndex = 0

  /// Opens `url`; a CSV file's quoting is checked and a JSON file split into elements here.
  public convenience init(url: URL) throws(FolioError) {
    try self.init(url: url, checked: false)
  }

  /// Opens `url`; with `checked`, a CSV file read whole once already (by `folio batch`'s
  /// plan) is not checked again — a change to it since fails the record it reaches.
  package init(url: URL, checked: Bool) throws(FolioError) {
    self.url = url
    switch url.pathExtension.lowercased() {
    case "csv": kind = .csv
    case "json": kind = .json
    case "jsonl", "ndjson": kind = .jsonLines
    default:
      throw .invalidData(
        source: url.lastPathComponent, line: nil,
        reason: "cannot tell what kind of data file this is (name it .csv, .json or .jsonl)")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw .fileNotReadable(path: url.path, reason: "no such file")
    }
    guard !isFolder.boolValue else { throw .fileNotReadable(path: url.path, reason: "it is a folder") }
    switch kind {
    case .csv:
      try openCSV(checked: checked)
    case .json:
      elements = try Self.readArray(url)
    case .jsonLines:
      guard let handle = FileHandle(forReadingAtPath: url.path) else {
        throw .fileNotReadable(path: url.path, reason: "it cannot be opened")
      }
      self.handle = handle
    }
  }

  deinit { try? handle?.close() }

  /// The next record (or the reason it cannot be read); nil after the last.
  public func next() -> Result<DataRecord, FolioError>? {
    if kind == .csv { return nextRow() }
    guard let (record, text) = nextUnparsed() else { return nil }
    let source = url.lastPathComponent
    return Result { () throws(FolioError) in
      // Bytes that are not UTF-8 would be read as U+FFFD: the record's text would change.
      guard text.isUTF8 else { throw RecordText.notUTF8(record: record, source: source, line: text.line) }
      return try DataRecord(number: record, source: source, line: text.line, json: text.text)
    }
  }

  /// The next JSON-lines line or JSON array element, and its record's number.
  private func nextUnparsed() -> (Int, RecordText)? {
    if kind == .json {
      guard nextIndex < elements.count else { return nil }
      defer { nextIndex += 1 }
      return (nextIndex + 1, elements[nextIndex])
    }
    guard let text = nextRecordLine() else { return nil }
    return (number, text)
  }

  /// The next record's number, line and JSON text, not parsed (nil after the last): what
  /// `folio batch` sends its workers for records its plan has read already. A JSON-lines
  /// line or a JSON array's element comes as written, readable or not; a CSV row as its
  /// record's `json`. Numbers are those `next` gives.
  package func nextText() -> (number: Int, line: Int?, json: String)? {
    guard kind == .csv else {
      guard let (record, text) = nextUnparsed() else { return nil }
      return (record, text.line, text.text)
    }
    switch nextRow() {
    case nil: return nil
    case .success(let record): return (record.number, record.recordLocation.line, record.json)
    case .failure(let error): return (number, Self.line(of: error), "")
    }
  }

  /// Checks the CSV file's quoting and header in one pass (a broken file stops here, before
  /// any record is read), then opens it again at its first record.
  ///
  /// 1. The header row gives the column names (a file of blank lines has no records).
  /// 2. Every other row is checked without making its fields (unless `checked`).
  /// 3. A second reader skips the header row (the first one does, when nothing was read).
  private func openCSV(checked: Bool) throws(FolioError) {
    let source = url.lastPathComponent
    var reader = try CSVRowReader(url: url)
    // 1. The header.
    guard let first = try reader.next() else { return }
    guard first.isUTF8 else {
      throw .invalidData(source: source, line: first.line, reason: "the header row is not UTF-8 text")
    }
    header = CSVTable.columnNames(first.fields)
    try CSVTable.checkHeader(header, source: source, line: first.line)
    if checked {
      csv = reader
      return
    }
    // 2. The rest.
    while try reader.next(building: false) != nil {}
    // 3. The records.
    var rows = try CSVRowReader(url: url)
    _ = try rows.next(building: false)
    csv = rows
  }

  /// The next CSV row as a record (or why it cannot be one); nil after the last.
  private func nextRow() -> Result<DataRecord, FolioError>? {
    let source = url.lastPathComponent
    let row: CSVRowReader.Row
    do throws(FolioError) {
      guard let next = try csv?.next() else { return nil }
      row = next
    } catch {
      // The file changed since it was checked: it ends here.
      csv = nil
      number += 1
      return .failure(error)
    }
    number += 1
    guard row.isUTF8 else {
      return .failure(RecordText.notUTF8(record: number, source: source, line: row.line))
    }
    if let error = CSVTable.fieldCountError(row.fields.count, header: header, source: source, line: row.line)
    {
      return .failure(error)
    }
    return .success(
      DataRecord(number: number, source: source, line: row.line, columns: header, values: row.fields))
  }

  /// The line a record's error names, if any.
  package static func line(of error: FolioError) -> Int? {
    error.code == .invalidData ? error.line : nil
  }

  /// The next line of a JSON-lines file that is not blank; counts it as a record.
  private func nextRecordLine() -> RecordText? {
    while let (text, lineNumber) = nextLine() {
      if text.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
      number += 1
      return RecordText(text, line: lineNumber)
    }
    return nil
  }

  /// Record `number` (from 1) of the file at `url`.
  public static func record(_ number: Int, in url: URL) throws(FolioError) -> DataRecord {
    let reader = try DataFileReader(url: url)
    guard number >= 1 else {
      throw .invalidData(
        source: url.lastPathComponent, line: nil,
        reason: "there is no record \(number) (records are numbered from 1)")
    }
    var count = reader.skip(number - 1)
    if count == number - 1, let result = reader.next() { return try result.get() }
    while reader.next() != nil { count += 1 }
    throw .invalidData(
      source: url.lastPathComponent, line: nil,
      reason: "there is no record \(number) (the file has \(count) record\(count == 1 ? "" : "s"))")
  }

  /// Passes over up to `count` records without making them (the ones before a record
  /// asked for by number); returns how many there were.
  private func skip(_ count: Int) -> Int {
    var skipped = 0
    switch kind {
    case .json:
      skipped = min(count, elements.count - nextIndex)
      nextIndex += skipped
    case .jsonLines:
      while skipped < count, nextRecordLine() != nil { skipped += 1 }
    case .csv:
      while skipped < count, (try? csv?.next(building: false)) != nil { skipped += 1 }
      number += skipped
    }
    return skipped
  }

  /// The next line's bytes (without its line end) and number, or nil at the end.
  private func nextLine() -> (ArraySlice<UInt8>, Int)? {
    while true {
      if let newline = buffer[bufferStart...].firstIndex(of: UInt8(ascii: "\n")) {
        var end = newline
        if end > bufferStart && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let text = buffer[bufferStart..<end]
        bufferStart = newline + 1
        line += 1
        return (text, line)
      }
      if atEnd {
        guard bufferStart < buffer.count else { return nil }
        let text = buffer[bufferStart...]
        bufferStart = buffer.count
        line += 1
        return (text, line)
      }
      // Keep the unread part, then read more.
      buffer.removeFirst(bufferStart)
      bufferStart = 0
      let chunk = (try? handle?.read(upToCount: 1 << 20)) ?? nil
      if let chunk, !chunk.isEmpty {
        buffer.append(contentsOf: chunk)
      } else {
        atEnd = true
      }
    }
  }

  /// The elements of a JSON array file, not parsed.
  private static func readArray(_ url: URL) throws(FolioError) -> [RecordText] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .fileNotReadable(path: url.path, reason: "it cannot be read")
    }
    let split = JSONArrayElements([UInt8](data))
    let reason: String
    switch split.failure {
    case nil:
      return split.elements
    case .malformed(let why):
      reason = "not valid JSON (\(why))"
    case .notAnArray:
      // Say whether it is JSON at all.
      do {
        _ = try JSONSerialization.jsonObject(
          with: JSONByteOrderMarks.escaped(data), options: [.fragmentsAllowed])
        reason = "a .json data file holds an array of objects, one per record"
      } catch {
        reason = "not valid JSON (\(DataRecord.reason(error)))"
      }
    }
    throw .invalidData(source: url.lastPathComponent, line: nil, reason: reason)
  }
}

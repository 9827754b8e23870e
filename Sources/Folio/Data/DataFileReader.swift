import Foundation

/// Reads the records of a data file one at a time, for `folio batch` and templates: a
/// JSON-lines file (`.jsonl`, `.ndjson`: one object per line, blank lines skipped) is
/// streamed line by line, so its size does not matter; a CSV file (`.csv`, header row
/// first) is parsed into rows first, each made a record when it is read; a JSON file
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
  /// A CSV file's rows, made into records as they are read.
  private var table: CSVTable?
  /// A JSON file's elements, parsed as they are read.
  private var elements: [RecordText] = []
  /// The next row or element.
  private var nextIndex = 0

  /// Opens `url`; a CSV file is parsed into rows and a JSON file split into elements here.
  public init(url: URL) throws(FolioError) {
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
      table = try CSVTable(contentsOf: url)
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
    if let table {
      guard nextIndex < table.records.count else { return nil }
      let row = table.records[nextIndex]
      nextIndex += 1
      return .success(
        DataRecord(
          number: nextIndex, source: row.source, line: row.line, columns: table.header, values: row.fields))
    }
    guard let (record, text) = nextUnparsed() else { return nil }
    let source = url.lastPathComponent
    return Result { () throws(FolioError) in
      // Bytes that are not UTF-8 would be read as U+FFFD: the record's text would change.
      guard text.isUTF8 else {
        throw .invalidData(source: source, line: text.line, reason: "record \(record) is not UTF-8 text")
      }
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
    guard case .success(let record) = next() else { return nil }  // a CSV row is always read
    return (record.number, record.recordLocation.line, record.json)
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
    var count = reader.skip(max(number - 1, 0))
    if count == number - 1, let result = reader.next() { return try result.get() }
    while reader.next() != nil { count += 1 }
    throw .invalidData(
      source: url.lastPathComponent, line: nil,
      reason: "there is no record \(number) (the file has \(count) record\(count == 1 ? "" : "s"))")
  }

  /// Passes over up to `count` records without making them (the ones before a record
  /// asked for by number); returns how many there were.
  private func skip(_ count: Int) -> Int {
    guard kind == .jsonLines else {
      let skipped = min(count, (table?.records.count ?? elements.count) - nextIndex)
      nextIndex += skipped
      return skipped
    }
    var skipped = 0
    while skipped < count, nextRecordLine() != nil { skipped += 1 }
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

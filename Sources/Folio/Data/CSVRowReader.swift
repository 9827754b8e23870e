import FolioGraphics
import Foundation

/// Reads the rows of CSV bytes one at a time — a file read 1 MiB at a time, or a text in
/// memory — so a file's size does not matter: RFC 4180 quoting (`"a, b"`, `""` for a
/// quote), fields with embedded newlines, CRLF, LF or CR line ends.
///
/// Blank lines are skipped and a leading UTF-8 byte order mark is dropped. A row's line
/// is the one it starts on (from 1). Broken quoting is an error naming the line; bytes
/// that are not UTF-8 are not: the row comes back with `isUTF8` false (U+FFFD in their
/// place), for the caller to refuse.
struct CSVRowReader {
  /// One row.
  struct Row {
    /// The fields, in order (empty when the row was only checked).
    let fields: [String]
    /// Whether every field was UTF-8.
    let isUTF8: Bool
    /// The line the row starts on.
    let line: Int
  }

  private var bytes: [UInt8]
  private var position = 0
  private let handle: FileHandle?
  private var isAtEnd: Bool
  private var pushedBack: UInt8?
  private let source: String
  private var line = 1
  /// The field being read, reused from field to field.
  private var field: [UInt8] = []

  private static let quote = UInt8(ascii: "\"")
  private static let comma = UInt8(ascii: ",")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let lineFeed = UInt8(ascii: "\n")

  /// Reads CSV bytes held in memory; `source` names them in errors.
  init(bytes: [UInt8], source: String) {
    self.bytes = bytes
    handle = nil
    isAtEnd = true
    self.source = source
    skipByteOrderMark()
  }

  /// Reads the CSV file at `url`, 1 MiB at a time; errors name the file.
  init(url: URL) throws(FolioError) {
    guard let handle = FileHandle(forReadingAtPath: url.path) else {
      throw .fileNotReadable(path: url.path, reason: "no such file, or it cannot be read")
    }
    self.handle = handle
    bytes = []
    isAtEnd = false
    source = url.lastPathComponent
    refill()
    skipByteOrderMark()
  }

  /// The next row (nil after the last). With `building` false the row is only checked —
  /// its quoting and its bytes — and no strings are made.
  ///
  /// 1. Bytes go into the current field until a comma, a line end or the end outside quotes.
  /// 2. A quote opens a quoted field only at a field's start; inside one, `""` is a quote and
  ///    a lone quote closes it; nothing but a comma or a line end may follow it.
  /// 3. A row of one empty, unquoted field (a blank line) is skipped.
  mutating func next(building: Bool = true) throws(FolioError) -> Row? {
    var fields: [String] = []
    var fieldCount = 0
    var firstFieldIsEmpty = false
    var isUTF8 = true
    var inQuotes = false
    var fieldWasQuoted = false
    var quoteLine = line
    var rowLine = line
    field.removeAll(keepingCapacity: true)

    func endField() {
      if fieldCount == 0 { firstFieldIsEmpty = field.isEmpty }
      fieldCount += 1
      if building {
        let text = RecordText(field[...], line: rowLine)
        fields.append(text.text)
        isUTF8 = isUTF8 && text.isUTF8
      } else {
        isUTF8 = isUTF8 && RecordText.isUTF8(field[...])
      }
      field.removeAll(keepingCapacity: true)
    }
    func isBlank() -> Bool { fieldCount == 1 && firstFieldIsEmpty && !fieldWasQuoted }
    func reset() {
      fields.removeAll(keepingCapacity: true)
      fieldCount = 0
      isUTF8 = true
      fieldWasQuoted = false
      rowLine = line
    }

    while let byte = nextByte() {
      if inQuotes {
        if byte == Self.quote {
          if let following = nextByte() {
            if following == Self.quote {
              field.append(Self.quote)
            } else {
              inQuotes = false
              pushedBack = following
            }
          } else {
            inQuotes = false
          }
        } else {
          if byte == Self.lineFeed { line += 1 }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case Self.quote:
        guard field.isEmpty else {
          throw .invalidData(source: source, line: line, reason: "a quote inside an unquoted field")
        }
        inQuotes = true
        fieldWasQuoted = true
        quoteLine = line
      case Self.comma:
        endField()
        fieldWasQuoted = false
      case Self.carriageReturn, Self.lineFeed:
        if byte == Self.carriageReturn, let following = nextByte(), following != Self.lineFeed {
          pushedBack = following
        }
        endField()
        line += 1
        if !isBlank() { return Row(fields: fields, isUTF8: isUTF8, line: rowLine) }
        reset()
      default:
        if fieldWasQuoted {
          throw .invalidData(source: source, line: line, reason: "text after a closing quote")
        }
        field.append(byte)
      }
    }
    if inQuotes {
      throw .invalidData(source: source, line: quoteLine, reason: "a quoted field is never closed")
    }
    guard !field.isEmpty || fieldCount > 0 || fieldWasQuoted else { return nil }
    endField()
    return Row(fields: fields, isUTF8: isUTF8, line: rowLine)
  }

  private mutating func nextByte() -> UInt8? {
    if let byte = pushedBack {
      pushedBack = nil
      return byte
    }
    if position == bytes.count {
      guard !isAtEnd else { return nil }
      refill()
      guard position < bytes.count else { return nil }
    }
    defer { position += 1 }
    return bytes[position]
  }

  /// Replaces the read bytes with the file's next 1 MiB (or marks the end).
  private mutating func refill() {
    bytes.removeAll(keepingCapacity: true)
    position = 0
    if let chunk = (try? handle?.read(upToCount: 1 << 20)) ?? nil, !chunk.isEmpty {
      bytes.append(contentsOf: chunk)
    } else {
      isAtEnd = true
    }
  }

  private mutating func skipByteOrderMark() {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
  }
}

import FolioGraphics

/// A record's text as its data file writes it — a JSON-lines line or a `.json` array's
/// element — before it is parsed, with the line it starts on.
struct RecordText {
  /// The text; U+FFFD stands for bytes that are not UTF-8 (then `isUTF8` is false).
  let text: String
  /// Whether the bytes were UTF-8. A record whose bytes were not is an error: its text
  /// would not be the file's.
  let isUTF8: Bool
  /// The line it starts on, from 1.
  let line: Int

  /// Whether bytes are UTF-8 (ASCII is told without decoding).
  static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 } || String(validating: bytes, as: UTF8.self) != nil
  }

  /// The error of record `number` whose bytes are not UTF-8.
  static func notUTF8(record number: Int, source: String, line: Int) -> FolioError {
    .invalidData(source: source, line: line, reason: "record \(number) is not UTF-8 text")
  }

  /// The text of `bytes`, starting on `line`.
  init(_ bytes: ArraySlice<UInt8>, line: Int) {
    if let valid = String(validating: bytes, as: UTF8.self) {
      text = valid
      isUTF8 = true
    } else {
      text = String(decoding: bytes, as: UTF8.self)
      isUTF8 = false
    }
    self.line = line
  }
}

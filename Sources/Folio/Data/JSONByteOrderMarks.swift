import Foundation

/// Keeps U+FEFF inside JSON strings through `JSONSerialization`.
///
/// Foundation's parser on Linux drops a raw U+FEFF at the start of a string value (`"\u{FEFF}x"`
/// reads as `"x"`), while the escaped form `\ufeff` is kept. JSON gives both the same
/// meaning, so before parsing:
/// 1. the text's own leading marks are dropped (a file's byte order mark is not a value);
/// 2. every other raw U+FEFF (UTF-8 `EF BB BF`) is written as the escape `\ufeff`. Inside a
///    string that is the same character; outside one it was never valid JSON and still
///    is not.
/// Text without the mark is returned as it is, without a copy.
enum JSONByteOrderMarks {
  private static let escape = Array(#"\ufeff"#.utf8)

  /// The JSON text, ready for `JSONSerialization`.
  static func escaped(_ data: Data) -> Data {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Data in
      guard let base = raw.baseAddress, memchr(base, 0xBB, raw.count) != nil else { return data }
      let bytes = raw.bindMemory(to: UInt8.self)
      func isMark(at index: Int) -> Bool {
        index + 3 <= bytes.count && bytes[index] == 0xEF && bytes[index + 1] == 0xBB
          && bytes[index + 2] == 0xBF
      }
      var index = 0
      // 1. The text's own leading marks.
      while isMark(at: index) { index += 3 }
      // 2. Every other mark, escaped.
      var output = [UInt8]()
      output.reserveCapacity(bytes.count - index + 16)
      while index < bytes.count {
        if isMark(at: index) {
          output.append(contentsOf: escape)
          index += 3
        } else {
          output.append(bytes[index])
          index += 1
        }
      }
      return Data(output)
    }
  }
}

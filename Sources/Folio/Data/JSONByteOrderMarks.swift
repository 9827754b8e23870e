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
/// Text without the mark is returned as it is; text whose only marks lead it, with one copy.
enum JSONByteOrderMarks {
  private static let escape = Array(#"\ufeff"#.utf8)

  /// How many bytes the text's own leading marks take (0 when it has none).
  static func leadingMarksLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = 0
    while index + 3 <= bytes.count && bytes[index] == 0xEF && bytes[index + 1] == 0xBB
      && bytes[index + 2] == 0xBF
    {
      index += 3
    }
    return index
  }

  /// The JSON text, ready for `JSONSerialization`.
  static func escaped(_ data: Data) -> Data {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Data in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return data }
      let count = raw.count
      func isMark(at index: Int) -> Bool {
        index + 3 <= count && base[index] == 0xEF && base[index + 1] == 0xBB && base[index + 2] == 0xBF
      }
      /// The index of the next `byte` at or after `index`, or `count`.
      func next(_ byte: UInt8, from index: Int) -> Int {
        guard index < count, let found = memchr(base + index, Int32(byte), count - index) else {
          return count
        }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
      }
      // 1. The text's own leading marks.
      var index = leadingMarksLength(UnsafeBufferPointer(start: base, count: count))
      guard next(0xBB, from: index) < count else {
        return index == 0 ? data : Data(bytes: base + index, count: count - index)
      }
      // 2. Every other mark, escaped; the bytes between marks are copied as they are.
      var output = [UInt8]()
      output.reserveCapacity(count - index + 16)
      while index < count {
        let candidate = next(0xEF, from: index)
        output.append(contentsOf: UnsafeBufferPointer(start: base + index, count: candidate - index))
        guard candidate < count else { break }
        if isMark(at: candidate) {
          output.append(contentsOf: escape)
          index = candidate + 3
        } else {
          output.append(base[candidate])
          index = candidate + 1
        }
      }
      return Data(output)
    }
  }
}

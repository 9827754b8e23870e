import Foundation

/// The elements of a `.json` data file's top-level array as the file writes them, each
/// with the line it starts on, found without parsing them: a record is parsed only when it
/// is read (`DataFileReader.next`), and `folio batch` sends its workers the texts as they
/// are, as it does a JSON-lines file's lines.
///
/// Only the array's own structure is checked here (brackets and strings balanced, one
/// comma between elements, nothing after the closing bracket); what is wrong inside an
/// element is that record's error alone.
struct JSONArrayElements {
  /// The elements, in order.
  private(set) var elements: [RecordText] = []

  /// Why the bytes are not a JSON array.
  enum Failure: Equatable {
    /// They do not start with `[` (they may be other JSON, or none).
    case notAnArray
    /// The array's structure is broken; the reason in words.
    case malformed(String)
  }

  /// Why the bytes are not a JSON array (nil when they are one).
  private(set) var failure: Failure?

  /// Splits `bytes`, the whole file (its leading byte order marks are not part of it).
  ///
  /// 1. Skip the byte order marks and whitespace; the first byte must open the array.
  /// 2. For each element: skip whitespace, note where it starts, then walk to the comma
  ///    or closing bracket that ends it at the array's own depth, stepping over strings
  ///    (and their escapes) and counting nested brackets and braces.
  /// 3. After the closing bracket only whitespace may follow.
  init(_ bytes: [UInt8]) {
    var index = 0
    var line = 1
    let count = bytes.count
    func skipWhitespace() {
      while index < count {
        switch bytes[index] {
        case 0x0A: line += 1
        case 0x20, 0x09, 0x0D: break
        default: return
        }
        index += 1
      }
    }
    // 1. The array's opening bracket.
    index = bytes.withUnsafeBufferPointer(JSONByteOrderMarks.leadingMarksLength)
    skipWhitespace()
    guard index < count, bytes[index] == UInt8(ascii: "[") else {
      failure = .notAnArray
      return
    }
    index += 1
    skipWhitespace()
    if index < count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      finish(bytes, from: index)
      return
    }
    // 2. The elements.
    while true {
      skipWhitespace()
      let start = index
      let startLine = line
      var depth = 0
      var last = index  // one past the element's last byte that is not whitespace
      scan: while index < count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          while index < count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") { index += 1 }
            if index < count, bytes[index] == 0x0A { line += 1 }
            index += 1
          }
          guard index < count else { break scan }
          index += 1
          last = index
          continue
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { break scan }
          depth -= 1
        case UInt8(ascii: ","):
          if depth == 0 { break scan }
        case 0x0A:
          line += 1
          index += 1
          continue
        case 0x20, 0x09, 0x0D:
          index += 1
          continue
        default:
          break
        }
        index += 1
        last = index
      }
      guard index < count else {
        failure = .malformed("the array is not closed")
        return
      }
      guard last > start else {
        failure = .malformed("record \(elements.count + 1), on line \(startLine), is empty")
        return
      }
      elements.append(RecordText(bytes[start..<last], line: startLine))
      let end = bytes[index]
      index += 1
      if end == UInt8(ascii: "]") { break }
      guard end == UInt8(ascii: ",") else {
        failure = .malformed("a '}' closes the array on line \(line)")
        return
      }
    }
    // 3. Nothing after it.
    finish(bytes, from: index)
  }

  /// Checks that only whitespace follows the closing bracket at `index`.
  private mutating func finish(_ bytes: [UInt8], from index: Int) {
    for byte in bytes[index...] where byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
      failure = .malformed("text after the array's closing ']'")
      return
    }
  }
}

import Foundation

/// Adds to Cairo 1.16's PDF what it has no API for: the document's language (`/Lang` in
/// the catalog) and the alternative text of figures (`/Alt` in their structure elements).
///
/// 1. Bytes pass through line by line (complete lines only; the rest waits).
/// 2. After the line `<< /Type /Catalog` a line `   /Lang (…)` is inserted; after each line
///    `   /S /Figure` of a structure element, in order, `   /Alt <FEFF…>` (UTF-16 hex).
/// 3. Every insertion moves the bytes after it, so the cross-reference table Cairo writes
///    at the end (`xref`, then 20-byte entries) and `startxref` are rewritten with each
///    offset moved by what was inserted before it.
struct PDFStructureFilter {
  /// The language, as a BCP 47 tag.
  var language: String?
  /// The figures' alternative texts, in the order their elements are written.
  var alternatives: [String?] = []
  private var nextFigure = 0
  private var pending: [UInt8] = []
  /// Bytes of Cairo's output seen so far.
  private var inputOffset = 0
  /// Where insertions were made (in Cairo's offsets) and the total inserted up to each.
  private var insertions: [(at: Int, total: Int)] = []
  private var state = State.body

  private enum State {
    case body
    case xrefHeader
    case xrefEntries(remaining: Int)
    case startxref
  }

  private static let catalog = Array("<< /Type /Catalog".utf8)
  private static let figure = Array("   /S /Figure".utf8)
  private static let xref = Array("xref".utf8)
  private static let startxref = Array("startxref".utf8)

  init(language: String?) {
    self.language = language
  }

  /// The bytes that can be written now.
  mutating func process(_ bytes: [UInt8]) -> [UInt8] {
    pending.append(contentsOf: bytes)
    guard let lastNewline = pending.lastIndex(of: 0x0A) else { return [] }
    let ready = Array(pending[...lastNewline])
    pending.removeFirst(lastNewline + 1)
    return rewrite(ready)
  }

  /// The bytes held back.
  mutating func finish() -> [UInt8] {
    defer { pending = [] }
    return rewrite(pending)
  }

  private var shift: Int { insertions.last?.total ?? 0 }

  /// The new offset of a byte Cairo wrote at `offset`.
  private func moved(_ offset: Int) -> Int {
    var total = 0
    for insertion in insertions {
      guard insertion.at <= offset else { break }
      total = insertion.total
    }
    return offset + total
  }

  private mutating func rewrite(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 64)
    var lineStart = 0
    while lineStart < bytes.count {
      let newline = bytes[lineStart...].firstIndex(of: 0x0A)
      let lineEnd = newline.map { $0 + 1 } ?? bytes.count
      let line = bytes[lineStart..<lineEnd]
      let content = line.last == 0x0A ? line.dropLast() : line
      inputOffset += line.count
      output.append(contentsOf: transform(Array(content), hasNewline: line.last == 0x0A))
      lineStart = lineEnd
    }
    return output
  }

  /// A line as written, with what follows it.
  private mutating func transform(_ line: [UInt8], hasNewline: Bool) -> [UInt8] {
    let newline: [UInt8] = hasNewline ? [0x0A] : []
    switch state {
    case .body:
      // Most lines (binary streams among them) start with none of the lines looked for.
      guard let first = line.first, first == 0x3C || first == 0x20 || first == 0x78 || first == 0x73 else {
        return line + newline
      }
      if line == Self.xref, !insertions.isEmpty {
        state = .xrefHeader
      } else if line == Self.startxref, !insertions.isEmpty {
        state = .startxref
      }
      var added: [UInt8] = []
      if line == Self.catalog, let language, !language.isEmpty {
        added = Array("   /Lang \(Self.hexString(language))\n".utf8)
      } else if line == Self.figure {
        if nextFigure < alternatives.count, let alt = alternatives[nextFigure], !alt.isEmpty {
          added = Array("   /Alt \(Self.hexString(alt))\n".utf8)
        }
        nextFigure += 1
      }
      if !added.isEmpty {
        insertions.append((inputOffset, shift + added.count))
      }
      return line + newline + added
    case .xrefHeader:
      // "0 41": the first object and the count.
      let parts = String(decoding: line, as: UTF8.self).split(separator: " ")
      state = parts.count == 2 ? .xrefEntries(remaining: Int(parts[1]) ?? 0) : .body
      return line + newline
    case .xrefEntries(let remaining):
      state = remaining > 1 ? .xrefEntries(remaining: remaining - 1) : .body
      // "0000008673 00000 n ": in-use entries move.
      guard line.count >= 18, line[17] == UInt8(ascii: "n"),
        let offset = Int(String(decoding: line[0..<10], as: UTF8.self))
      else { return line + newline }
      return Array(Self.tenDigits(moved(offset)).utf8) + line[10...] + newline
    case .startxref:
      state = .body
      guard let offset = Int(String(decoding: line, as: UTF8.self)) else { return line + newline }
      return Array(String(moved(offset)).utf8) + newline
    }
  }

  private static func tenDigits(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(10 - digits.count, 0)) + digits
  }

  /// A PDF text string in UTF-16BE hex with its byte-order mark (no escaping needed).
  static func hexString(_ text: String) -> String {
    var hex = "<FEFF"
    for unit in text.utf16 {
      let digits = String(unit, radix: 16, uppercase: true)
      hex += String(repeating: "0", count: 4 - digits.count) + digits
    }
    return hex + ">"
  }
}

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
/// 4. At the end, `whatWasLost` says what it could not write: a Cairo that writes these
///    objects differently (Cairo 1.18's object streams, for which `PDFWriter` uses
///    `PDFIncrementalUpdate` instead) fails the render instead of giving a less accessible
///    file.
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
  /// What was written: the language, how many alternative texts, and the cross-reference
  /// entries and `startxref` moved.
  private var wroteLanguage = false
  private var wroteAlternatives = 0
  private var movedCrossReferences = false
  private var movedStartxref = false

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
    assert(
      [Self.xref.count, Self.startxref.count, Self.figure.count, Self.catalog.count] == [4, 9, 13, 17],
      "transform tells the lines it looks for apart by these lengths")
  }

  /// The bytes that can be written now.
  mutating func process(_ bytes: [UInt8]) -> [UInt8] {
    pending.append(contentsOf: bytes)
    guard let lastNewline = pending.lastIndex(of: 0x0A) else { return [] }
    let ready = Array(pending[...lastNewline])
    pending.removeFirst(lastNewline + 1)
    return rewrite(ready)
  }

  /// What the file would lack that it was asked for (its language, figures' alternative
  /// texts, a consistent cross-reference table), in words; nil when everything was
  /// written. Read after the last bytes went through.
  var whatWasLost: String? {
    var lost: [String] = []
    if let language, !language.isEmpty, !wroteLanguage { lost.append("its language (\(language))") }
    let wanted = alternatives.filter { !($0 ?? "").isEmpty }.count
    if wroteAlternatives < wanted {
      lost.append("the alternative text of \(wanted - wroteAlternatives) of its \(wanted) figures")
    }
    if nextFigure != alternatives.count, wroteAlternatives == wanted, wanted > 0 {
      lost.append("the order of its figures (\(nextFigure) written, \(alternatives.count) tagged)")
    }
    if !insertions.isEmpty, !(movedCrossReferences && movedStartxref) {
      lost.append("a consistent cross-reference table")
    }
    return lost.isEmpty ? nil : lost.joined(separator: ", ")
  }

  /// The bytes held back.
  mutating func finish() -> [UInt8] {
    defer { pending = [] }
    return rewrite(pending)
  }

  private var shift: Int { insertions.last?.total ?? 0 }

  /// The new offset of a byte Cairo wrote at `offset`: moved by everything inserted at or
  /// before it (insertions are in order; a binary search finds the last one).
  private func moved(_ offset: Int) -> Int {
    var low = 0
    var high = insertions.count
    while low < high {
      let middle = (low + high) / 2
      if insertions[middle].at <= offset { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? offset : offset + insertions[low - 1].total
  }

  /// The bytes with their lines rewritten where needed; most chunks (content streams,
  /// structure elements) pass through without a copy.
  private mutating func rewrite(_ bytes: [UInt8]) -> [UInt8] {
    // Complete lines outside the cross-reference table without a line the filter looks for
    // pass as they are: three searches for rare bytes (`ByteSearch`) instead of a look at
    // each of the tens of thousands of short lines of a tagged document's structure
    // elements.
    if case .body = state, bytes.last == 0x0A, !Self.mayHoldMarkedLine(bytes) {
      inputOffset += bytes.count
      return bytes
    }
    var output: [UInt8]?
    var copiedUpTo = 0
    let count = bytes.count
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var lineStart = 0
      while lineStart < count {
        let newline = memchr(base + lineStart, 0x0A, count - lineStart)
        let lineEnd = newline.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
        let next = min(lineEnd + 1, count)
        inputOffset += next - lineStart
        if let replacement = transform(
          UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd]), hasNewline: lineEnd < count)
        {
          if output == nil {
            output = []
            output!.reserveCapacity(count + 256)
          }
          output!.append(contentsOf: buffer[copiedUpTo..<lineStart])
          output!.append(contentsOf: replacement)
          copiedUpTo = next
        }
        lineStart = next
      }
      if output != nil { output!.append(contentsOf: buffer[copiedUpTo..<count]) }
    }
    return output ?? bytes
  }

  /// What replaces a line (its newline included), or nil to keep it.
  private mutating func transform(_ line: UnsafeBufferPointer<UInt8>, hasNewline: Bool) -> [UInt8]? {
    // Made only for a line that changes: most lines pass, and an array per line was most of
    // the filter's time while Cairo writes a tagged document's thousands of structure
    // elements at its end.
    var newline: [UInt8] { hasNewline ? [0x0A] : [] }
    switch state {
    case .body:
      // Four lines are looked for; their lengths tell most lines apart before any byte is
      // compared: "xref" (4), "startxref" (9), "   /S /Figure" (13), "<< /Type /Catalog" (17).
      switch line.count {
      case 4:
        if Self.line(line, is: Self.xref), !insertions.isEmpty { state = .xrefHeader }
        return nil
      case 9:
        if Self.line(line, is: Self.startxref), !insertions.isEmpty { state = .startxref }
        return nil
      case 13, 17:
        break
      default:
        return nil
      }
      var added: [UInt8] = []
      if Self.line(line, is: Self.catalog), let language, !language.isEmpty {
        added = Array("   /Lang \(Self.hexString(language))\n".utf8)
        wroteLanguage = true
      } else if Self.line(line, is: Self.figure) {
        if nextFigure < alternatives.count, let alt = alternatives[nextFigure], !alt.isEmpty {
          added = Array("   /Alt \(Self.hexString(alt))\n".utf8)
          wroteAlternatives += 1
        }
        nextFigure += 1
      }
      guard !added.isEmpty else { return nil }
      insertions.append((inputOffset, shift + added.count))
      return Array(line) + newline + added
    case .xrefHeader:
      // "0 41": the first object and the count.
      let parts = String(decoding: line, as: UTF8.self).split(separator: " ")
      state = parts.count == 2 ? .xrefEntries(remaining: Int(parts[1]) ?? 0) : .body
      movedCrossReferences = movedCrossReferences || parts.count == 2
      return nil
    case .xrefEntries(let remaining):
      state = remaining > 1 ? .xrefEntries(remaining: remaining - 1) : .body
      // "0000008673 00000 n ": in-use entries move.
      guard line.count >= 18, line[17] == UInt8(ascii: "n"), let offset = Self.decimal(line[0..<10])
      else { return nil }
      let target = moved(offset)
      guard target != offset, target < 10_000_000_000 else { return nil }
      var entry = [UInt8](repeating: UInt8(ascii: "0"), count: 10)
      var rest = target
      for index in stride(from: 9, through: 0, by: -1) {
        entry[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      entry.append(contentsOf: line[10...])
      entry.append(contentsOf: newline)
      return entry
    case .startxref:
      state = .body
      guard let offset = Int(String(decoding: line, as: UTF8.self)) else { return nil }
      movedStartxref = true
      return Array(String(moved(offset)).utf8) + newline
    }
  }

  /// Whether complete lines may hold one of the lines `transform` looks for outside the
  /// cross-reference table: one ending in "xref" (also "startxref"), "   /S /Figure" or
  /// "<< /Type /Catalog" before its newline. Each is searched for by a byte Cairo's
  /// structure elements never hold ("x", "F", "C").
  private static func mayHoldMarkedLine(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      markedLineEnds.contains { ByteSearch.contains($0.text, anchor: $0.anchor, in: buffer) }
    }
  }

  private static let markedLineEnds: [(text: [UInt8], anchor: Int)] = [
    (xref + [0x0A], 0), (figure + [0x0A], 7), (catalog + [0x0A], 9),
  ]

  /// Whether a line is exactly `text` (lengths first: most lines differ in length).
  private static func line(_ line: UnsafeBufferPointer<UInt8>, is text: [UInt8]) -> Bool {
    guard line.count == text.count, let base = line.baseAddress else { return false }
    return memcmp(base, text, text.count) == 0
  }

  /// The value of ASCII decimal digits (nil if any byte is not a digit).
  private static func decimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var value = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
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

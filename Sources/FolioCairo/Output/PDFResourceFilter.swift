import Foundation

/// Removes the duplicate entries Cairo 1.16 writes into a page's `/XObject` resource
/// dictionary when one image (a colour emoji glyph, a shared picture) is painted twice on
/// a page — a dictionary with a repeated key, which PDF checkers report.
///
/// Cairo writes that dictionary on one line, `   /XObject << /x7 7 0 R /x9 9 0 R >>`; a
/// repeated entry is overwritten with spaces, so no byte offset in the file changes (the
/// cross-reference table stays right). Bytes pass through line by line: the last,
/// unfinished line of a chunk is held back until the next chunk or `finish`.
struct PDFResourceFilter {
  private var pending: [UInt8] = []
  private static let marker = Array("   /XObject <<".utf8)

  /// The bytes that can be written now.
  mutating func process(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
    guard let lastNewline = bytes.lastIndex(of: 0x0A) else {
      pending.append(contentsOf: bytes)
      return []
    }
    var ready = pending
    pending = []
    ready.append(contentsOf: bytes[..<(lastNewline + 1)])
    pending.append(contentsOf: bytes[(lastNewline + 1)...])
    Self.blankDuplicates(in: &ready)
    return ready
  }

  /// The bytes held back.
  mutating func finish() -> [UInt8] {
    defer { pending = [] }
    var rest = pending
    Self.blankDuplicates(in: &rest)
    return rest
  }

  /// Blanks repeated `/xN N 0 R` entries on every resource line.
  private static func blankDuplicates(in bytes: inout [UInt8]) {
    // 1. Find the resource lines: none unless the marker is somewhere (searched for by its
    //    "X", which Cairo's structure elements and cross-reference table never hold, instead
    //    of a look at each of their tens of thousands of short lines), then line by line
    //    (`memchr`: most bytes are compressed streams).
    var resourceLines: [Range<Int>] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      guard ByteSearch.contains(marker, anchor: 4, in: buffer) else { return }
      var lineStart = 0
      while lineStart < count {
        let newline = memchr(base + lineStart, 0x0A, count - lineStart)
        let lineEnd = newline.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
        if lineEnd - lineStart > marker.count, memcmp(base + lineStart, marker, marker.count) == 0 {
          resourceLines.append((lineStart + marker.count)..<lineEnd)
        }
        lineStart = lineEnd + 1
      }
    }
    // 2. Blank their repeated entries.
    for line in resourceLines { blank(in: &bytes, from: line.lowerBound, to: line.upperBound) }
  }

  /// In `bytes[start..<end]` (`" /x7 7 0 R /x9 9 0 R >>"`), overwrites each entry whose
  /// name appeared before.
  private static func blank(in bytes: inout [UInt8], from start: Int, to end: Int) {
    var seen = Set<ArraySlice<UInt8>>()
    var index = start
    while index < end {
      guard bytes[index] == 0x2F else {  // "/"
        index += 1
        continue
      }
      // An entry: "/name", then up to " R".
      var nameEnd = index + 1
      while nameEnd < end, bytes[nameEnd] != 0x20 { nameEnd += 1 }
      var entryEnd = nameEnd
      while entryEnd + 1 < end, !(bytes[entryEnd] == 0x20 && bytes[entryEnd + 1] == 0x52) { entryEnd += 1 }
      entryEnd = min(entryEnd + 2, end)
      let name = bytes[index..<nameEnd]
      if !seen.insert(name).inserted {
        for position in index..<entryEnd { bytes[position] = 0x20 }
      }
      index = entryEnd
    }
  }
}

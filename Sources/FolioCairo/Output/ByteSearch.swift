import Foundation

/// Finds a byte string with `memchr` on one of its bytes, chosen by the caller as one that
/// is rare where it searches, checking the whole string only where that byte occurs: a
/// PDF filter looking for one line among tens of thousands of short ones then skips most
/// of them at `memchr`'s speed instead of looking at each.
enum ByteSearch {
  /// Whether `needle` occurs in `buffer`; `anchor` is the index of the byte looked for.
  static func contains(_ needle: [UInt8], anchor: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress, !needle.isEmpty, needle.count <= buffer.count,
      needle.indices.contains(anchor)
    else { return false }
    // Where the anchor byte may be: the whole needle must fit around it.
    var from = anchor
    let last = buffer.count - needle.count + anchor
    while from <= last {
      guard let hit = memchr(base + from, Int32(needle[anchor]), last - from + 1) else { return false }
      let position = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
      if memcmp(base + position - anchor, needle, needle.count) == 0 { return true }
      from = position + 1
    }
    return false
  }
}

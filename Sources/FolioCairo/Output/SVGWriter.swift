import CCairo
import FolioGraphics
import Foundation

/// Writes one page as an SVG document whose element ids are renumbered in order of
/// appearance, so the same page always gives the same bytes (Cairo's own ids come from
/// process-wide counters).
package enum SVGWriter {
  package static func svg(for page: DisplayList) throws(FolioError) -> String {
    SVGIdentifierNormalizer.normalize(try rawSVG(for: page))
  }

  /// The page as Cairo writes it, with Cairo's own ids.
  package static func rawSVG(for page: DisplayList) throws(FolioError) -> String {
    try FontFaceLock.whileDrawing { () throws(FolioError) -> String in try drawSVG(page) }
  }

  private static func drawSVG(_ page: DisplayList) throws(FolioError) -> String {
    try OutputLimits.check(pageSize: page.size, page: nil)
    let sink = ByteSink()
    let surface = cairo_svg_surface_create_for_stream(
      ByteSink.write, sink.closure, page.size.width, page.size.height)!
    cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
    let cr = cairo_create(surface)!
    // Angular gradients as images of their shapes at twice the page's scale.
    let renderer = CairoRenderer(cr: cr, emitsLinks: false, meshRasterScale: 2)
    renderer.draw(page)
    let drawn = Result { () throws(FolioError) in try renderer.checkStatus("SVG") }
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    try drawn.get()
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .renderFailed("SVG: \(String(cString: cairo_status_to_string(status)))")
    }
    return String(decoding: sink.data, as: UTF8.self)
  }
}

/// Renames every `id` in an SVG document to `<prefix><n>`, numbered by first appearance,
/// and rewrites the references (`#id`, `url(#id)`) to match.
///
/// It works on the document's UTF-8 bytes (a page is often hundreds of kilobytes), jumping
/// from one candidate byte to the next with `memchr` and copying the bytes between
/// them in bulk:
/// 1. Collect each `id="…"` value in order of appearance and give it its new name (the
///    value's leading letters, or `id`, and a count per prefix).
/// 2. Copy the bytes, replacing each known value that follows ` id="` or `#` (up to the
///    closing `"` or `)`).
package enum SVGIdentifierNormalizer {
  private static let idAttribute = Array(" id=\"".utf8)
  private static let quote = UInt8(ascii: "\"")
  private static let hash = UInt8(ascii: "#")
  private static let parenthesis = UInt8(ascii: ")")

  package static func normalize(_ svg: String) -> String {
    let bytes = Array(svg.utf8)
    let mapping = newNames(in: bytes)
    guard !mapping.isEmpty else { return svg }
    return String(decoding: rewritten(bytes, mapping: mapping), as: UTF8.self)
  }

  /// Step 1: each id value and its new name.
  private static func newNames(in bytes: [UInt8]) -> [ArraySlice<UInt8>: [UInt8]] {
    var mapping: [ArraySlice<UInt8>: [UInt8]] = [:]
    var counters: [ArraySlice<UInt8>: Int] = [:]
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      // The next ` id="` is a quote with ` id=` before it, so at index 4 or later.
      var searchFrom = idAttribute.count - 1
      while true {
        let opening = position(of: quote, in: base, from: searchFrom, count: count)
        guard opening < count else { break }
        guard memcmp(base + opening - 4, idAttribute, 4) == 0 else {
          searchFrom = opening + 1
          continue
        }
        let start = opening + 1
        let end = position(of: quote, in: base, from: start, count: count)
        guard end < count else { break }
        let id = bytes[start..<end]
        if mapping[id] == nil {
          var letters = start
          while letters < end && isLetter(base[letters]) { letters += 1 }
          let prefix = bytes[start..<letters]
          let next = (counters[prefix] ?? 0) + 1
          counters[prefix] = next
          mapping[id] = (prefix.isEmpty ? Array("id".utf8) : Array(prefix)) + Array(String(next).utf8)
        }
        // An id attribute after this one starts at the closing quote or later.
        searchFrom = end + idAttribute.count
      }
    }
    return mapping
  }

  /// Step 2: the bytes with every known id and reference renamed. Candidates are the bytes
  /// `#` and `"` (a value starts after `#`, or after `"` when ` id=` precedes it).
  private static func rewritten(_ source: [UInt8], mapping: [ArraySlice<UInt8>: [UInt8]]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(source.count + 64)
    source.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      var copied = 0
      var index = 0
      var nextHash = -1
      var nextQuote = -1
      while index < count {
        if nextHash < index { nextHash = position(of: hash, in: base, from: index, count: count) }
        if nextQuote < index { nextQuote = position(of: quote, in: base, from: index, count: count) }
        let candidate = min(nextHash, nextQuote)
        guard candidate < count else { break }
        let startsValue =
          base[candidate] == hash || (candidate >= 4 && memcmp(base + candidate - 4, idAttribute, 4) == 0)
        if startsValue {
          var end = candidate + 1
          while end < count && base[end] != quote && base[end] != parenthesis { end += 1 }
          if end < count, let replacement = mapping[source[(candidate + 1)..<end]] {
            result.append(
              contentsOf: UnsafeBufferPointer(start: base + copied, count: candidate + 1 - copied))
            result.append(contentsOf: replacement)
            copied = end
            index = end
            continue
          }
        }
        index = candidate + 1
      }
      result.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: count - copied))
    }
    return result
  }

  /// The index of the first `byte` at or after `start`, or `count` when there is none.
  private static func position(
    of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, count: Int
  ) -> Int {
    guard start < count, let found = memchr(base + start, Int32(byte), count - start) else { return count }
    return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }
}

import CCairo
import FolioGraphics
import FolioPango
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
    try CairoFontFaces.whileDrawing { () throws(FolioError) -> String in try drawSVG(page) }
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
/// It works on the document's UTF-8 bytes (a page is often hundreds of kilobytes):
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
    var index = 0
    let count = bytes.count
    while index + idAttribute.count <= count {
      guard bytes[index] == idAttribute[0],
        bytes[index..<(index + idAttribute.count)].elementsEqual(idAttribute)
      else {
        index += 1
        continue
      }
      let start = index + idAttribute.count
      var end = start
      while end < count && bytes[end] != quote { end += 1 }
      guard end < count else { break }
      let id = bytes[start..<end]
      if mapping[id] == nil {
        var letters = start
        while letters < end && isLetter(bytes[letters]) { letters += 1 }
        let prefix = bytes[start..<letters]
        let next = (counters[prefix] ?? 0) + 1
        counters[prefix] = next
        mapping[id] = (prefix.isEmpty ? Array("id".utf8) : Array(prefix)) + Array(String(next).utf8)
      }
      index = end
    }
    return mapping
  }

  /// Step 2: the bytes with every known id and reference renamed.
  private static func rewritten(_ source: [UInt8], mapping: [ArraySlice<UInt8>: [UInt8]]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(source.count)
    var index = 0
    let count = source.count
    while index < count {
      let byte = source[index]
      let startsValue =
        byte == hash
        || (byte == quote && index >= 4 && source[(index - 4)..<index].elementsEqual(idAttribute.prefix(4)))
      if startsValue {
        var end = index + 1
        while end < count && source[end] != quote && source[end] != parenthesis { end += 1 }
        if end < count, let replacement = mapping[source[(index + 1)..<end]] {
          result.append(byte)
          result += replacement
          index = end
          continue
        }
      }
      result.append(byte)
      index += 1
    }
    return result
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }
}

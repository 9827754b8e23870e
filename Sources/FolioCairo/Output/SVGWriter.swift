import CCairo
import FolioGraphics
import Foundation

/// Writes one page as an SVG document whose element ids are renumbered in order of
/// appearance, so the same page always gives the same bytes (Cairo's own ids come from
/// process-wide counters).
package enum SVGWriter {
  package static func svg(for page: DisplayList) throws(FolioError) -> String {
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
    return SVGIdentifierNormalizer.normalize(String(decoding: sink.data, as: UTF8.self))
  }
}

/// Renames every `id` in an SVG document to `<prefix><n>`, numbered by first appearance,
/// and rewrites the references (`#id`, `url(#id)`) to match.
package enum SVGIdentifierNormalizer {
  package static func normalize(_ svg: String) -> String {
    var mapping: [Substring: String] = [:]
    var counters: [String: Int] = [:]
    var searchStart = svg.startIndex
    while let range = svg.range(of: " id=\"", range: searchStart..<svg.endIndex) {
      guard let end = svg[range.upperBound...].firstIndex(of: "\"") else { break }
      let id = svg[range.upperBound..<end]
      if mapping[id] == nil {
        let prefix = String(id.prefix { $0.isLetter })
        let next = (counters[prefix] ?? 0) + 1
        counters[prefix] = next
        mapping[id] = "\(prefix.isEmpty ? "id" : prefix)\(next)"
      }
      searchStart = end
    }
    guard !mapping.isEmpty else { return svg }
    var result = ""
    result.reserveCapacity(svg.utf8.count)
    var index = svg.startIndex
    while index < svg.endIndex {
      let character = svg[index]
      // An id value follows `id="`; a reference follows `#` inside quotes or `url(`.
      if character == "\"" || character == "#" {
        let valueStart = svg.index(after: index)
        if let valueEnd = svg[valueStart...].firstIndex(where: { $0 == "\"" || $0 == ")" }),
          let replacement = mapping[svg[valueStart..<valueEnd]],
          character == "#" || svg[..<index].hasSuffix(" id=")
        {
          result.append(character)
          result += replacement
          index = valueEnd
          continue
        }
      }
      result.append(character)
      index = svg.index(after: index)
    }
    return result
  }
}

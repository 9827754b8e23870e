import CCairo
import FolioGraphics
import Foundation

/// Writes pages to a PDF one at a time; each page is drawn and handed to Cairo before the
/// next one is laid out, so memory does not grow with the page count.
package final class PDFWriter {
  private let surface: OpaquePointer
  private let cr: OpaquePointer
  private let sink: ByteSink?
  private let file: AtomicFileWriter?
  private var pageCount = 0
  private var outline: [(title: String, level: Int, name: String)] = []
  private var finished = false

  /// A PDF written to `url` (atomically).
  package init(url: URL, metadata: DocumentMetadata) throws(FolioError) {
    let file = try AtomicFileWriter(destination: url)
    let surface = cairo_pdf_surface_create(file.temporary.path, 612, 792)!
    do {
      try surface.checkSurface("cannot create \(url.path)")
    } catch {
      cairo_surface_destroy(surface)
      file.discard()
      throw FolioError.writeFailed(path: url.path, reason: "the file could not be created")
    }
    self.file = file
    self.sink = nil
    self.surface = surface
    self.cr = cairo_create(surface)
    apply(metadata)
  }

  /// A PDF collected in memory.
  package init(metadata: DocumentMetadata) {
    let sink = ByteSink()
    self.sink = sink
    self.file = nil
    surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, 612, 792)!
    cr = cairo_create(surface)
    apply(metadata)
  }

  deinit {
    if !finished {
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
      file?.discard()
    }
  }

  private func apply(_ metadata: DocumentMetadata) {
    func set(_ key: cairo_pdf_metadata_t, _ value: String?) {
      if let value, !value.isEmpty { cairo_pdf_surface_set_metadata(surface, key, value) }
    }
    set(CAIRO_PDF_METADATA_TITLE, metadata.title)
    set(CAIRO_PDF_METADATA_AUTHOR, metadata.author)
    set(CAIRO_PDF_METADATA_SUBJECT, metadata.subject)
    set(CAIRO_PDF_METADATA_KEYWORDS, metadata.keywords.joined(separator: ", "))
    set(CAIRO_PDF_METADATA_CREATOR, metadata.creator)
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    let date = formatter.string(from: metadata.creationDate)
    set(CAIRO_PDF_METADATA_CREATE_DATE, date)
    set(CAIRO_PDF_METADATA_MOD_DATE, date)
  }

  /// Draws one page. Its content sits inside a structure tag, which Cairo 1.16 needs to
  /// write link annotations correctly.
  package func addPage(_ page: DisplayList) throws(FolioError) {
    if pageCount > 0 { cairo_show_page(cr) }
    pageCount += 1
    cairo_pdf_surface_set_size(surface, max(page.size.width, 1), max(page.size.height, 1))
    cairo_tag_begin(cr, "Document", nil)
    CairoRenderer(cr: cr, emitsLinks: true).draw(page)
    cairo_tag_end(cr, "Document")
    page.forEachItem { item in
      if case .destination(let destination) = item, let entry = destination.outline {
        outline.append((entry.title, max(entry.level, 1), destination.name))
      }
    }
    try surface.checkSurface("page \(pageCount)")
  }

  /// Adds the outline, finishes the file and returns the bytes (for in-memory PDFs).
  @discardableResult
  package func finish() throws(FolioError) -> Data {
    if pageCount == 0 {
      cairo_pdf_surface_set_size(surface, 612, 792)
    }
    addOutline()
    finished = true
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      file?.discard()
      let reason = String(cString: cairo_status_to_string(status))
      if let file { throw .writeFailed(path: file.destination.path, reason: reason) }
      throw .renderFailed(reason)
    }
    try file?.commit()
    return sink?.data ?? Data()
  }

  private func addOutline() {
    var parents: [Int32] = [Int32(CAIRO_PDF_OUTLINE_ROOT)]
    for entry in outline {
      let depth = min(entry.level, parents.count)
      parents.removeLast(parents.count - depth)
      let parent = parents[depth - 1]
      let id = cairo_pdf_surface_add_outline(
        surface, parent, entry.title, "dest='\(CairoRenderer.escaped(entry.name))'",
        cairo_pdf_outline_flags_t(rawValue: 0))
      parents.append(id)
    }
  }
}

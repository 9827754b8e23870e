import CCairo
import FolioGraphics
import Foundation

/// Writes pages to a PDF one at a time; each page is drawn and handed to Cairo before the
/// next one is laid out, so memory does not grow with the page count.
///
/// Cairo writes through a `ByteSink`: into memory, into a staged file (checked writes;
/// the caller's `OutputTransaction` puts it in place), or into an open descriptor such as
/// standard output.
package final class PDFWriter {
  private let surface: OpaquePointer
  private let cr: OpaquePointer
  private let sink: ByteSink
  private let file: StagedFile?
  /// What errors name: the file's path, or "PDF".
  private let name: String
  private var pageCount = 0
  private var outline: [(title: String, level: Int, name: String)] = []
  private var finished = false
  /// A transparent 1×1 image painted first on every page (see `addPage`).
  private let blank: OpaquePointer
  /// Writes the structure tree of a tagged PDF (nil: untagged).
  private let tagger: PDFStructureTagger?
  /// Whether the `Document` element is open (it spans every page; Cairo asserts when a
  /// surface is finished with an element open).
  private var isDocumentOpen = false
  /// Whether the last page drawn waits for `cairo_show_page` until the next page or the
  /// end (a tagged PDF with Cairo 1.18, where ending `Document` after the last page was
  /// shown would start a blank page).
  private let showsPagesLate: Bool
  private var hasPageToShow = false
  /// The document's language (BCP 47), for a tagged PDF.
  private let language: String?

  /// A PDF written into a staged file.
  package convenience init(file: StagedFile, metadata: DocumentMetadata, tagged: Bool = true) {
    self.init(
      sink: ByteSink(descriptor: file.descriptor, pdf: true), file: file,
      name: file.destination.requested.path, metadata: metadata, tagged: tagged)
  }

  /// A PDF collected in memory.
  package convenience init(
    metadata: DocumentMetadata, tagged: Bool = true, curveTolerance: Double = PDFWriter.curveTolerance
  ) {
    self.init(
      sink: ByteSink(pdf: true), file: nil, name: "PDF", metadata: metadata, tagged: tagged,
      curveTolerance: curveTolerance)
  }

  /// How far, in points, Cairo may take a curve's straight-line approximation from the
  /// curve: 0.25 pt where Cairo's default is 0.1. A PDF keeps its curves exact whatever it
  /// is; Cairo uses it to work out what a stroke covers before writing it, stroking each
  /// one into a polygon, which at 0.1 pt was a large part of drawing rounded labels
  /// (docs/benchmarks.md, "Figures the code was shaped by"). What it changes: that coverage
  /// may be a quarter point short of the exact one (Cairo rounds it out to whole points),
  /// and a curve that Cairo has to rasterize into a fallback image (an operation a PDF
  /// cannot express) is drawn within a quarter point, about a pixel at 300 dpi.
  package static let curveTolerance = 0.25

  /// A PDF streamed to an open file descriptor (standard output is 1).
  package convenience init(descriptor: Int32, metadata: DocumentMetadata, tagged: Bool = true) {
    self.init(
      sink: ByteSink(descriptor: descriptor, pdf: true), file: nil, name: "standard output",
      metadata: metadata, tagged: tagged)
  }

  /// A tagged PDF (the default) has a structure tree — `Document` around every page's
  /// elements — and its language; an untagged one has neither.
  private init(
    sink: ByteSink, file: StagedFile?, name: String, metadata: DocumentMetadata, tagged: Bool,
    curveTolerance: Double = PDFWriter.curveTolerance
  ) {
    self.sink = sink
    self.file = file
    self.name = name
    tagger = tagged ? PDFStructureTagger() : nil
    // The language and figures' alternative texts, which Cairo has no API for: added to
    // Cairo 1.16's plain objects as they are written (`PDFStructureFilter`), after Cairo
    // 1.18's object streams as an incremental update (`PDFIncrementalUpdate`).
    language = metadata.language
    if tagged && !CairoVersion.writesObjectStreams {
      sink.structure = PDFStructureFilter(language: metadata.language)
    }
    sink.notesObjectOffsets = tagged && CairoVersion.writesObjectStreams
    showsPagesLate = tagged && CairoVersion.tagsStartPages
    surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, 612, 792)!
    cr = cairo_create(surface)
    cairo_set_tolerance(cr, curveTolerance)
    blank = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
    // A new image counts as "clear" and painting it would be skipped.
    cairo_surface_mark_dirty(blank)
    apply(metadata)
  }

  deinit {
    if !finished {
      // Cairo finishes the document into a sink that drops it.
      sink.abandon()
      closeDocument()
      cairo_destroy(cr)
      // Cairo 1.16 asserts (aborting the process) when it finishes a surface whose tags
      // failed; such a surface is left unfinished (its memory is lost, the process lives).
      if cairo_surface_status(surface) != CAIRO_STATUS_TAG_ERROR { cairo_surface_destroy(surface) }
      file?.discard()
    }
    cairo_surface_destroy(blank)
  }

  private func apply(_ metadata: DocumentMetadata) {
    func set(_ key: cairo_pdf_metadata_t, _ value: String?) {
      if let value, !value.isEmpty {
        cairo_pdf_surface_set_metadata(surface, key, CairoRenderer.cString(value))
      }
    }
    set(CAIRO_PDF_METADATA_TITLE, metadata.title)
    set(CAIRO_PDF_METADATA_AUTHOR, metadata.author)
    set(CAIRO_PDF_METADATA_SUBJECT, metadata.subject)
    set(CAIRO_PDF_METADATA_KEYWORDS, metadata.keywords.joined(separator: ", "))
    set(CAIRO_PDF_METADATA_CREATOR, metadata.creator)
    let date = Self.internetDateTime(metadata.creationDate)
    set(CAIRO_PDF_METADATA_CREATE_DATE, date)
    set(CAIRO_PDF_METADATA_MOD_DATE, date)
  }

  /// `2026-12-01T14:35:29Z`: the date in UTC to the second, as ISO 8601's internet
  /// date-time writes it (an `ISO8601DateFormatter` costs more to make than a one-page
  /// document to lay out, and `folio batch` writes thousands).
  static func internetDateTime(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func digits(_ value: Int32, _ count: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(count - text.count, 0)) + text
    }
    return digits(parts.tm_year + 1900, 4) + "-" + digits(parts.tm_mon + 1, 2) + "-"
      + digits(parts.tm_mday, 2) + "T"
      + digits(parts.tm_hour, 2) + ":" + digits(parts.tm_min, 2) + ":" + digits(parts.tm_sec, 2) + "Z"
  }

  /// Draws one page.
  ///
  /// Cairo 1.16 records a page (tags included) and replays it, and drops everything
  /// recorded before a paint that covers a "clear" page with no clip (a full-page fill,
  /// a colour emoji drawn as an image, an unclipped image) — so a tag around the content
  /// loses its beginning and the page fails. It also skips the replay of a page with
  /// nothing drawn (losing its links) and needs one non-link structure element, or the
  /// objects it numbers for links are never written. So every page is written as:
  ///
  /// 1. one invisible paint (a transparent 1×1 image stretched over the page), so the page
  ///    is never "clear";
  /// 2. the page's destinations, and an untagged page's links inside one `NonStruct`
  ///    element, at the top level (never inside a group, where Cairo 1.16 copies tags
  ///    wrongly);
  /// 3. the content inside a page-sized clip, so no paint can make Cairo drop what was
  ///    recorded before it; a tagged page's links are `Link` elements around their
  ///    content (`PDFStructureTagger`), never inside a group either;
  /// 4. the links a tagged page could not place there, inside one `NonStruct` element at
  ///    the top level;
  /// 5. the page is shown at once.
  package func addPage(_ page: DisplayList) throws(FolioError) {
    try FontFaceLock.whileDrawing { () throws(FolioError) in try drawPage(page) }
  }

  private func drawPage(_ page: DisplayList) throws(FolioError) {
    try OutputLimits.check(pageSize: page.size, page: pageCount + 1)
    showPendingPage()
    pageCount += 1
    let size = page.size
    cairo_pdf_surface_set_size(surface, size.width, size.height)
    // 1. Never a clear page. The image is stretched over the whole page so that Cairo's
    //    record of the page's drawn area is one rectangle from the start (adding each
    //    later operation to it is then immediate instead of growing with the page).
    cairo_save(cr)
    if size.width > 0, size.height > 0 { cairo_scale(cr, size.width, size.height) }
    cairo_set_source_surface(cr, blank, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
    if pageCount == 1, tagger != nil {
      cairo_tag_begin(cr, "Document", nil)
      isDocumentOpen = true
    }
    // 2. Destinations first, and the links of an untagged page (a tagged page writes each
    //    link where its content is drawn, as a `Link` element: PDFStructureTagger).
    var tags = CairoRenderer(cr: cr, emitsLinks: true)
    tags.limit = CairoRenderer.limit(for: size)
    if tagger == nil { cairo_tag_begin(cr, "NonStruct", nil) }
    page.forEachItem { item in
      switch item {
      case .link(let link) where tagger == nil: tags.draw(link)
      case .destination(let destination):
        tags.draw(destination)
        if let entry = destination.outline {
          outline.append((entry.title, max(entry.level, 1), destination.name))
        }
      default: break
      }
    }
    if tagger == nil { cairo_tag_end(cr, "NonStruct") }
    // 3. The content, clipped to the page.
    cairo_save(cr)
    cairo_rectangle(cr, 0, 0, size.width, size.height)
    cairo_clip(cr)
    var renderer = CairoRenderer(cr: cr, emitsLinks: false)
    renderer.tagger = tagger
    renderer.draw(page)
    let unplaced = tagger?.takeUnplacedLinks() ?? []
    tagger?.endPage(cr: cr, closesLists: !unplaced.isEmpty)
    cairo_restore(cr)
    // 4. The links a tagged page could not write with their content (in a running header,
    //    a faded group, another link), together in a `NonStruct` element.
    if !unplaced.isEmpty {
      cairo_tag_begin(cr, "NonStruct", nil)
      for link in unplaced { tags.draw(link) }
      cairo_tag_end(cr, "NonStruct")
    }
    try renderer.checkStatus("page \(pageCount)")
    // 5. The page is written now, not when the next one starts: Cairo frees its record of
    //    the page (and the copies of images it made) here, on the drawing thread, before
    //    the page's images can be released anywhere else. With Cairo 1.18 a tagged page
    //    waits for the next one (still on this thread, which draws them all), so that the
    //    `Document` element can end on the last page (`showsPagesLate`).
    hasPageToShow = true
    if !showsPagesLate { showPendingPage() }
    try checkStatus()
  }

  /// Shows the page drawn last, if it is not shown yet.
  private func showPendingPage() {
    guard hasPageToShow else { return }
    cairo_show_page(cr)
    hasPageToShow = false
  }

  /// Adds the outline, finishes the file (sealed, ready for its transaction to commit) and
  /// returns the bytes (for in-memory PDFs).
  @discardableResult
  package func finish() throws(FolioError) -> Data {
    try FontFaceLock.whileDrawing { () throws(FolioError) -> Data in try finishDocument() }
  }

  private func finishDocument() throws(FolioError) -> Data {
    if pageCount == 0 {
      cairo_pdf_surface_set_size(surface, 612, 792)
    }
    addOutline()
    closeDocument()
    showPendingPage()
    // What Cairo writes as it finishes (the fonts, the structure tree, the catalog) is kept
    // for the incremental update: the ToUnicode maps' ligatures (`PDFLigatureText`), and
    // with Cairo 1.18 a tagged file's language and alternative texts (Cairo 1.16's are
    // added by the structure filter as the bytes pass).
    var update = PDFIncrementalUpdate(language: nil, alternatives: [])
    if let tagger {
      sink.structure?.alternatives = tagger.figureAlternatives
      if sink.structure == nil {
        update = PDFIncrementalUpdate(language: language, alternatives: tagger.figureAlternatives)
      }
    }
    sink.keepTail()
    finished = true
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    sink.flush()
    let status = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    // Cairo 1.16 does not always report a failed write in the surface's status.
    guard status == CAIRO_STATUS_SUCCESS, sink.writeError == nil else { throw failure(status) }
    let bytes = update.update(
      tail: sink.tail, tailStart: sink.tailStart, fileSize: sink.delivered, objectOffsets: sink.objectOffsets,
      replacing: PDFLigatureText.rewrittenObjects(in: sink.tail))
    if let bytes { sink.append(after: bytes) }
    guard sink.writeError == nil else { throw failure(status) }
    // The language and every alternative text made it into the file, or the render fails
    // rather than write a less accessible PDF than it was asked for.
    if let lost = sink.structure?.whatWasLost ?? update.whatWasLost {
      file?.discard()
      throw FolioError(
        code: .taggingIncomplete,
        reason:
          "the tagged PDF would lose \(lost) (Cairo \(String(cString: cairo_version_string())) wrote what Folio's structure filter did not expect); write it untagged (RenderSettings.taggedPDF = false) or report this",
        subject: name)
    }
    try file?.seal()
    return sink.data
  }

  private func closeDocument() {
    if isDocumentOpen {
      tagger?.endDocument(cr: cr)
      cairo_tag_end(cr, "Document")
    }
    isDocumentOpen = false
  }

  private func checkStatus() throws(FolioError) {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS, sink.writeError == nil else { throw failure(status) }
  }

  /// The error for a failed surface: the system's reason when a write failed.
  private func failure(_ status: cairo_status_t) -> FolioError {
    let reason = sink.writeErrorReason ?? String(cString: cairo_status_to_string(status))
    if let file { return file.fail(reason) }
    if sink.writeError != nil { return .writeFailed(path: name, reason: reason) }
    return .renderFailed("PDF: \(reason)")
  }

  private func addOutline() {
    var parents: [Int32] = [Int32(CAIRO_PDF_OUTLINE_ROOT)]
    for entry in outline {
      let depth = min(entry.level, parents.count)
      parents.removeLast(parents.count - depth)
      let parent = parents[depth - 1]
      let id = cairo_pdf_surface_add_outline(
        surface, parent, CairoRenderer.cString(entry.title), "dest='\(CairoRenderer.pdfName(entry.name))'",
        cairo_pdf_outline_flags_t(rawValue: 0))
      parents.append(id)
    }
  }
}

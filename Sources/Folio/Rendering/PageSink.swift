import FolioGraphics
import FolioLayout
import Foundation

/// Where the pages of one render go: one PDF (`PDFSink`), the files of SVG and PNG pages
/// (`PageFileSink`), or one SVG or PNG page on standard output (`StandardOutputPageSink`).
///
/// A render adds each page to every sink on its drawing thread, then finishes them all,
/// commits the files the sinks staged, and lets each deliver what goes elsewhere.
protocol PageSink: AnyObject {
  /// The files written, in order (complete once `finish` has returned).
  var files: [URL] { get }
  /// Draws `page` into the output (on the drawing thread).
  func add(_ page: RenderedPage) throws(FolioError)
  /// After the last page: finishes the output and stages what is left to write, the
  /// document having `pageCount` pages.
  func finish(pageCount: Int) throws(FolioError)
  /// After the files are committed: writes what goes to standard output.
  func deliver() throws(FolioError)
  /// The render failed: no thread of the sink may stage a file any more.
  func cancel()
}

extension PageSink {
  func deliver() throws(FolioError) {}
  func cancel() {}
}

import FolioCairo
import FolioGraphics
import Foundation

/// Compares two pages read in bands, a row at a time, writing the difference image's rows
/// as it goes: what it holds is a band of each page and one row of the difference.
struct PageComparison {
  /// The counts and the box of the differing pixels.
  var rows: RowComparison
  /// Each page's size in pixels.
  var expectedSize = (width: 0, height: 0)
  var actualSize = (width: 0, height: 0)

  /// Whether the pages are the same size and no pixel differs.
  var isIdentical: Bool {
    rows.mismatched == 0 && expectedSize == actualSize
  }

  /// Compares the pages:
  /// 1. Read the first band of each, as many rows of both as `bandPixels` allows for the
  ///    wider page, whose width is the difference image's.
  /// 2. Compare them row by row, reading the next band of a page when its band is used up
  ///    (a page that has ended gives empty rows), and append each row of the difference
  ///    image to `difference` (a staged PNG file) when there is one.
  init(
    expected: any PageBands, actual: any PageBands, tolerance: Int, difference: StagedFile?
  ) throws(CLIError) {
    rows = RowComparison(tolerance: tolerance)
    // 1. The first bands.
    let width = max(expected.width, actual.width)
    let bandRows = max(1, bandPixels / max(width, 1))
    var before = try Cursor(expected, rows: bandRows)
    var after = try Cursor(actual, rows: bandRows)
    let writer: PNGRowWriter?
    do {
      writer = try difference.map { file throws(FolioError) in try PNGRowWriter(file: file, width: width) }
    } catch {
      throw .user("\(error)")
    }
    var differenceRow = [UInt32](repeating: 0, count: width)
    // 2. Row by row.
    while before.hasRow || after.hasRow {
      differenceRow.withUnsafeMutableBufferPointer { line in
        before.withRow { expectedRow in
          after.withRow { actualRow in
            rows.compare(expected: expectedRow, actual: actualRow, difference: writer == nil ? nil : line)
          }
        }
      }
      do {
        try differenceRow.withUnsafeBufferPointer { line throws(FolioError) in try writer?.append(line) }
      } catch {
        throw .user("\(error)")
      }
      try before.advance()
      try after.advance()
    }
    expectedSize = (before.width, before.rowsRead)
    actualSize = (after.width, after.rowsRead)
    do {
      try writer?.finish()
    } catch {
      throw .user("\(error)")
    }
  }

  /// A position in a page read in bands.
  private struct Cursor {
    let source: any PageBands
    /// The rows of every band.
    let rows: Int
    var band: Raster?
    var row = 0
    /// The rows passed so far.
    var rowsRead = 0

    init(_ source: any PageBands, rows: Int) throws(CLIError) {
      self.source = source
      self.rows = rows
      band = try source.next(rows: rows)
    }

    /// The page's width.
    var width: Int { source.width }

    var hasRow: Bool { band != nil }

    /// Runs `body` with the current row's pixels (none once the page has ended).
    func withRow<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
      guard let band else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
      return band.pixels.withUnsafeBufferPointer { pixels in
        body(UnsafeBufferPointer(rebasing: pixels[(row * band.width)..<((row + 1) * band.width)]))
      }
    }

    /// Moves to the next row, reading the next band when this one is used up.
    mutating func advance() throws(CLIError) {
      guard let current = band else { return }
      rowsRead += 1
      row += 1
      if row == current.height {
        band = nil
        band = try source.next(rows: rows)
        row = 0
      }
    }
  }
}

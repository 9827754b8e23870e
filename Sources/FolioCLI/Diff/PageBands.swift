import FolioCairo
import FolioGraphics
import Foundation

/// One page's pixels, read a band of rows at a time, so that `folio diff` holds no large
/// page whole.
///
/// The comparison chooses the rows of every band, the same for both pages: Cairo draws
/// gradients with rounding that depends on where a band starts (a channel may differ by
/// one), so two pages are compared band for band at the same rows.
protocol PageBands: AnyObject {
  /// The page's width in pixels.
  var width: Int { get }
  /// The next band of at most `rows` rows (at least one), or nil after the last; a page
  /// read whole gives itself as one band.
  func next(rows: Int) throws(CLIError) -> Raster?
}

/// How many pixels a band holds at most (16 MB of pixels).
let bandPixels = 4_000_000

/// A page already read whole: one band.
final class WholePage: PageBands {
  private var raster: Raster?
  let width: Int

  init(_ raster: Raster) {
    self.raster = raster
    width = raster.width
  }

  func next(rows: Int) throws(CLIError) -> Raster? {
    defer { raster = nil }
    return raster
  }
}

/// A page drawn a band at a time (a PDF page by Poppler, an SVG by librsvg).
final class DrawnBands: PageBands {
  let width: Int
  private let height: Int
  private let file: String
  private let draw: (Range<Int>) throws(FolioError) -> Raster
  private var top = 0

  /// A page of `file`, `width` × `height` pixels, whose rows `draw` draws.
  init(file: String, width: Int, height: Int, draw: @escaping (Range<Int>) throws(FolioError) -> Raster) {
    self.file = file
    self.width = width
    self.height = height
    self.draw = draw
  }

  func next(rows: Int) throws(CLIError) -> Raster? {
    guard top < height else { return nil }
    defer { top += rows }
    do {
      return try draw(top..<min(top + rows, height))
    } catch {
      throw .user("cannot draw \(file), rows \(top) to \(min(top + rows, height) - 1): \(error.reason)")
    }
  }
}

/// A PNG decoded a band at a time.
final class PNGBands: PageBands {
  private let reader: PNGRowReader

  init(_ reader: PNGRowReader) { self.reader = reader }

  var width: Int { reader.width }

  func next(rows: Int) throws(CLIError) -> Raster? {
    do {
      let band = try reader.rows(rows)
      return band.height > 0 ? band : nil
    } catch {
      throw .user("cannot read \(reader.path): \(error.reason)")
    }
  }
}

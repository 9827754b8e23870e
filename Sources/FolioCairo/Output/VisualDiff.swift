import Foundation

/// Compares two images pixel by pixel and makes the images a reviewer looks at: the
/// expected and actual images and a difference image (mismatches in red over a faded copy
/// of the actual image). Images of different sizes are padded to the larger width and
/// height with transparent pixels, which count as different where only one image has
/// pixels (`RowComparison`, which compares them a row at a time).
package struct VisualDiff: Sendable {
  /// How many pixels differ by more than the tolerance.
  package var mismatched: Int { comparison.mismatched }
  /// The number of pixels compared (the padded size).
  package var total: Int { comparison.total }
  /// The bounding box of the differing pixels (x, y, width, height), if any differ.
  package var bounds: (x: Int, y: Int, width: Int, height: Int)? { comparison.bounds }
  /// The images compared.
  private let expected: Raster
  private let actual: Raster
  private let comparison: RowComparison

  /// Compares `expected` with `actual`; a pixel differs when a channel differs by more
  /// than `tolerance` (0–255). Nothing is allocated: images of different sizes are read as
  /// padded, and the difference image is made only when asked for (`difference`), so
  /// comparing two images holds the two images and no more.
  package init(expected: Raster, actual: Raster, tolerance: Int) {
    self.expected = expected
    self.actual = actual
    comparison = Self.compare(expected, actual, tolerance: tolerance, difference: nil)
  }

  /// The difference image: mismatches in red over a faded copy of the actual image.
  package var difference: Raster {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBufferPointer { buffer in
      _ = Self.compare(expected, actual, tolerance: comparison.tolerance, difference: buffer)
    }
    return Raster(width: width, height: height, pixels: pixels)
  }

  /// Compares the images row by row, writing the difference image's rows to `difference`
  /// (the padded width times the padded height) when given.
  private static func compare(
    _ expected: Raster, _ actual: Raster, tolerance: Int, difference: UnsafeMutableBufferPointer<UInt32>?
  ) -> RowComparison {
    var comparison = RowComparison(tolerance: tolerance)
    let width = max(expected.width, actual.width)
    expected.pixels.withUnsafeBufferPointer { before in
      actual.pixels.withUnsafeBufferPointer { after in
        for y in 0..<max(expected.height, actual.height) {
          let row = difference.map {
            UnsafeMutableBufferPointer(rebasing: $0[(y * width)..<((y + 1) * width)])
          }
          comparison.compare(
            expected: Self.row(y, of: expected, in: before), actual: Self.row(y, of: actual, in: after),
            difference: row)
        }
      }
    }
    return comparison
  }

  /// Row `y` of a raster's pixels; empty below its last row.
  private static func row(_ y: Int, of raster: Raster, in pixels: UnsafeBufferPointer<UInt32>)
    -> UnsafeBufferPointer<UInt32>
  {
    guard y < raster.height else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(rebasing: pixels[(y * raster.width)..<((y + 1) * raster.width)])
  }

  /// `37 of 1200 pixels (3.08%) differ, in the box (10, 4, 8, 6)`.
  package var summary: String { comparison.summary }
}

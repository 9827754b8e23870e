import Foundation

/// Compares two images pixel by pixel and makes the images a reviewer looks at: the
/// expected and actual images and a difference image (mismatches in red over a faded copy
/// of the actual image). Images of different sizes are padded to the larger width and
/// height with transparent pixels, which count as different where only one image has
/// pixels.
package struct VisualDiff: Sendable {
  /// How many pixels differ by more than the tolerance.
  package let mismatched: Int
  /// The number of pixels compared (the padded size).
  package let total: Int
  /// The bounding box of the differing pixels (x, y, width, height), if any differ.
  package let bounds: (x: Int, y: Int, width: Int, height: Int)?
  /// The difference image.
  package let difference: Raster

  /// Compares `expected` with `actual`; a pixel differs when a channel differs by more
  /// than `tolerance` (0–255).
  package init(expected: Raster, actual: Raster, tolerance: Int) {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let a = Self.padded(expected, width: width, height: height)
    let b = Self.padded(actual, width: width, height: height)
    var mismatched = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    var pixels = [UInt32](repeating: 0, count: width * height)
    for index in pixels.indices {
      var worst = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        worst = max(
          worst, abs(Int((a[index] >> UInt32(shift)) & 0xFF) - Int((b[index] >> UInt32(shift)) & 0xFF)))
      }
      if worst > tolerance {
        mismatched += 1
        pixels[index] = 0xFFFF_0000
        let (y, x) = index.quotientAndRemainder(dividingBy: width)
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      } else {
        let gray = UInt32(((b[index] >> 8) & 0xFF) / 4 + 191)
        pixels[index] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
      }
    }
    self.mismatched = mismatched
    self.total = width * height
    self.bounds = maxX >= 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil
    self.difference = Raster(width: width, height: height, pixels: pixels)
  }

  /// The pixels of `raster` on a `width` × `height` canvas, transparent where it has none.
  package static func padded(_ raster: Raster, width: Int, height: Int) -> [UInt32] {
    if raster.width == width && raster.height == height { return raster.pixels }
    var pixels = [UInt32](repeating: 0, count: width * height)
    for row in 0..<raster.height {
      for column in 0..<raster.width {
        pixels[row * width + column] = raster.pixels[row * raster.width + column]
      }
    }
    return pixels
  }

  /// `37 of 1200 pixels (3.08%) differ, in (10, 4, 8, 6)`.
  package var summary: String {
    let share = Double(mismatched) / Double(max(total, 1)) * 100
    var text = "\(mismatched) of \(total) pixels (\(String(format: "%.2f", share))%) differ"
    if let bounds { text += ", in the box (\(bounds.x), \(bounds.y), \(bounds.width), \(bounds.height))" }
    return text
  }
}

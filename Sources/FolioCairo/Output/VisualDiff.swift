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
  /// The images compared.
  private let expected: Raster
  private let actual: Raster
  /// The tolerance they were compared with.
  private let tolerance: Int

  /// Compares `expected` with `actual`; a pixel differs when a channel differs by more
  /// than `tolerance` (0–255). Nothing is allocated: images of different sizes are read as
  /// padded, and the difference image is made only when asked for (`difference`), so
  /// comparing two of the largest pages holds the two pages and no more.
  package init(expected: Raster, actual: Raster, tolerance: Int) {
    self.expected = expected
    self.actual = actual
    self.tolerance = tolerance
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var mismatched = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    func note(_ x: Int, _ y: Int) {
      mismatched += 1
      (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
    }
    if expected.width == actual.width && expected.height == actual.height {
      expected.pixels.withUnsafeBufferPointer { a in
        actual.pixels.withUnsafeBufferPointer { b in
          for index in 0..<min(a.count, b.count) where Self.differs(a[index], b[index], tolerance) {
            let (y, x) = index.quotientAndRemainder(dividingBy: width)
            note(x, y)
          }
        }
      }
    } else {
      for y in 0..<height {
        for x in 0..<width where Self.differs(Self.pixel(expected, x, y), Self.pixel(actual, x, y), tolerance)
        {
          note(x, y)
        }
      }
    }
    self.mismatched = mismatched
    self.total = width * height
    self.bounds = maxX >= 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil
  }

  /// The difference image: mismatches in red over a faded copy of the actual image.
  package var difference: Raster {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let before = Self.pixel(expected, x, y)
        let after = Self.pixel(actual, x, y)
        if Self.differs(before, after, tolerance) {
          pixels[y * width + x] = 0xFFFF_0000
        } else {
          let gray = UInt32(((after >> 8) & 0xFF) / 4 + 191)
          pixels[y * width + x] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
        }
      }
    }
    return Raster(width: width, height: height, pixels: pixels)
  }

  /// A pixel of `raster`, transparent outside it.
  @inline(__always)
  private static func pixel(_ raster: Raster, _ x: Int, _ y: Int) -> UInt32 {
    x < raster.width && y < raster.height ? raster.pixels[y * raster.width + x] : 0
  }

  /// Whether two pixels differ by more than `tolerance` in some channel.
  @inline(__always)
  private static func differs(_ a: UInt32, _ b: UInt32, _ tolerance: Int) -> Bool {
    var shift: UInt32 = 0
    while shift < 32 {
      if abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) > tolerance { return true }
      shift += 8
    }
    return false
  }

  /// `37 of 1200 pixels (3.08%) differ, in (10, 4, 8, 6)`.
  package var summary: String {
    let share = Double(mismatched) / Double(max(total, 1)) * 100
    var text = "\(mismatched) of \(total) pixels (\(String(format: "%.2f", share))%) differ"
    if let bounds { text += ", in the box (\(bounds.x), \(bounds.y), \(bounds.width), \(bounds.height))" }
    return text
  }
}

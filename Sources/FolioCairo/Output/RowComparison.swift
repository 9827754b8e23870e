import Foundation

/// Compares two images one row of pixels at a time, so that images read in bands (`folio
/// diff`'s pages) are compared without either being held whole.
///
/// Rows may be of different widths: the comparison is as wide as the wider, and a pixel
/// beyond a row's end is transparent, so it differs where the other row has a visible
/// pixel. A missing row (one image is taller) is an empty row.
package struct RowComparison: Sendable {
  /// How far (0–255) a channel may differ before a pixel counts as different.
  package let tolerance: Int
  /// How many pixels differ by more than the tolerance.
  package private(set) var mismatched = 0
  /// The rows compared so far.
  package private(set) var rows = 0
  /// The widest row compared so far.
  package private(set) var width = 0
  private var minX = Int.max
  private var minY = Int.max
  private var maxX = -1
  private var maxY = -1

  /// A comparison with a channel tolerance (0–255).
  package init(tolerance: Int) { self.tolerance = tolerance }

  /// The number of pixels compared (the padded size).
  package var total: Int { width * rows }

  /// The bounding box of the differing pixels (x, y, width, height), if any differ.
  package var bounds: (x: Int, y: Int, width: Int, height: Int)? {
    maxX >= 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil
  }

  /// Compares the next row of each image; with `difference` (as long as the wider row),
  /// also writes that row of the difference image: mismatches in red over a faded copy of
  /// the actual row.
  package mutating func compare(
    expected: UnsafeBufferPointer<UInt32>, actual: UnsafeBufferPointer<UInt32>,
    difference: UnsafeMutableBufferPointer<UInt32>? = nil
  ) {
    let y = rows
    let count = max(expected.count, actual.count)
    width = max(width, count)
    rows += 1
    for x in 0..<count {
      // 1. The two pixels; beyond a row's end, transparent.
      let before = x < expected.count ? expected[x] : 0
      let after = x < actual.count ? actual[x] : 0
      let differs = Self.differs(before, after, tolerance)
      if differs {
        mismatched += 1
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
      // 2. The difference image's pixel.
      if let difference {
        if differs {
          difference[x] = 0xFFFF_0000
        } else {
          let gray = UInt32(((after >> 8) & 0xFF) / 4 + 191)
          difference[x] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
        }
      }
    }
  }

  /// Whether two pixels differ by more than `tolerance` in some channel.
  @inline(__always)
  package static func differs(_ a: UInt32, _ b: UInt32, _ tolerance: Int) -> Bool {
    guard a != b else { return false }
    var shift: UInt32 = 0
    while shift < 32 {
      if abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) > tolerance { return true }
      shift += 8
    }
    return false
  }

  /// `37 of 1200 pixels (3.08%) differ, in the box (10, 4, 8, 6)`.
  package var summary: String {
    let share = Double(mismatched) / Double(max(total, 1)) * 100
    var text = "\(mismatched) of \(total) pixels (\(String(format: "%.2f", share))%) differ"
    if let bounds { text += ", in the box (\(bounds.x), \(bounds.y), \(bounds.width), \(bounds.height))" }
    return text
  }
}

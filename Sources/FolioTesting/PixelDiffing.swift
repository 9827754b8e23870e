internal import FolioCairo
import Foundation

extension Diffing where Format == Data {
  /// PNG images compared pixel by pixel. A pixel matches when no channel differs by more
  /// than `1 − perceptualPrecision` (of full scale); the images match when at least
  /// `precision` of their pixels do. A failure reports the mismatch share and leaves the
  /// actual image and a diff image (mismatches in red over a faded copy).
  public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing<Data> {
    Diffing(
      toData: { $0 }, fromData: { $0 },
      diff: { golden, actual in
        guard golden != actual else { return nil }
        let expected: Raster
        let received: Raster
        do {
          expected = try Raster(png: golden)
          received = try Raster(png: actual)
        } catch {
          return ("the images cannot be decoded: \(error)", [])
        }
        let tolerance = Int(saturating: ((1 - perceptualPrecision) * 255).rounded(.down))
        let visual = VisualDiff(expected: expected, actual: received, tolerance: tolerance)
        let sameSize = expected.width == received.width && expected.height == received.height
        let share = Double(visual.mismatched) / Double(max(visual.total, 1))
        if sameSize && 1 - share >= precision { return nil }
        var message = String(
          format: "%.4f%% of pixels differ (%d of %d; allowed %.4f%%, per-pixel tolerance %d/255)",
          share * 100, visual.mismatched, visual.total, (1 - precision) * 100, tolerance)
        if let bounds = visual.bounds {
          message += ", in the box (\(bounds.x), \(bounds.y), \(bounds.width), \(bounds.height))"
        }
        if !sameSize {
          message =
            "the image is \(received.width)×\(received.height) pixels, the golden \(expected.width)×\(expected.height); "
            + message + " (the smaller one padded)"
        }
        return (
          message,
          VisualDiff.artifacts(
            expected: expected, actual: received, difference: visual.difference, includingActual: false)
        )
      })
  }
}

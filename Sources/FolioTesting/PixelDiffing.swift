import FolioCairo
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
        guard expected.width == received.width, expected.height == received.height else {
          return (
            "the image is \(received.width)×\(received.height) pixels, the golden \(expected.width)×\(expected.height)",
            []
          )
        }
        let tolerance = Int(saturating: ((1 - perceptualPrecision) * 255).rounded(.down))
        var mismatched = 0
        var diffPixels = [UInt32](repeating: 0, count: received.pixels.count)
        for index in received.pixels.indices {
          let a = expected.pixels[index]
          let b = received.pixels[index]
          var worst = 0
          for shift in stride(from: 0, to: 32, by: 8) {
            worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
          }
          if worst > tolerance {
            mismatched += 1
            diffPixels[index] = 0xFFFF_0000
          } else {
            let gray = UInt32(((b >> 8) & 0xFF) / 4 + 191)
            diffPixels[index] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
          }
        }
        let share = Double(mismatched) / Double(max(received.pixels.count, 1))
        if 1 - share >= precision { return nil }
        let diffImage =
          (try? Raster(width: received.width, height: received.height, pixels: diffPixels).pngData())
          ?? Data()
        return (
          String(
            format: "%.4f%% of pixels differ (%d of %d; allowed %.4f%%, per-pixel tolerance %d/255)",
            share * 100, mismatched, received.pixels.count, (1 - precision) * 100, tolerance),
          [SnapshotArtifact(name: "diff.png", data: diffImage)]
        )
      })
  }
}

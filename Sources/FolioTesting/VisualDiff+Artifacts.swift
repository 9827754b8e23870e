internal import FolioCairo
import Foundation

extension VisualDiff {
  /// The review images: `expected.png`, and `diff.png` (`actual.png` too when asked).
  static func artifacts(expected: Raster, actual: Raster, difference: Raster, includingActual: Bool)
    -> [SnapshotArtifact]
  {
    var artifacts: [SnapshotArtifact] = []
    if let data = try? expected.pngData() {
      artifacts.append(SnapshotArtifact(name: "expected.png", data: data))
    }
    if includingActual, let data = try? actual.pngData() {
      artifacts.append(SnapshotArtifact(name: "actual.png", data: data))
    }
    if let data = try? difference.pngData() {
      artifacts.append(SnapshotArtifact(name: "diff.png", data: data))
    }
    return artifacts
  }
}

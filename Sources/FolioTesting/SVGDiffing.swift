internal import FolioCairo
import Foundation

extension Diffing where Format == String {
  /// Normalized SVG compared as text. A failure says what changed three ways: in words,
  /// from the display lists the goldens carry (`Text "Total" moved from (36, 40) to
  /// (37, 40)`); in pixels, with expected, actual and difference images rendered by
  /// librsvg at 2 pixels per point; and as a unified diff of the text.
  public static var svg: Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { golden, actual in
        guard golden != actual else { return nil }
        var sections: [String] = []
        if let old = SVGNormalizer.displayList(in: golden), let new = SVGNormalizer.displayList(in: actual) {
          let changes = DisplayListDiff.changes(golden: old, actual: new)
          if !changes.isEmpty {
            sections.append("what changed:\n" + changes.map { "  " + $0 }.joined(separator: "\n"))
          }
        }
        var artifacts: [SnapshotArtifact] = []
        if let expected = try? Raster(svg: Data(golden.utf8), scale: 2),
          let received = try? Raster(svg: Data(actual.utf8), scale: 2)
        {
          let visual = VisualDiff(expected: expected, actual: received, tolerance: 0)
          sections.append("pixels at 2×: " + visual.summary)
          artifacts = VisualDiff.artifacts(
            expected: expected, actual: received, difference: visual.difference, includingActual: true)
        }
        sections.append(UnifiedDiff.make(golden: golden, actual: actual))
        return (sections.joined(separator: "\n"), artifacts)
      })
  }
}

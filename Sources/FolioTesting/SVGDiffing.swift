internal import FolioCairo
internal import FolioPango
import Foundation

extension Diffing where Format == String {
  /// SVG compared by what it shows, not by how Cairo spells it: the display list the
  /// golden carries (`SVGNormalizer`) and the pixels librsvg draws from it at 2 pixels per
  /// point. Another Cairo writes the same drawing with other bytes (attribute order,
  /// glyph ids, a `version` attribute) — such a golden passes.
  public static var svg: Diffing<String> { svg() }

  /// SVG compared by its display list and its pixels, as `svg`: the images match when at
  /// least `precision` of their pixels do, a pixel when no channel differs by more than
  /// `1 − perceptualPrecision`.
  ///
  /// 1. Equal text: a match.
  /// 2. The display lists (when both files carry one) are compared item by item; the
  ///    pixels are compared within the tolerance.
  /// 3. Both the same: a match (only the bytes differ). Otherwise the message says which
  ///    of display list, pixels and bytes differ, in words (`Text "Total" moved from
  ///    (36, 40) to (37, 40)`; text whose size changed is laid out differently, often by
  ///    another Pango), with the images to review and a unified diff of the text.
  public static func svg(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { golden, actual in
        // 1. Same text.
        guard golden != actual else { return nil }
        // 2. Display list and pixels.
        let lists = (SVGNormalizer.displayList(in: golden), SVGNormalizer.displayList(in: actual))
        let changes: [String]?
        if let old = lists.0, let new = lists.1 {
          changes = old == new ? [] : DisplayListDiff.changes(golden: old, actual: new)
        } else {
          changes = nil
        }
        var pixelsMatch = false
        var pixelSummary = "pixels: the SVGs cannot be drawn to compare them"
        var artifacts: [SnapshotArtifact] = []
        if let expected = try? Raster(svg: Data(golden.utf8), scale: 2),
          let received = try? Raster(svg: Data(actual.utf8), scale: 2)
        {
          let tolerance = Int(saturating: ((1 - perceptualPrecision) * 255).rounded(.down))
          let visual = VisualDiff(expected: expected, actual: received, tolerance: tolerance)
          let sameSize = expected.width == received.width && expected.height == received.height
          pixelsMatch = sameSize && 1 - Double(visual.mismatched) / Double(max(visual.total, 1)) >= precision
          pixelSummary =
            "pixels at 2×: " + (pixelsMatch && visual.mismatched == 0 ? "the same" : visual.summary)
          if !pixelsMatch {
            artifacts = VisualDiff.artifacts(
              expected: expected, actual: received, difference: visual.difference, includingActual: true)
          }
        }
        // 3. The verdict.
        let listMatches = changes?.isEmpty ?? true
        if listMatches && pixelsMatch { return nil }
        var sections: [String] = []
        switch changes {
        case .none: sections.append("display list: not in both files (compared by pixels only)")
        case .some(let list) where list.isEmpty: sections.append("display list: the same")
        case .some(let list):
          sections.append("display list: what changed:\n" + list.map { "  " + $0 }.joined(separator: "\n"))
          if list.contains(where: { $0.hasPrefix("Text ") && $0.contains("resized") }) {
            sections.append(
              "text is laid out at other widths: if the golden was recorded on another system, its Pango may lay text out differently from this one's (Pango \(PangoVersion.string)); record goldens on the machine CI runs on (docs/testing.md, \"Goldens on other systems\")"
            )
          }
        }
        sections.append(pixelSummary)
        sections.append(
          "bytes: differ (on their own, as when another Cairo writes the same drawing, they never fail)")
        sections.append(UnifiedDiff.make(golden: golden, actual: actual))
        return (sections.joined(separator: "\n"), artifacts)
      })
  }

  /// PDF text with word positions (`PDFText.words`), compared word by word: the same
  /// words in the same order, each box within `tolerance` points of the golden's (another
  /// Cairo writes a font's widths a hair differently, which moves boxes by a tenth of a
  /// point).
  public static func pdfText(tolerance: Double = 0.25) -> Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { golden, actual in
        guard golden != actual else { return nil }
        let old = PDFText.parsedWords(golden)
        let new = PDFText.parsedWords(actual)
        if old.count == new.count,
          zip(old, new).allSatisfy({
            $0.page == $1.page && $0.word == $1.word && $0.isNear($1, within: tolerance)
          })
        {
          return nil
        }
        return (
          "the words or their positions differ (beyond \(tolerance) pt):\n"
            + UnifiedDiff.make(golden: golden, actual: actual), []
        )
      })
  }
}

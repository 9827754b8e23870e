import FolioGraphics
import Foundation
import Testing

@testable import FolioPango

// Issue 14: the measurer's cache — repeats and wide proposals cost no shaping, eviction
// drops whole generations, and clearing it forces new layouts. Asserted by counts.
@Suite struct PangoMeasurerCacheTests {
  @Test func aRepeatedRequestIsAnsweredFromTheCache() {
    let measurer = PangoTextMeasurer(fonts: .pinned)
    let text = styled("The quick brown fox jumps over the lazy dog")
    let first = measurer.measure(text, width: 100, height: nil)
    let built = measurer.statistics.layoutsBuilt
    #expect(built >= 1)
    let again = measurer.measure(text, width: 100, height: nil)
    #expect(measurer.statistics.layoutsBuilt == built, "no new shaping")
    #expect(measurer.statistics.cacheHits == 1)
    #expect(measurer.statistics.requests == 2)
    #expect(again.size == first.size && again.lines.count == first.lines.count)
  }

  @Test func aProposalWiderThanTheTextReusesTheUnwrappedLayout() {
    let measurer = PangoTextMeasurer(fonts: .pinned)
    let text = styled("Total")
    let ideal = measurer.measure(text, width: nil, height: nil)
    let built = measurer.statistics.layoutsBuilt
    for width in [ideal.size.width + 1, 500, 10_000] {
      let measured = measurer.measure(text, width: width, height: nil)
      #expect(measured.size == ideal.size)
    }
    #expect(measurer.statistics.layoutsBuilt == built, "three wide probes, no shaping")
    // Narrower than the text: a new layout (it wraps).
    _ = measurer.measure(styled("Total amount"), width: 10, height: nil)
    #expect(measurer.statistics.layoutsBuilt > built)
  }

  @Test func evictionDropsTheOldestGenerationOnly() {
    // At most 16 texts per generation: the 40 texts below fill two and a half.
    let measurer = PangoTextMeasurer(fonts: .pinned, cacheLimit: 16)
    let texts = (0..<40).map { styled("text number \($0)") }
    for text in texts { _ = measurer.measure(text, width: nil, height: nil) }
    let built = measurer.statistics.layoutsBuilt
    #expect(built == 40)
    // The newest texts are still cached; the oldest are gone.
    _ = measurer.measure(texts[39], width: nil, height: nil)
    #expect(measurer.statistics.layoutsBuilt == built)
    _ = measurer.measure(texts[0], width: nil, height: nil)
    #expect(measurer.statistics.layoutsBuilt == built + 1)
  }

  @Test func clearingTheCacheForcesNewLayouts() {
    let measurer = PangoTextMeasurer(fonts: .pinned)
    let text = styled("Invoice")
    let before = measurer.measure(text, width: nil, height: nil)
    measurer.removeCachedMeasurements()
    let after = measurer.measure(text, width: nil, height: nil)
    #expect(measurer.statistics.layoutsBuilt == 2)
    #expect(after.size == before.size, "same answer from a fresh layout")
  }

  /// A render frees its measurements on another thread while it finishes its files; once
  /// waited for, the cache is empty, and a measurement made before keeps its lines.
  /// (A few hundred texts are freed on the caller's thread; both ways are tried.)
  @Test(arguments: [10, 400]) func clearingTheCacheOnAnotherThreadForcesNewLayouts(count: Int) {
    let measurer = PangoTextMeasurer(fonts: .pinned)
    let texts = (0..<count).map { styled("line \($0) of a cached text") }
    let kept = measurer.measure(texts[0], width: nil, height: nil)
    for text in texts.dropFirst() { _ = measurer.measure(text, width: nil, height: nil) }
    measurer.removeCachedMeasurementsConcurrently().wait()
    #expect(kept.lines.count == 1, "a measurement outlives the cache that held it")
    _ = measurer.measure(texts[0], width: nil, height: nil)
    _ = measurer.measure(texts[count - 1], width: nil, height: nil)
    #expect(measurer.statistics.layoutsBuilt == count + 2, "both were laid out again")
  }

  @Test func aDrawnTextLetsItsLayoutGoUnlessItHasLinks() throws {
    let measurer = PangoTextMeasurer(fonts: .pinned)
    // Without links: the layout goes once the glyph runs are made, and the cached
    // measurement still gives the same runs. (Not ASCII: one-style ASCII lines are shaped
    // without a layout, PangoSingleItemShaperTests.)
    let plain = measurer.measure(styled("Ship to: 12 Harbour Road → Dock 4"), width: nil, height: nil)
    let handle = try #require(plain.layout as? PangoTextLayout)
    #expect(handle.layout != nil)
    let runs = handle.preparedForDrawing()
    #expect(runs is GlyphRuns)
    #expect(handle.layout == nil)
    #expect(handle.preparedForDrawing() === runs)
    #expect(handle.rects(ofRun: 0).isEmpty)
    let cached = measurer.measure(styled("Ship to: 12 Harbour Road → Dock 4"), width: nil, height: nil)
    #expect(cached.layout?.preparedForDrawing() === runs)

    // With a link: the layout stays, for the link's rectangles.
    var linked = styled("Track the parcel")
    linked.runs.append(
      TextRun(
        " here",
        style: TextRunStyle(
          font: ResolvedFont(family: "DejaVu Sans", size: 11), link: URL(string: "https://folio.example"))))
    let measured = measurer.measure(linked, width: nil, height: nil)
    let linkHandle = try #require(measured.layout as? PangoTextLayout)
    _ = linkHandle.preparedForDrawing()
    #expect(linkHandle.layout != nil)
    let rects = linkHandle.rects(ofRun: 1)
    #expect(rects.count == 1)
    #expect(rects.allSatisfy { $0.width > 10 && $0.minX > 50 })
  }
}

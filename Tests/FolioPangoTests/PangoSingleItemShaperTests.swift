import CPango
import FolioGraphics
import Foundation
import Testing

@testable import FolioPango

/// What a drawing handle draws, in plain values: each line's place, each operation's kind
/// and place, every glyph, cluster and byte of text.
private func drawing(_ measured: MeasuredText) -> String? {
  guard let runs = measured.layout?.preparedForDrawing() as? GlyphRuns else { return nil }
  var parts: [String] = ["offset \(runs.offset)"]
  for line in runs.lines { parts.append("line \(line.top) \(line.x) \(line.baseline) \(line.operations)") }
  for operation in runs.operations {
    switch operation {
    case .glyphs(let run):
      parts.append(
        "glyphs \(ObjectIdentifier(run.font)) \(run.xOffset) \(run.rise) \(run.glyphs) \(run.text) \(run.clusters) \(run.backward) "
          + "\(String(describing: run.color.rgb)) \(String(describing: run.color.alpha))")
    case .rectangle(let x, let y, let width, let height, _):
      parts.append("rectangle \(x) \(y) \(width) \(height)")
    case .missingGlyph(let x, let y, let width, let height, _):
      parts.append("missing \(x) \(y) \(width) \(height)")
    }
  }
  parts.append(runs.glyphs.map { "\($0.id)@\($0.x),\($0.y)" }.joined(separator: " "))
  parts.append(runs.clusters.map { "\($0.byteCount)/\($0.glyphCount)" }.joined(separator: " "))
  parts.append(String(decoding: runs.text.map { UInt8(bitPattern: $0) }, as: UTF8.self))
  return parts.joined(separator: "\n")
}

/// Everything a measurement reports, as text.
private func summary(_ measured: MeasuredText) -> String {
  "\(measured.size) \(measured.lines) \(measured.isTruncated) \(measured.missingGlyphs)"
}

// Lines of one-style ASCII text are shaped as one Pango item without a layout
// (PangoSingleItemShaper): they must measure and draw exactly as with the layout.
@Suite struct PangoSingleItemShaperTests {
  static let strings = [
    "Mary Davis", "#000123", "Greenville, SC 17919", "office fi fl ffi", "AVAWAY To. Ty, Wa",
    "  leading and trailing  ", " ", "x", "0", "!!!", "1/2 + 3 = 4.5%", "WAVE",
    "The quick brown fox jumps over the lazy dog, 0123456789 times.",
    String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }),
  ]

  static let fonts = [
    ResolvedFont(family: "DejaVu Sans", size: 9),
    ResolvedFont(family: "DejaVu Sans", size: 10, weight: 700),
    ResolvedFont(family: "DejaVu Serif", size: 11, isItalic: true),
    ResolvedFont(family: "DejaVu Sans Mono", size: 7),
    ResolvedFont(family: "DejaVu Sans", size: 0.5),
    ResolvedFont(family: "DejaVu Sans", size: 300, stretch: 0.75),
    ResolvedFont(family: "No Such Family", size: 12),
  ]

  @Test(arguments: fonts)
  func aShapedLineMeasuresAndDrawsAsItsLayout(font: ResolvedFont) throws {
    let measurer = PangoTextMeasurer(fonts: .pinned)
    for string in Self.strings {
      for alignment in [TextAlignment.leading, .center, .trailing] {
        var text = StyledText(
          runs: [
            TextRun(string, style: TextRunStyle(font: font, color: Color(red: 0.2, green: 0.4, blue: 0.6)))
          ])
        text.paragraph.alignment = alignment
        measurer.shapesWithoutLayout = true
        measurer.removeCachedMeasurements()
        let shapedBefore = measurer.statistics.shapedWithoutLayout
        let shaped = measurer.measure(text, width: nil, height: nil)
        #expect(
          measurer.statistics.shapedWithoutLayout == shapedBefore + 1, "\(string) was shaped without a layout"
        )
        let shapedDrawing = try #require(drawing(shaped))

        measurer.shapesWithoutLayout = false
        measurer.removeCachedMeasurements()
        let laidOut = measurer.measure(text, width: nil, height: nil)
        #expect(measurer.statistics.shapedWithoutLayout == shapedBefore + 1)
        #expect(summary(shaped) == summary(laidOut), "\(font) \(string)")
        #expect(shapedDrawing == drawing(laidOut), "\(font) \(string)")
      }
    }
  }

  /// Text the one-item shaping cannot stand for gets a layout, as before.
  @Test func otherTextGetsALayout() {
    let measurer = PangoTextMeasurer(fonts: .pinned)
    let font = ResolvedFont(family: "DejaVu Sans", size: 11)
    var texts: [StyledText] = [
      styled("Café"), styled("tab\there"), styled("two\nlines"), styled("مرحبا"), styled(""),
      styled(String(repeating: "word ", count: 400)),
    ]
    var underlined = styled("underlined")
    underlined.runs[0].style.underline = TextDecoration()
    var spaced = styled("spaced")
    spaced.runs[0].style.tracking = 2
    var raised = styled("raised")
    raised.runs[0].style.baselineOffset = 3
    var linked = styled("linked")
    linked.runs[0].style.link = URL(string: "https://folio.example")
    var twoRuns = styled("two ")
    twoRuns.runs.append(TextRun("runs", style: TextRunStyle(font: font)))
    var tall = styled("tall")
    tall.paragraph.lineHeight = 30
    var limited = styled("limited")
    limited.paragraph.lineLimit = 0
    var digits = styled("0123")
    digits.runs[0].style.font.isMonospacedDigit = true
    texts += [underlined, spaced, raised, linked, twoRuns, tall, limited, digits]
    for text in texts {
      _ = measurer.measure(text, width: nil, height: nil)
      #expect(measurer.statistics.shapedWithoutLayout == 0, "\(text.runs.map(\.string))")
    }
    // Proposed widths are laid out too; only the unwrapped measurement is shaped alone.
    _ = measurer.measure(styled("a line that wraps at a narrow width"), width: 30, height: nil)
    #expect(measurer.statistics.shapedWithoutLayout == 0)
    _ = measurer.measure(styled("fits"), width: 300, height: nil)
    #expect(measurer.statistics.shapedWithoutLayout == 1)
  }

  @Test func aShapedLineLetsItsItemGoOnceDrawn() throws {
    let measurer = PangoTextMeasurer(fonts: .pinned)
    let measured = measurer.measure(styled("Ship to: 12 Harbour Road"), width: nil, height: nil)
    let handle = try #require(measured.layout as? PangoTextLayout)
    #expect(handle.layout == nil)
    let runs = handle.preparedForDrawing()
    #expect(handle.preparedForDrawing() === runs)
    #expect(handle.rects(ofRun: 0).isEmpty)
    #expect(measurer.statistics.shapedWithoutLayout == 1)
  }
}

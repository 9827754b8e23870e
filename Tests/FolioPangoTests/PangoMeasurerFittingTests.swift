import CPango
import FolioGraphics
import Foundation
import Testing

@testable import FolioPango

/// A paragraph of `string` with the given paragraph settings.
private func paragraph(_ string: String, _ configure: (inout TextParagraphStyle) -> Void) -> StyledText {
  var text = styled(string)
  configure(&text.paragraph)
  return text
}

/// Where the ellipsis run of a one-line truncated layout sits among the line's runs:
/// "head", "middle", "tail", or nil when there is none.
private func ellipsisPosition(_ measured: MeasuredText) -> String? {
  // A text shaped without a layout, or whose layout was let go, has no ellipsis run to
  // find (and Pango must not be handed a null layout).
  guard let handle = measured.layout as? PangoTextLayout, let layout = handle.layout,
    let line = pango_layout_get_line_readonly(layout, 0)
  else { return nil }
  var flags: [Bool] = []
  var run = line.pointee.runs
  while let node = run {
    let item = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item!
    flags.append(Int32(item.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0)
    run = node.pointee.next
  }
  guard let index = flags.firstIndex(of: true) else { return nil }
  return index == 0 ? "head" : index == flags.count - 1 ? "tail" : "middle"
}

// Issue 14: what the measurer does when text does not fit — truncation at the head, middle
// or tail, tightening, shrinking — and justification and font fallback.
@Suite struct PangoMeasurerFittingTests {
  let measurer = PangoTextMeasurer(fonts: .pinned)
  let sentence = "alpha beta gamma delta epsilon zeta eta theta"

  @Test(arguments: [(TextTruncationMode.head, "head"), (.middle, "middle"), (.tail, "tail")])
  func truncationCutsWhereAsked(mode: TextTruncationMode, position: String) {
    let text = paragraph(sentence) {
      $0.lineLimit = 1
      $0.truncationMode = mode
    }
    let measured = measurer.measure(text, width: 120, height: nil)
    #expect(measured.isTruncated)
    #expect(measured.lines.count == 1)
    #expect(measured.size.width <= 120.5)
    #expect(ellipsisPosition(measured) == position)
  }

  @Test func aTextThatFitsIsNotTruncated() {
    let text = paragraph("alpha") { $0.lineLimit = 1 }
    let measured = measurer.measure(text, width: 200, height: nil)
    #expect(!measured.isTruncated)
    #expect(ellipsisPosition(measured) == nil)
  }

  @Test func tighteningFitsASlightlyTooLongLine() throws {
    let ideal = measurer.measure(styled(sentence), width: nil, height: nil)
    let width = (ideal.size.width * 0.97).rounded(.down)
    let plain = measurer.measure(paragraph(sentence) { $0.lineLimit = 1 }, width: width, height: nil)
    #expect(plain.isTruncated, "without tightening the line is cut")
    let tight = measurer.measure(
      paragraph(sentence) {
        $0.lineLimit = 1
        $0.allowsTightening = true
      }, width: width, height: nil)
    #expect(!tight.isTruncated, "tightening closes the gap instead")
    #expect(tight.lines.count == 1)
    #expect(tight.size.width <= width + 0.5)
  }

  @Test func aMinimumScaleFactorShrinksTheFont() {
    let ideal = measurer.measure(styled(sentence), width: nil, height: nil)
    let width = (ideal.size.width / 2).rounded(.down)
    let scaled = measurer.measure(
      paragraph(sentence) {
        $0.lineLimit = 1
        $0.minimumScaleFactor = 0.4
      }, width: width, height: nil)
    #expect(!scaled.isTruncated)
    #expect(scaled.lines.count == 1)
    #expect(scaled.size.height < ideal.size.height, "a smaller font makes a shorter line")
  }

  @Test func justifiedLinesFillTheWidthButTheLast() {
    let text = paragraph(String(repeating: sentence + " ", count: 3)) { $0.alignment = .justified }
    let measured = measurer.measure(text, width: 150, height: nil)
    #expect(measured.lines.count >= 3)
    for line in measured.lines.dropLast() {
      #expect(abs(line.width - 150) < 1.5, "a justified line is \(line.width) wide")
    }
    #expect(measured.lines.last!.width < 149)
  }

  @Test func missingGlyphsFallBackOrAreReported() {
    // CJK is not in DejaVu Sans: the pinned Noto CJK font draws it.
    let cjk = measurer.measure(styled("漢字かな"), width: nil, height: nil)
    #expect(cjk.missingGlyphs.isEmpty)
    #expect(cjk.size.width > 30)
    // A private-use character no installed font has is reported.
    let unknown = measurer.measure(styled("a\u{E000}b"), width: nil, height: nil)
    #expect(unknown.missingGlyphs.contains("\u{E000}"))
  }
}

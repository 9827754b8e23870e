import Foundation
import Testing

@testable import FolioPango

/// The total-fit breaker on its own, with paragraphs made of boxes and spaces.
@Suite struct ParagraphBreakerTests {
  /// A paragraph of words (widths) separated by spaces of `space`: its candidates.
  func paragraph(_ words: [Int64], space: Int64 = 10, stretch spaceStretch: Double = 5) -> [ParagraphBreaker
    .Candidate]
  {
    var candidates = [ParagraphBreaker.Candidate(x: 0, stretch: 0, shrink: 0)]
    var x: Int64 = 0
    var stretch = 0.0
    var shrink = 0.0
    var glue = 0
    for (index, word) in words.enumerated() {
      let end = x + word
      if index == words.count - 1 {
        var last = ParagraphBreaker.Candidate(x: end, stretch: stretch, shrink: shrink)
        last.endGlue = glue
        last.startGlue = glue
        candidates.append(last)
        break
      }
      var candidate = ParagraphBreaker.Candidate(
        x: end + space, stretch: stretch + spaceStretch, shrink: shrink + 3)
      candidate.endX = end
      candidate.endStretch = stretch
      candidate.endShrink = shrink
      candidate.endGlue = glue
      candidate.startGlue = glue + 1
      candidates.append(candidate)
      x = end + space
      stretch += spaceStretch
      shrink += 3
      glue += 1
    }
    return candidates
  }

  @Test func everyLineFitsWhenTheSpacesCanStretchEnough() {
    let words: [Int64] = [30, 50, 20, 40, 60, 30, 20, 50, 40, 30, 20, 60, 40, 30, 50]
    let lines = ParagraphBreaker.lines(paragraph(words, stretch: 10), width: 200)
    #expect(lines.count >= 3)
    #expect(lines.last?.end == words.count)
    for line in lines.dropLast() {
      #expect(line.ratio >= -1 && line.ratio <= 1, "\(lines)")
      #expect(!line.isRagged && !line.isOverfull)
    }
  }

  /// The ratio of each line of a greedy (first-fit) breaking, which fills every line as
  /// far as it goes without shrinking.
  func greedyRatios(_ words: [Int64], width: Int64, space: Int64 = 10, stretch: Double = 5) -> [Double] {
    var ratios: [Double] = []
    var lineWidth: Int64 = -space
    var spaces = -1
    for word in words {
      if lineWidth + space + word > width, spaces >= 0 {
        ratios.append(spaces > 0 ? Double(width - lineWidth) / (Double(spaces) * stretch) : 0)
        lineWidth = -space
        spaces = -1
      }
      lineWidth += space + word
      spaces += 1
    }
    return ratios
  }

  @Test func theWholeParagraphIsWeighedNotEachLine() {
    // Over many paragraphs, total fit's loosest line is never looser than greedy
    // filling's, and on average clearly tighter.
    var random = SeededRandom(seed: 7)
    var tighter = 0
    for _ in 0..<200 {
      let words = (0..<40).map { _ in Int64(15 + random.next() % 60) }
      let lines = ParagraphBreaker.lines(paragraph(words), width: 300)
      let loosest = lines.dropLast().filter { !$0.isRagged }.map(\.ratio).max() ?? 0
      let greedy = greedyRatios(words, width: 300).max() ?? 0
      #expect(loosest <= greedy + 0.000_1, "\(words)")
      if loosest < greedy - 0.1 { tighter += 1 }
    }
    #expect(tighter > 100)
  }

  @Test func aLoneWordIsRaggedAndAWordTooWideIsOverfull() {
    let ragged = ParagraphBreaker.lines(paragraph([30, 150, 30, 30]), width: 160)
    #expect(ragged.contains { $0.isRagged }, "\(ragged)")
    let overfull = ParagraphBreaker.lines(paragraph([30, 300, 30]), width: 160)
    #expect(overfull.contains { $0.isOverfull }, "\(overfull)")
    #expect(overfull.last?.end == 3)
  }

  @Test func emptyAndOneWordParagraphs() {
    #expect(
      ParagraphBreaker.lines([ParagraphBreaker.Candidate(x: 0, stretch: 0, shrink: 0)], width: 100).isEmpty)
    let one = ParagraphBreaker.lines(paragraph([50]), width: 100)
    #expect(one.count == 1 && one[0].ratio == 0)
    // A width of 0 or less still ends: every word on a line of its own, overfull.
    let narrow = ParagraphBreaker.lines(paragraph([10, 20, 30]), width: 0)
    #expect(narrow.last?.end == 3)
  }
}

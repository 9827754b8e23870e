import Folio
import FolioCairo
import FolioFuzz
import FolioSamples
import FolioTestSupport
import Foundation
import Testing

/// The normalizer as it was written on `Character`s (the oracle): the byte version must
/// give the same text.
private func referenceNormalize(_ svg: String) -> String {
  var mapping: [Substring: String] = [:]
  var counters: [String: Int] = [:]
  var searchStart = svg.startIndex
  while let range = svg.range(of: " id=\"", range: searchStart..<svg.endIndex) {
    guard let end = svg[range.upperBound...].firstIndex(of: "\"") else { break }
    let id = svg[range.upperBound..<end]
    if mapping[id] == nil {
      let prefix = String(id.prefix { $0.isASCII && $0.isLetter })
      let next = (counters[prefix] ?? 0) + 1
      counters[prefix] = next
      mapping[id] = "\(prefix.isEmpty ? "id" : prefix)\(next)"
    }
    searchStart = end
  }
  guard !mapping.isEmpty else { return svg }
  var result = ""
  var index = svg.startIndex
  while index < svg.endIndex {
    let character = svg[index]
    if character == "\"" || character == "#" {
      let valueStart = svg.index(after: index)
      if let valueEnd = svg[valueStart...].firstIndex(where: { $0 == "\"" || $0 == ")" }),
        let replacement = mapping[svg[valueStart..<valueEnd]],
        character == "#" || svg[..<index].hasSuffix(" id=")
      {
        result.append(character)
        result += replacement
        index = valueEnd
        continue
      }
    }
    result.append(character)
    index = svg.index(after: index)
  }
  return result
}

// Issue 15 (SVG speed): SVG ids are renumbered on UTF-8 bytes in one pass; the result is
// the same as the character-by-character version for every page of every sample.
@Suite struct SVGIdentifierNormalizerTests {
  @Test(arguments: SampleCatalog.all.map(\.name)) func bytesGiveTheSameTextAsCharacters(name: String) throws {
    let document = try #require(SampleCatalog.named(name)).document()
    let pages = try document.displayLists(settings: RenderSettings(fonts: .pinned), firstPages: 4)
    for page in pages {
      // Cairo's own ids, before Folio renumbers them.
      let raw = try SVGWriter.rawSVG(for: page)
      #expect(SVGIdentifierNormalizer.normalize(raw) == referenceNormalize(raw))
    }
  }

  // The byte scanner jumps between quotes and hashes; random documents made of the pieces
  // it looks for (ids at the very start or end, unclosed values, `""`, ` id=` split across
  // candidates, multibyte text) give the oracle's text.
  @Test func randomPiecesGiveTheSameTextAsCharacters() {
    let pieces = [
      " id=\"", "\"", "#", ")", "url(#", "a", "glyph0-1", "9", "-", " ", "id=", " i", "d=\"", "é", "雪", "<g",
      "/>",
      "\"\"", "clip", "=",
    ]
    var generator = FuzzRandom(seed: 15)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...40, using: &generator)
      let svg = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      #expect(SVGIdentifierNormalizer.normalize(svg) == referenceNormalize(svg), "\(svg)")
    }
  }

  @Test func unusualIdsAndReferences() {
    let svg =
      ##"<svg><g id="glyph0-1"/><g id="9lives"/><g id="clip-2"/><use xlink:href="#glyph0-1"/><path clip-path="url(#clip-2)" fill="#9lives"/><text>é # "quoted" id="no"</text></svg>"##
    #expect(SVGIdentifierNormalizer.normalize(svg) == referenceNormalize(svg))
    #expect(SVGIdentifierNormalizer.normalize(svg).contains(##"url(#clip1)"##))
  }
}

import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
  /// Draws the glyph runs the text was measured into; a line range draws only those lines,
  /// moved up so the first one starts at the item's origin.
  func draw(_ item: TextItem) {
    // Text whose every run has a size of 0 is not drawn (its view or canvas reports it):
    // with no size to scale to, a colour emoji's font would draw at its own 109 px.
    guard item.text.hasDrawableCharacters else { return }
    guard let runs = item.measured.layout as? GlyphRuns else {
      // Only glyph runs can be drawn: a measurer that gives none is an error.
      if !item.text.string.isEmpty {
        problems.add(
          "the text \(DisplayItem.quoted(String(item.text.string.prefix(40)))) was measured without glyph runs, so it cannot be drawn"
        )
      }
      return
    }
    guard runs.isWellFormed else {
      problems.add(
        "the text \(DisplayItem.quoted(String(item.text.string.prefix(40)))) has glyph runs whose ranges or positions are invalid, so it cannot be drawn"
      )
      return
    }
    runs.draw(in: cr, text: item.text, at: item.origin, lineRange: item.lineRange, opacity: textOpacity)
  }

  /// Draws a text in a tagged PDF: inside its leaf, with each of its links (`links`, the
  /// link items recorded after it, by text run) a `Link` element around the link's glyphs.
  func drawTagged(_ item: TextItem, links: [Int: [LinkItem]], tagger: PDFStructureTagger) {
    guard Self.isFinite(item.origin) && isNear(item.origin) else {
      tagger.keepUnplaced(links.keys.sorted().flatMap { links[$0] ?? [] })
      return
    }
    guard !links.isEmpty, item.text.hasDrawableCharacters, let runs = item.measured.layout as? GlyphRuns,
      runs.isWellFormed, runs.hasLinks
    else {
      tagger.content(cr: cr) { draw(item) }
      tagger.keepUnplaced(links.keys.sorted().flatMap { links[$0] ?? [] })
      return
    }
    let attributes = links.mapValues { parts in parts.map { linkAttributes([$0], toPage: toPage) } }
    tagger.linkedContent(cr: cr, attributes: attributes, items: links) { segment in
      withoutActuallyEscaping(segment) { segment in
        runs.draw(
          in: cr, text: item.text, at: item.origin, lineRange: item.lineRange, opacity: textOpacity,
          segment: segment)
      }
    }
  }

  /// The link items recorded right after the text at `index` for its runs, by run.
  static func textLinks(after index: Int, in items: [DisplayItem]) -> [Int: [LinkItem]] {
    var links: [Int: [LinkItem]] = [:]
    var next = index + 1
    while next < items.count, case .link(let link) = items[next], let run = link.textRun {
      links[run, default: []].append(link)
      next += 1
    }
    return links
  }

  /// Whether some of `items` (at any depth) are links written where their content is: a
  /// text's run links or a link structure group.
  static func hasLinks(_ items: [DisplayItem]) -> Bool {
    items.contains { item in
      switch item {
      case .link(let link): link.textRun != nil
      case .group(let group): group.structure == .link || hasLinks(group.items)
      default: false
      }
    }
  }
}

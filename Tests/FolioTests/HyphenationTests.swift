import Folio
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// Hyphenated justified text, checked in the PDF's text layer (issue 17).
@Suite struct HyphenationTests {
  static let paragraph =
    "Hyphenation breaks words at syllables so that justified columns keep an even texture; without it, narrow columns show rivers of white space between the words of international typographical conventions."

  func pdf<V: View>(_ view: V) throws -> URL {
    let file = temporaryDirectory("hyphenation").appendingPathComponent("text.pdf")
    try ImageRenderer(content: view, settings: SnapshotSettings.standard).pdfData().write(to: file)
    return file
  }

  func column(_ hyphenation: Hyphenation?) -> some View {
    Text(verbatim: Self.paragraph).multilineTextAlignment(.justified).frame(width: 110)
      .environment(\.hyphenation, hyphenation)
  }

  @Test func hyphensAppearOnlyAtLineEnds() throws {
    let file = try pdf(column(nil))
    let layout = shell(["pdftotext", "-layout", file.path, "-"]).output
    let lines = layout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
    let broken = lines.filter { $0.hasSuffix("\u{AD}") }
    #expect(broken.count >= 2, "\(layout)")
    for line in lines { #expect(!line.dropLast().contains("\u{AD}"), "a hyphen inside \(line)") }
    // Without layout, the text is the paragraph's: words joined again once the soft
    // hyphens (discretionary, never a hard "-") and line breaks go.
    let raw = shell(["pdftotext", file.path, "-"]).output
    #expect(!raw.contains("-"))
    let joined = raw.replacingOccurrences(of: "\u{AD}\n", with: "").split(whereSeparator: \.isWhitespace)
    #expect(joined == Self.paragraph.split(separator: " "))
  }

  /// The widest space between two words on one line, from `pdftotext -bbox`.
  func widestGap(_ file: URL) -> Double {
    let boxes = shell(["pdftotext", "-bbox", file.path, "-"]).output.split(separator: "\n").compactMap {
      line -> (x0: Double, x1: Double, y: Double)? in
      func value(_ name: String) -> Double? {
        guard let range = line.range(of: "\(name)=\"") else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != "\"" })
      }
      guard let x0 = value("xMin"), let x1 = value("xMax"), let y = value("yMin") else { return nil }
      return (x0, x1, y)
    }
    var widest = 0.0
    for (left, right) in zip(boxes, boxes.dropFirst()) where abs(left.y - right.y) < 0.5 {
      widest = max(widest, right.x0 - left.x1)
    }
    return widest
  }

  @Test func hyphenationNarrowsTheWidestGapOfAJustifiedColumn() throws {
    let with = widestGap(try pdf(column(.automatic)))
    let without = widestGap(try pdf(column(.never)))
    #expect(with > 0 && without > 0)
    #expect(with < without * 0.75, "widest gap \(with) with hyphenation, \(without) without")
  }

  @Test func theDefaultIsOnForJustifiedTextOnly() throws {
    func hyphenates<V: View>(_ view: V) throws -> Bool {
      shell(["pdftotext", try pdf(view).path, "-"]).output.contains("\u{AD}")
    }
    #expect(try hyphenates(column(nil)))
    #expect(try !hyphenates(column(.never)))
    let leading = Text(verbatim: Self.paragraph).frame(width: 110)
    #expect(try !hyphenates(leading))
    #expect(try hyphenates(leading.hyphenation(.automatic)))
    // In German, by the locale.
    let german = Text(verbatim: "Silbentrennung verbessert den Blocksatz in schmalen Spalten deutlich.")
      .multilineTextAlignment(.justified).frame(width: 110).environment(\.locale, Locale(identifier: "de_DE"))
    #expect(try hyphenates(german))
  }

  @Test func aLanguageWithoutADictionaryWarnsOncePerRender() throws {
    let view = VStack {
      Text(verbatim: Self.paragraph).multilineTextAlignment(.justified).frame(width: 110)
      Text(verbatim: Self.paragraph).multilineTextAlignment(.justified).frame(width: 90)
    }
    .environment(\.locale, Locale(identifier: "tlh"))
    let snapshot = ImageRenderer(content: view, settings: SnapshotSettings.standard).layoutSnapshot()
    let warnings = snapshot.diagnostics.filter { $0.view == "hyphenation" }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("no hyphenation dictionary for tlh") == true)
    #expect(!shell(["pdftotext", try pdf(view).path, "-"]).output.contains("\u{AD}"))
  }

  @Test func emojiCJKAndRightToLeftTextStayWhole() throws {
    let text = "😀😀😀 漢字漢字漢字漢字 שלום עולם مرحبا بالعالم typographical"
    let view = Text(verbatim: text).hyphenation(.automatic).frame(width: 80)
    let raw = shell(["pdftotext", try pdf(view).path, "-"]).output
    #expect(raw.replacingOccurrences(of: "\u{AD}\n", with: "").contains("typographical"))
    let snapshot = ImageRenderer(content: view, settings: SnapshotSettings.standard).layoutSnapshot()
    #expect(snapshot.size.width <= 80.5)
  }
}

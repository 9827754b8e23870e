import Folio
import FolioCairo
import FolioTestSupport
import Foundation
import Testing

// Issue 3: text measured by Pango, with the sizing rules of docs/layout-rules.md §2.
@Suite struct TextSizingTests {
  let sentence = "The quick brown fox jumps over the lazy dog"

  // nil width: the unwrapped size (FG "Ideal Size").
  @Test func nilWidthIsUnwrapped() throws {
    let ideal = pango(Text(verbatim: sentence).id("t"), nil, nil)
    let line = try #require(ideal.frame(id: "t"))
    #expect(line.width > 200 && line.width < 300)
    #expect(line.height > 11 && line.height < 14)
    // ∞ is treated like nil.
    #expect(pango(Text(verbatim: sentence), .infinity, .infinity).size == ideal.size)
  }

  // A finite width wraps at word boundaries; the text is as wide as its widest line.
  @Test func finiteWidthWrapsAtWords() throws {
    let ideal = pango(Text(verbatim: sentence), nil, nil).size
    let wrapped = pango(Text(verbatim: sentence), 120, nil).size
    #expect(wrapped.width <= 120)
    #expect(wrapped.width > 60)
    #expect(wrapped.height > ideal.height * 2.5)
    let word = pango(Text(verbatim: "quick brown"), nil, nil).size
    let exact = pango(Text(verbatim: "quick brown"), word.width, nil).size
    #expect(exact == word, "a proposal of exactly the ideal width does not wrap")
  }

  // Width 0: the widest unbreakable segment (Folio); narrower than a word breaks inside it.
  @Test func zeroWidthIsTheWidestWord() {
    let widest = pango(Text(verbatim: "jumps"), nil, nil).size.width
    let zero = pango(Text(verbatim: "fox jumps dog"), 0, nil).size
    #expect(abs(zero.width - widest) < 0.01)
    let broken = pango(Text(verbatim: "abcdefghij"), 20, nil).size
    #expect(broken.width <= 20.01)
  }

  // A height smaller than the wrapped text truncates with an ellipsis, never below one line.
  @Test func shortHeightTruncates() throws {
    let full = pango(Text(verbatim: sentence), 120, nil).size
    let oneLine = pango(Text(verbatim: sentence), 120, 0).size
    #expect(oneLine.height > 0)
    #expect(oneLine.height < full.height / 2)
    let twoLines = pango(Text(verbatim: sentence), 120, oneLine.height * 2 + 1).size
    #expect(abs(twoLines.height - oneLine.height * 2) < 1)
    let list = try ImageRenderer(
      content: Text(verbatim: sentence).frame(width: 120, height: oneLine.height),
      settings: pinned
    ).displayList()
    var drawn: [MeasuredText] = []
    list.forEachItem { if case .text(let item) = $0 { drawn.append(item.measured) } }
    #expect(drawn.first?.isTruncated == true)
  }

  // lineLimit, ranges and reservesSpace.
  @Test func lineLimits() {
    let one = pango(Text(verbatim: sentence), 120, nil).size
    let limited = pango(Text(verbatim: sentence).lineLimit(2), 120, nil).size
    #expect(limited.height < one.height)
    let line = pango(Text(verbatim: "x"), 120, nil).size.height
    #expect(abs(limited.height - 2 * line) < 0.5)
    let reserved = pango(Text(verbatim: "x").lineLimit(3, reservesSpace: true), 120, nil).size
    #expect(abs(reserved.height - 3 * line) < 0.5)
    let range = pango(Text(verbatim: "x").lineLimit(2...4), 120, nil).size
    #expect(abs(range.height - 2 * line) < 0.5)
    let capped = pango(Text(verbatim: sentence).lineLimit(2...4), 120, nil).size
    #expect(capped == one, "three natural lines fit the 2…4 range")
    let tight = pango(Text(verbatim: sentence).lineLimit(2...4), 60, nil).size
    #expect(abs(tight.height - 4 * line) < 0.5)
  }

  // minimumScaleFactor shrinks the font before truncating.
  @Test func minimumScaleFactorShrinks() {
    let normal = pango(Text(verbatim: "Scaling text down").lineLimit(1), 60, nil).size
    let scaled = pango(Text(verbatim: "Scaling text down").lineLimit(1).minimumScaleFactor(0.3), 60, nil).size
    #expect(scaled.width <= 60.01)
    #expect(scaled.height < normal.height)
  }
}

@Suite struct TextStyleTests {
  func runs<V: View>(_ view: V) throws -> [TextRun] {
    let list = try ImageRenderer(content: view, settings: pinned).displayList()
    var runs: [TextRun] = []
    list.forEachItem { if case .text(let item) = $0 { runs += item.text.runs } }
    return runs
  }

  // Literals parse inline Markdown; variables and verbatim text do not; interpolated values
  // are shown as they are.
  @Test func markdownInLiteralsOnly() throws {
    let styled = try runs(Text("plain **bold** *italic* `code` ~~gone~~ [link](https://folio.example)"))
    #expect(styled.map(\.string).joined() == "plain bold italic code gone link")
    #expect(styled.first { $0.string == "bold" }?.style.font.weight == 700)
    #expect(styled.first { $0.string == "italic" }?.style.font.isItalic == true)
    #expect(styled.first { $0.string == "code" }?.style.font.family == "DejaVu Sans Mono")
    #expect(styled.first { $0.string == "gone" }?.style.strikethrough != nil)
    #expect(styled.first { $0.string == "link" }?.style.link == URL(string: "https://folio.example"))
    let variable = "**not bold**"
    #expect(try runs(Text(variable)).map(\.string).joined() == "**not bold**")
    #expect(try runs(Text(verbatim: "*x*")).map(\.string).joined() == "*x*")
    let name = "*Ada* <b>&amp;"
    #expect(try runs(Text("Hello \(name)!")).map(\.string).joined() == "Hello *Ada* <b>&amp;!")
    #expect(try runs(Text("# not a heading")).map(\.string).joined() == "# not a heading")
  }

  // Text + Text keeps each run's style and measures as one paragraph.
  @Test func concatenation() throws {
    let joined = Text("Regular ") + Text("bold").bold() + Text(" and ") + Text("red").foregroundColor(.red)
    let styled = try runs(joined)
    #expect(styled.count == 4)
    #expect(styled[1].style.font.weight == 700)
    #expect(styled[3].style.color == .red)
    let list = try ImageRenderer(content: joined, settings: pinned).displayList()
    var items = 0
    list.forEachItem { if case .text = $0 { items += 1 } }
    #expect(items == 1)
    let together = pango(joined, nil, nil).size.width
    let parts = ["Regular ", "bold", " and ", "red"].map { pango(Text(verbatim: $0), nil, nil).size.width }
    #expect(abs(together - parts.reduce(0, +)) < 4)
    let wrapped = pango(joined, together / 2, nil).size
    #expect(wrapped.height > pango(joined, nil, nil).size.height * 1.5)
  }

  // Fonts: text styles use the print scale; weights, designs and modifiers resolve.
  @Test func fontResolution() {
    #expect(Font.body.resolve() == ResolvedFont(family: "DejaVu Sans", size: 11))
    #expect(Font.largeTitle.resolve().size == 24)
    #expect(Font.caption2.resolve().size == 7)
    #expect(Font.headline.resolve().weight == 600)
    #expect(
      Font.system(size: 13, weight: .bold, design: .serif).resolve()
        == ResolvedFont(family: "DejaVu Serif", size: 13, weight: 700))
    #expect(Font.body.monospaced().resolve().family == "DejaVu Sans Mono")
    #expect(Font.body.italic().bold().resolve().isItalic)
    #expect(Font.custom("Noto Sans", size: 9).resolve().family == "Noto Sans")
    #expect(Font.body.monospacedDigit().resolve().isMonospacedDigit)
  }

  // Styles flow through the environment; a Text's own modifiers win.
  @Test func environmentStyles() throws {
    let styled = try runs(
      VStack {
        Text("a")
        Text("b").font(.caption).foregroundStyle(Color.blue)
      }
      .font(.title).bold().foregroundStyle(Color.green).kerning(1).underline().textCase(.uppercase))
    #expect(styled[0].string == "A")
    #expect(styled[0].style.font.size == 20)
    #expect(styled[0].style.font.weight == 700)
    #expect(styled[0].style.color == .green)
    #expect(styled[0].style.kerning == 1)
    #expect(styled[0].style.underline != nil)
    #expect(styled[1].style.font.size == 8)
    #expect(styled[1].style.color == .blue)
  }
}

@Suite struct TextDrawingTests {
  // The drawn ink of every wrapped line lies inside the frame the text was measured for.
  @Test(arguments: [60, 120, 250] as [CGFloat])
  func inkStaysInsideTheFrame(width: CGFloat) throws {
    let paragraph =
      "Folio measures text with Pango, wraps it at word boundaries, and draws exactly the layout it measured."
    let view = Text(verbatim: paragraph).font(.system(size: 13)).id("t").frame(
      width: width, alignment: .leading
    ).padding(20)
    let layout = pango(view, nil, nil)
    let frame = try #require(layout.frame(id: "t"))
    let list = try ImageRenderer(content: view, settings: pinned).displayList()
    let scale: CGFloat = 4
    let raster = try Raster(page: list, scale: scale, background: nil)
    let ink = try #require(raster.inkBounds { $0 >> 24 > 0 })
    let tolerance: CGFloat = 0.75
    #expect(CGFloat(ink.minX) / scale >= frame.minX - tolerance)
    #expect(CGFloat(ink.maxX + 1) / scale <= frame.maxX + tolerance)
    #expect(CGFloat(ink.minY) / scale >= frame.minY - tolerance)
    #expect(CGFloat(ink.maxY + 1) / scale <= frame.maxY + tolerance)
  }

  // Baselines of different sizes align in a first-baseline HStack.
  @Test func firstBaselinesAlign() throws {
    let view = HStack(alignment: .firstTextBaseline) {
      Text("Big").font(.system(size: 36)).id("big")
      Text("small").font(.system(size: 9)).id("small")
      VStack { Text("stacked").font(.system(size: 14)) }.id("stack")
    }
    let layout = pango(view, nil, nil)
    let list = try ImageRenderer(content: view, settings: pinned).displayList()
    var baselines: [CGFloat] = []
    list.forEachItem {
      if case .text(let item) = $0 { baselines.append(item.origin.y + item.measured.firstBaseline) }
    }
    #expect(baselines.count == 3)
    #expect(baselines.allSatisfy { abs($0 - baselines[0]) < 0.01 })
    #expect((layout.frame(id: "small")?.minY ?? 0) > (layout.frame(id: "big")?.minY ?? 0))
  }

  // User text is never markup; control characters show as symbols; no crash on huge text.
  @Test func unsafeTextIsShownLiterally() throws {
    let text = "a<b>&amp;\u{1}\u{7F}c"
    let list = try ImageRenderer(content: Text(verbatim: text), settings: pinned).displayList()
    var drawn: [TextItem] = []
    list.forEachItem { if case .text(let item) = $0 { drawn.append(item) } }
    #expect(drawn.first?.text.string == text)
    let pdf = try ImageRenderer(content: Text(verbatim: text), settings: pinned).pdfData()
    let directory = temporaryDirectory()
    let url = directory.appendingPathComponent("unsafe.pdf")
    try pdf.write(to: url)
    let extracted = shell(["pdftotext", url.path, "-"]).output
    #expect(extracted.contains("a<b>&amp;␁␡c"))
    let huge = String(repeating: "word ", count: 40_000)
    let size = pango(Text(verbatim: huge), 500, nil).size
    #expect(size.height > 1000)
  }

  // Scripts the main font lacks fall back to other fonts; right-to-left text shapes; a
  // character no font has is reported.
  @Test func fallbackAndMissingGlyphs() {
    let mixed = pango(Text(verbatim: "Latin 日本語 العربية עברית हिन्दी"), nil, nil)
    #expect(mixed.diagnostics.isEmpty)
    let missing = pango(Text(verbatim: "unassigned \u{0378}"), nil, nil)
    #expect(missing.diagnostics.contains { $0.kind == .missingGlyphs && $0.view.contains("unassigned") })
  }

  // layoutDirection mirrors leading and trailing.
  @Test func rightToLeftMirrors() {
    let view = HStack(spacing: 0) {
      Text("A").id("a")
      Spacer()
      Text("B").id("b")
    }
    let ltr = pango(view, 200, nil)
    let rtl = pango(view.environment(\.layoutDirection, .rightToLeft), 200, nil)
    #expect(ltr.frame(id: "a")?.minX == 0)
    #expect(rtl.frame(id: "a")?.maxX == 200)
    #expect(rtl.frame(id: "b")?.minX == 0)
  }

  // Fonts registered from a file at run time are found by family name.
  @Test func registeredFonts() throws {
    let configuration = try FontConfiguration(
      fontsConfXML: """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>/var/cache/fontconfig</cachedir></fontconfig>
        """)
    #expect(!configuration.familyNames.contains("Noto Sans Hebrew"))
    try configuration.registerFont(
      at: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"))
    #expect(configuration.familyNames.contains("Noto Sans Hebrew"))
    #expect(throws: FolioError.self) {
      try configuration.registerFont(at: URL(fileURLWithPath: "/nonexistent.ttf"))
    }
    #expect(throws: FolioError.self) {
      try configuration.registerFont(at: URL(fileURLWithPath: "/etc/hostname"))
    }
  }
}

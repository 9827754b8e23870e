import Folio
import FolioGraphics
import Foundation
import Testing

// Issue 10, "never lose a word" and "text handled wrongly": long paragraphs, long words and
// pathological Markdown keep every word; emoji and full-page fills make valid PDFs; link
// schemes are limited; NUL never truncates; anything clipped is reported.
@Suite struct TextSafetyTests {
  func renderPDF(_ document: Document) throws -> (url: URL, report: DocumentRenderReport) {
    let url = temporaryDirectory().appendingPathComponent("text.pdf")
    let report = try document.render(to: [.pdf(url)], settings: pinned)
    #expect(qpdfAccepts(url), "qpdf --check")
    return (url, report)
  }

  @Test(arguments: [30_000, 60_000, 100_000])
  func everyWordOfAHugeParagraphIsThere(count: Int) throws {
    let words = (0..<count).map { "w\($0)" }
    let (url, _) = try renderPDF(Document { Text(verbatim: words.joined(separator: " ")) })
    let extracted = pdfText(url).split(whereSeparator: \.isWhitespace)
    #expect(extracted.count == count)
    #expect(extracted.last.map(String.init) == "w\(count - 1)")
  }

  /// Issue 51: a letter with 200,000 accents (which Pango takes minutes to shape) is drawn
  /// with 30, reported, and the words around it stay; ordinary marks are untouched.
  @Test func combiningMarksBeyondThirtyAreLeftOutAndReported() throws {
    let marks = String(repeating: "\u{0301}", count: 200_000)
    let (url, report) = try renderPDF(Document { Text(verbatim: "before a" + marks + " after") })
    let words = pdfText(url, raw: true)
    #expect(words.contains("before") && words.contains("after"))
    // (pdftotext composes and drops some of the stacked marks it reads back.)
    let drawn = words.unicodeScalars.filter { $0 == "\u{0301}" || $0 == "\u{00E1}" }.count
    #expect(drawn > 0 && drawn <= 30, "\(drawn) marks read back")
    let warning = report.diagnostics.first { $0.message.contains("combining marks were left out") }
    #expect(warning?.message.hasPrefix("199970 combining marks") == true, "\(report.diagnostics)")
    #expect((warning?.view.unicodeScalars.count ?? 0) < 100, "the view's name is cut short")
    // Text with many marks that are not stacked, and CJK, is left as written.
    for text in ["Việt Nam có dấu thanh điệu", String(repeating: "漢字かな交じり文", count: 20), "ก้่ิ"] {
      #expect(CombiningMarks.capped(text) == nil, "\(text)")
    }
    #expect(CombiningMarks.capped("a" + String(repeating: "\u{0308}", count: 31))?.dropped == 1)
  }

  @Test func pathologicalMarkdownKeepsItsWords() throws {
    let bold = String(repeating: "**b** ", count: 100_000)
    let (boldURL, _) = try renderPDF(Document { Text(LocalizedStringKey(bold)) })
    // Raw order: pdftotext's layout mode joins "b b" drawn in two fonts into "bb".
    #expect(pdfText(boldURL, raw: true).split(whereSeparator: \.isWhitespace).count == 100_000)
    let ticks = String(repeating: "`", count: 100_000)
    let (tickURL, _) = try renderPDF(Document { Text(LocalizedStringKey(ticks)) })
    #expect(pdfText(tickURL).filter { $0 == "`" }.count == 100_000)
  }

  @Test func aWordOfAHundredThousandCharacters() throws {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let word = String((0..<100_000).map { letters[$0 % 26] })
    let (url, report) = try renderPDF(Document { Text(verbatim: word) })
    #expect(report.pageCount > 1)
    #expect(pdfText(url).filter(\.isLetter) == word)
  }

  @Test(arguments: ["🇫🇷", "👨‍👩‍👧‍👦", "😀", "🇫🇷 🇫🇷 two flags"])
  func emojiOnlyPagesAreValidPDF(text: String) throws {
    for fonts in [FontConfiguration.pinned, .system] {
      let url = temporaryDirectory().appendingPathComponent("emoji.pdf")
      try Document { Text(text) }.write(to: url, settings: RenderSettings(fonts: fonts))
      #expect(qpdfAccepts(url), "\(text)")
    }
  }

  @Test func fullPageFillsAndEmptyPagesAreValidPDF() throws {
    let fill = try ImageRenderer(content: Rectangle().fill(Color.red).frame(width: 100, height: 60)).pdfData()
    let url = temporaryDirectory().appendingPathComponent("fill.pdf")
    try fill.write(to: url)
    #expect(qpdfAccepts(url))
    // Empty pages, a page of only an image, links and bookmarks around them.
    let (pages, report) = try renderPDF(
      Document(pageSize: PageSize(width: 200, height: 200), margins: EdgeInsets()) {
        Page { Color.blue.frame(width: 200, height: 200).bookmark("Blue") }
        Page { EmptyView() }
        Page {
          Image(contentsOf: packageRoot.appendingPathComponent("Samples/Data/swatch.jpg")).link(to: "Blue")
        }
        Page { Text("🇫🇷").link(url: URL(string: "https://example.com")!) }
      })
    #expect(report.pageCount == 4)
    let info = run(["pdfinfo", pages.path]).out
    #expect(info.contains("Pages:           4"), "\(info)")
    let json = run(["qpdf", "--json", pages.path]).out
    #expect(json.contains("https://example.com"))
    #expect(json.contains("\"/Dest\": \"u:Blue\""))
  }

  @Test func onlyWebMailAndDocumentLinksAreWritten() throws {
    let (url, report) = try renderPDF(
      Document {
        Text("[evil](javascript:alert(1)) and [web](https://example.com) and [mail](mailto:a@example.com)")
        Link("file", destination: URL(string: "file:///etc/passwd")!)
        Text("[jump](#there)")
        Text("there").linkDestination("there")
      })
    let refused = report.diagnostics.filter { $0.kind == .linkRefused }
    #expect(refused.count == 2, "\(report.diagnostics)")
    #expect(refused.contains { $0.message.contains("javascript:") })
    let json = run(["qpdf", "--json", url.path]).out
    #expect(!json.contains("javascript"))
    #expect(!json.contains("file:///"))
    #expect(json.contains("https://example.com"))
    #expect(json.contains("\"/Dest\": \"u:there\""))
  }

  @Test func controlCharactersNeverTruncateText() throws {
    let (url, _) = try renderPDF(
      Document {
        Text("see [a\u{0}b](https://example.com) after the link")
        Text(verbatim: "nul\u{0}inside verbatim\u{1}text")
      })
    let text = pdfText(url)
    #expect(text.contains("after the link"))
    #expect(text.contains("inside verbatim"))
    #expect(text.contains("text"))
  }

  @Test func clippedAndTruncatedTextIsReported() throws {
    let (_, report) = try renderPDF(
      Document(pageSize: PageSize(width: 300, height: 300)) {
        Page {
          VStack {
            Text("offset far away").offset(x: 1000)
            Text(String(repeating: "truncated words ", count: 40)).lineLimit(1)
            Text("inside the clip and outside the clip").frame(width: 30, height: 10).clipped()
          }
        }
      })
    let clipped = report.diagnostics.filter { $0.kind == .clipped }
    #expect(clipped.contains { $0.text == "offset far away" && $0.message.contains("outside the page") })
    #expect(
      clipped.contains { $0.text?.hasPrefix("truncated words") == true && $0.message.contains("truncated") })
    #expect(
      clipped.contains { $0.text == "inside the clip and outside the clip" && $0.message.contains("clip") })
  }

  // Found by the generative suite (seed 1580): a Canvas beside a grid that wants infinite
  // width gets a frame that is not finite, draws nothing, and said nothing.
  @Test func aCanvasWithoutAFiniteFrameNamesTheTextItLoses() throws {
    let document = Document {
      Page {
        ZStack {
          HStack(alignment: .top) {
            Canvas { context, _ in context.draw(Text(verbatim: "שלום amet 中文文本"), at: .zero) }
              .frame(height: 80)
            LazyVGrid(columns: [
              GridItem(.flexible(minimum: .infinity)), GridItem(.flexible(minimum: .infinity)),
            ]) {
              Text("o")
            }
          }
        }
      }
    }
    let (_, report) = try renderPDF(document)
    #expect(
      report.diagnostics.contains {
        $0.text == "שלום amet 中文文本" && $0.view.hasPrefix("Canvas") && $0.message.contains("not a finite")
      }, "\(report.diagnostics)")
  }
}

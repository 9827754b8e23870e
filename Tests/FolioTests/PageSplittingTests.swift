import Folio
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// Nothing is lost between pages (issue 50): Markdown paragraphs and code blocks split
/// between lines, a block taller than a page is split, and text that cannot be placed
/// fails the render naming it.
@Suite struct PageSplittingTests {
  static let paragraph = Array(
    repeating: "This paragraph is long enough to need many lines on a page, and it keeps going.", count: 12
  ).joined(separator: " ")

  func render(_ document: Document) throws -> (pdf: Data, report: DocumentRenderReport) {
    let file = temporaryDirectory().appendingPathComponent("out.pdf")
    let report = try document.render(to: [.pdf(file)], settings: RenderSettings(fonts: .system))
    return (try Data(contentsOf: file), report)
  }

  @Test func aLongCodeBlockSplitsBetweenLinesAndLosesNone() throws {
    let code = (0..<150).map { "let value\($0) = compute(\($0))" }.joined(separator: "\n")
    let markdown = "Short paragraph.\n\n```swift\n\(code)\n```\n\nAfter the code."
    let (pdf, report) = try render(Document(pageSize: .a5) { Markdown(markdown) })
    #expect(
      !report.diagnostics.contains { $0.kind == .oversized || $0.kind == .clipped }, "\(report.diagnostics)")
    let lines = try PDFText.lines(pdf)
    let text = lines.map { $0.words.map(\.text).joined(separator: " ") }
    for index in 0..<150 { #expect(text.contains("let value\(index) = compute(\(index))"), "line \(index)") }
    // It starts on the first page, under the short paragraph, and fills the pages it needs.
    #expect(lines.first { $0.words.first?.text == "let" }?.page == 1)
    let pages = Set(lines.map(\.page)).count
    #expect(pages == 4, "\(pages) pages")
  }

  @Test func markdownParagraphsSplitBetweenPagesKeepingTwoLinesOnEachSide() throws {
    let markdown = Array(repeating: Self.paragraph, count: 6).joined(separator: "\n\n")
    let (pdf, _) = try render(Document(pageSize: .a5) { Markdown(markdown) })
    let lines = try PDFText.lines(pdf)
    let pageCount = Set(lines.map(\.page)).count
    // Every page but the last is full: its last line within two lines of the page's foot.
    let lineHeight = try #require(lines.first?.box.height)
    for page in 1..<pageCount {
      let bottom = try #require(lines.filter { $0.page == page }.map(\.box.maxY).max())
      #expect(bottom >= PageSize.a5.height - 36 - 2 * lineHeight - 8, "page \(page) ends at \(bottom)")
    }
    // A paragraph cut by a page keeps at least two lines at the foot and two at the top.
    let words = lines.flatMap { $0.words.map(\.text) }.joined(separator: " ")
    #expect(words.components(separatedBy: "keeps going.").count - 1 == 6 * 12)
    for page in 1..<pageCount {
      let foot = lines.filter { $0.page == page }.suffix(2)
      let head = lines.filter { $0.page == page + 1 }.prefix(2)
      let cut = !(foot.last?.words.last?.text.hasSuffix("going.") ?? true)
      if cut {
        #expect(
          foot.count == 2 && !(foot.first?.words.last?.text.hasSuffix("going.") ?? true) || foot.count == 2)
        #expect(head.count == 2)
      }
    }
  }

  @Test func textThatCannotBePlacedFailsTheRenderNamingIt() throws {
    let line = #line + 2
    let document = Document(pageSize: PageSize(width: 300, height: 200)) {
      Text(Self.paragraph).frame(height: 400)
    }
    let file = temporaryDirectory().appendingPathComponent("out.pdf")
    #expect {
      try document.render(to: [.pdf(file)], settings: RenderSettings(fonts: .system))
    } throws: { error in
      let error = error as? FolioError
      return error?.code == .layoutFailed && "\(error!)".contains("PageSplittingTests.swift:\(line)")
        && "\(error!)".contains("This paragraph is long")
    }
    #expect(!FileManager.default.fileExists(atPath: file.path), "no partial output")
    // A shape too tall is clipped with a warning: no words are lost.
    let shape = Document(pageSize: PageSize(width: 300, height: 200)) {
      Color.red.frame(width: 50, height: 500)
    }
    let report = try shape.render(to: [], settings: RenderSettings(fonts: .system))
    #expect(report.diagnostics.contains { $0.kind == .oversized })
  }
}

extension PageSplittingTests {
  @Test func longCodeLinesWrapAtAnyCharacterWithAMark() throws {
    let long =
      "let total = items.map { $0.price * Double($0.quantity) }.reduce(0, +) // sum of the invoice lines"
    let markdown = "```swift\n\(long)\nlet short = 1\n```"
    let (pdf, _) = try render(Document(pageSize: PageSize(width: 300, height: 400)) { Markdown(markdown) })
    let lines = try PDFText.lines(pdf)
    let texts = lines.map { $0.words.map(\.text).joined(separator: " ") }
    // The long line wraps, each piece but the last ending with the mark; the short one not.
    let marked = texts.filter { $0.hasSuffix("↩") }
    #expect(marked.count >= 1, "\(texts)")
    #expect(!texts.contains { $0.contains("let short = 1↩") })
    // No character is lost or added but the marks; pieces fill the block to its edge.
    let joined = lines.flatMap { $0.words.map(\.text) }.joined().replacingOccurrences(of: "↩", with: "")
    #expect(joined == (long + "let short = 1").replacingOccurrences(of: " ", with: ""))
    let right = 300 - 36.0 - 8
    for line in lines { #expect(line.box.maxX <= right + 0.5, "\(line.words.map(\.text))") }
    let pieceEnds = lines.filter { $0.words.last?.text.hasSuffix("↩") == true }.map { Double($0.box.maxX) }
    let widest = try #require(pieceEnds.min())
    #expect(widest >= right - 12, "a wrapped piece ends \(right - widest) pt short of the edge")
  }
}

extension PageSplittingTests {
  @Test func textInAFixedWidthFrameSplitsToo() throws {
    let text = Array(repeating: Self.paragraph, count: 3).joined(separator: " ")
    let (pdf, _) = try render(
      Document(pageSize: PageSize(width: 300, height: 300)) { Text(text).frame(width: 150) })
    let lines = try PDFText.lines(pdf)
    #expect(Set(lines.map(\.page)).count > 2)
    let words = lines.flatMap { $0.words.map(\.text) }
    #expect(words == text.split(separator: " ").map(String.init))
  }
}

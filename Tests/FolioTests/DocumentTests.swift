import Folio
import FolioSamples
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

// Issue 5: pages, flowing content, headers and footers, tables, label sheets, barcodes.
@Suite struct PaginationTests {
  /// Text-only pages, for assertions on what each page holds.
  func pages(_ document: Document) throws -> [[TextItem]] {
    try document.displayLists(settings: pinned).map { list in
      var items: [TextItem] = []
      list.forEachItem { if case .text(let item) = $0 { items.append(item) } }
      return items
    }
  }

  func small<Content: View>(@ViewBuilder _ body: () -> Content) -> Document {
    Document(pageSize: PageSize(width: 200, height: 120), margins: EdgeInsets(.all, 10), content: body)
  }

  // A child that does not fit moves to the next page.
  @Test func blocksMoveToTheNextPage() throws {
    let document = small {
      PagedVStack(spacing: 0) {
        ForEach(0..<5, id: \.self) { index in
          Color.gray.frame(height: 40).overlay(Text(verbatim: "block \(index)"))
        }
      }
    }
    let result = try pages(document)
    #expect(result.count == 3)
    #expect(
      result.map { $0.map(\.text.string) } == [["block 0", "block 1"], ["block 2", "block 3"], ["block 4"]])
  }

  // Text splits between lines, keeping at least two lines on each side.
  @Test func textSplitsBetweenLines() throws {
    let paragraph = (0..<40).map { "word\($0)" }.joined(separator: " ")
    let document = small { Text(verbatim: paragraph) }
    let result = try pages(document)
    #expect(result.count > 1)
    var words: [String] = []
    for page in result {
      for item in page {
        let range = try #require(item.lineRange)
        #expect(range.count >= 2)
        #expect(item.frame.maxY <= 110.01)
        words.append(item.text.string)
      }
    }
    #expect(Set(words) == [paragraph])
    let lineCounts = result.flatMap { $0.compactMap { $0.lineRange?.count } }
    let total = try #require(result.first?.first?.measured.lines.count)
    #expect(lineCounts.reduce(0, +) == total)
  }

  // Stacks split between their children; keepTogether moves a stack whole.
  @Test func stacksSplitUnlessKeptTogether() throws {
    func stack() -> some View {
      VStack(spacing: 0) {
        ForEach(0..<4, id: \.self) { Color.gray.frame(height: 30).overlay(Text(verbatim: "row \($0)")) }
      }
    }
    let split = try pages(
      small {
        Color.clear.frame(height: 50)
        stack()
      })
    #expect(split.map { $0.map(\.text.string) } == [["row 0"], ["row 1", "row 2", "row 3"]])
    let kept = try pages(
      small {
        Color.clear.frame(height: 50)
        stack().keepTogether()
      })
    #expect(kept.map { $0.map(\.text.string) } == [[], ["row 0", "row 1", "row 2"], ["row 3"]])
  }

  // keepWithNext keeps a heading with the start of what follows; pageBreak starts a page.
  @Test func keepWithNextAndPageBreaks() throws {
    let document = small {
      Color.clear.frame(height: 70)
      Text("Heading").keepWithNext()
      Color.gray.frame(height: 30).overlay(Text("body"))
      Text("After the break").pageBreak()
    }
    let result = try pages(document)
    #expect(result.map { $0.map(\.text.string) } == [[], ["Heading", "body"], ["After the break"]])
  }

  // An unbreakable block taller than a page is placed, clipped, with a diagnostic — and
  // pagination ends. (Holding text, it fails the render: PageSplittingTests.)
  @Test func oversizedBlocksAreClipped() throws {
    let document = small {
      Color.red.frame(height: 500).overlay(Circle().frame(width: 20))
      Text("after")
    }
    let lists = try document.displayLists(settings: pinned)
    #expect(lists.count == 2)
    guard case .group(let group) = lists[0].items.first else {
      Issue.record("expected a clipping group")
      return
    }
    #expect(group.clip?.boundingRect == CGRect(x: 10, y: 10, width: 180, height: 100))
    let report = try document.render(
      to: [.pdf(temporaryDirectory().appendingPathComponent("o.pdf"))], settings: pinned)
    #expect(report.diagnostics.contains { $0.kind == .oversized })
  }

  // "Page N of M" is exact on every page; headers have first and left/right variants;
  // content never runs under the footer.
  @Test func headersFootersAndPageCounts() throws {
    let pageWidth: CGFloat = 200
    let document = small {
      PagedVStack(spacing: 4) {
        ForEach(0..<30, id: \.self) { Text(verbatim: "line \($0)") }
      }
      .pageHeader { page in Text(verbatim: "header \(page.pageNumber)") }
      .pageHeader(on: .first) { _ in Text(verbatim: "first header") }
      .pageHeader(on: .left) { page in Text(verbatim: "left \(page.pageNumber)") }
      .pageFooter { page in Text(verbatim: "Page \(page.pageNumber) of \(page.pageCount)") }
    }
    let result = try pages(document)
    let count = result.count
    #expect(count > 2)
    for (index, page) in result.enumerated() {
      let strings = page.map(\.text.string)
      #expect(strings.contains("Page \(index + 1) of \(count)"))
      let header =
        index == 0 ? "first header" : (index % 2 == 1 ? "left \(index + 1)" : "header \(index + 1)")
      #expect(strings.contains(header))
      let footer = try #require(page.first { $0.text.string.hasPrefix("Page ") }).frame
      let footerTop = footer.minY
      // Decorations sit centered across the page (docs/documents.md).
      let headerFrame = try #require(page.first { $0.text.string == header }).frame
      for frame in [footer, headerFrame] { #expect(abs(frame.midX - pageWidth / 2) < 0.5, "\(frame)") }
      for item in page where item.text.string.hasPrefix("line") {
        #expect(item.frame.maxY <= footerTop)
      }
    }
  }

  // A footer taller than the bottom margin shrinks the content area.
  @Test func tallFootersShrinkTheContentArea() throws {
    let document = small {
      ForEach(0..<20, id: \.self) { Text(verbatim: "line \($0)") }
    }
    let tall = Document(pageSize: PageSize(width: 200, height: 120), margins: EdgeInsets(.all, 10)) {
      Group { ForEach(0..<20, id: \.self) { Text(verbatim: "line \($0)") } }
        .pageFooter { _ in Color.gray.frame(height: 40) }
    }
    #expect(try pages(tall).count > pages(document).count)
    for list in try tall.displayLists(settings: pinned) {
      list.forEachItem {
        if case .text(let item) = $0 { #expect(item.frame.maxY <= 120 - 40 + 0.01) }
      }
    }
  }

  // Tables split between rows and repeat their header; a row is not cut.
  @Test func tablesRepeatHeaders() throws {
    struct Row: Identifiable {
      let id: Int
      var name: String { "item \(id)" }
    }
    let rows = (1...30).map { Row(id: $0) }
    let document = small {
      Table(rows) {
        TableColumn("Name", value: \Row.name)
        TableColumn("Number") { (row: Row) in Text(verbatim: "\(row.id)") }.width(50).alignment(.numeric)
      }
    }
    let result = try pages(document)
    #expect(result.count > 2)
    var seen: [String] = []
    for page in result {
      let strings = page.map(\.text.string)
      #expect(strings.first == "Name")
      seen += strings.filter { $0.hasPrefix("item") }
    }
    #expect(seen == rows.map(\.name))
  }

  // A table reads each row's value once for all its columns: a lazy collection's
  // transform (often a formatting step) runs once per row, not once per cell.
  @Test func tableRowsAreReadOncePerRow() throws {
    final class Counter: @unchecked Sendable { var reads = 0 }
    let counter = Counter()
    let rows = (1...30).lazy.map { number -> (id: Int, name: String) in
      counter.reads += 1
      return (number, "item \(number)")
    }
    let document = small {
      Table(rows) {
        TableColumn("Name") { (row: (id: Int, name: String)) in Text(verbatim: row.name) }
        TableColumn("Number") { (row: (id: Int, name: String)) in Text(verbatim: "\(row.id)") }.width(40)
        TableColumn("Again") { (row: (id: Int, name: String)) in Text(verbatim: "#\(row.id)") }.width(40)
      }
    }
    let result = try pages(document)
    let names = result.flatMap { $0.map(\.text.string) }.filter { $0.hasPrefix("item") }
    #expect(names == (1...30).map { "item \($0)" })
    // Three columns: once per cell would be 90 reads, and more when rows are made again
    // to be measured and placed.
    #expect(counter.reads >= 30)
    #expect(counter.reads <= 2 * 30, "rows read \(counter.reads) times")
  }

  // Section titles reach headers.
  @Test func sectionTitles() throws {
    let document = small {
      PagedVStack {
        Text("Intro").pageSection("Introduction")
        Color.gray.frame(height: 150)
        Text("Methods").pageSection("Methods").pageBreak()
      }
      .pageHeader { page in Text(verbatim: page.sectionTitle ?? "none") }
    }
    let headers = try pages(document).map { $0.first?.text.string }
    #expect(headers.first == "Introduction")
    #expect(headers.last == "Methods")
  }

  // Named page sizes and orientation.
  @Test func pageSizes() {
    #expect(abs(PageSize.a4.width - 595.276) < 0.001)
    #expect(PageSize.letter.size == CGSize(width: 612, height: 792))
    #expect(PageSize.a4.landscape.width > PageSize.a4.landscape.height)
    #expect(PageSize.a5.landscape.portrait == PageSize.a5)
    #expect(PageSize.legal.height == 1008)
  }

  // Mixed page sizes in one document, fixed pages and flows.
  @Test func mixedPages() throws {
    let document = Document(pageSize: .a5) {
      Page { Text("Cover") }
      Page(size: .a4.landscape) { Text("Wide") }
      Text("Flowing")
    }
    let lists = try document.displayLists(settings: pinned)
    #expect(lists.map(\.size) == [PageSize.a5.size, PageSize.a4.landscape.size, PageSize.a5.size])
  }
}

@Suite struct LabelAndBarcodeTests {
  // Templates place labels where the manufacturers print them.
  @Test func templates() throws {
    #expect(LabelTemplate.avery5160.labelsPerPage == 30)
    #expect(
      LabelTemplate.avery5160.labelFrame(at: 4) == CGRect(x: 13.5 + 198, y: 36 + 72, width: 189, height: 72))
    #expect(LabelTemplate.avery5163.labelsPerPage == 10)
    #expect(LabelTemplate.l7651.labelsPerPage == 65)
    for template in LabelTemplate.builtIn { try template.validate() }
    #expect(throws: FolioError.self) {
      try LabelTemplate(
        name: "Too big", pageSize: .letter, labelSize: CGSize(width: 400, height: 100), columns: 2, rows: 1,
        topMargin: 0, leftMargin: 0, horizontalPitch: 400, verticalPitch: 100)
    }
    let custom = try LabelTemplate(
      name: "Custom", pageSize: .a4, labelSize: CGSize(width: 100, height: 50), columns: 2, rows: 3,
      topMargin: 20, leftMargin: 20, horizontalPitch: 110, verticalPitch: 60)
    #expect(custom.labelFrame(at: 5) == CGRect(x: 130, y: 140, width: 100, height: 50))
  }

  // Labels fill sheets in order; startingAt skips used labels on the first sheet.
  @Test func sheetsAndOffsets() throws {
    let sheet = LabelSheet(template: .avery5163, items: Array(1...14), startingAt: 3) { number in
      Text(verbatim: "label \(number)")
    }
    #expect(sheet.pageCount == 2)
    let document = Document(margins: EdgeInsets()) { sheet }
    let lists = try document.displayLists(settings: pinned)
    #expect(lists.count == 2)
    var firstPage: [TextItem] = []
    lists[0].forEachItem { if case .text(let item) = $0 { firstPage.append(item) } }
    #expect(firstPage.count == 7)
    let slot3 = LabelTemplate.avery5163.labelFrame(at: 3)
    let first = try #require(firstPage.first { $0.text.string == "label 1" })
    #expect(slot3.contains(first.frame.origin))
    #expect(lists[0].size == PageSize.letter.size)
  }

  // The alignment test page outlines every label and numbers it.
  @Test func alignmentTestPage() throws {
    let lists = try Document { LabelAlignmentTestPage(template: .l7160) }.displayLists(settings: pinned)
    #expect(lists.count == 1)
    var outlines = 0
    var numbers: [String] = []
    lists[0].forEachItem {
      if case .stroke = $0 { outlines += 1 }
      if case .text(let item) = $0, Int(item.text.string) != nil { numbers.append(item.text.string) }
    }
    #expect(outlines >= 21)
    #expect(numbers.count == 21)
  }

  // Invalid barcode data is a thrown error naming the value.
  @Test func barcodeValidation() throws {
    #expect(throws: FolioError.self) { try BarcodeSymbol(.ean13, value: "5901234123458") }
    do {
      _ = try BarcodeSymbol(.ean13, value: "5901234123458")
    } catch {
      #expect(error.description.contains("5901234123458"))
      #expect(error.description.contains("check digit"))
    }
    #expect(throws: FolioError.self) { try BarcodeSymbol(.code39, value: "lowercase~") }
    #expect(throws: FolioError.self) { try BarcodeSymbol(.upcA, value: "12345") }
    #expect(throws: FolioError.self) { try BarcodeSymbol(.qrCode, value: "") }
    let symbol = try BarcodeSymbol(.ean13, value: "590123412345")
    #expect(symbol.bars.count > 20)
    // In a view, invalid data fails the render with the same error.
    #expect(throws: FolioError.self) {
      _ = try ImageRenderer(content: Barcode(.upcA, value: "not digits"), settings: pinned).pdfData()
    }
  }

  // Every barcode of the shipping labels decodes back to its value (zbarimg, 300 dpi).
  @Test func shippingBarcodesDecode() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pdf = directory.appendingPathComponent("ship.pdf")
    let sample = try #require(SampleCatalog.named("shipping-labels"))
    let report = try sample.document().render(to: [.pdf(pdf)], settings: pinned)
    let table = try CSVTable(contentsOf: SampleCatalog.dataDirectory.appendingPathComponent("shipping.csv"))
    #expect(table.records.count >= 30)
    var decoded: [String] = []
    for page in 1...report.pageCount {
      let prefix = directory.appendingPathComponent("page").path
      shell(["pdftoppm", "-r", "300", "-f", "\(page)", "-l", "\(page)", "-png", pdf.path, prefix])
      let images = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
        $0.hasSuffix(".png")
      }
      for image in images {
        decoded += shell(["zbarimg", "-q", "--raw", directory.appendingPathComponent(image).path]).output
          .split(separator: "\n").map(String.init)
        try FileManager.default.removeItem(at: directory.appendingPathComponent(image))
      }
    }
    for record in table.records {
      let tracking = try #require(record["tracking"])
      #expect(decoded.contains(tracking), "Code 128 \(tracking)")
      #expect(decoded.contains("https://track.folio.example/\(tracking)"), "QR \(tracking)")
    }
  }

  // CSV: quoted fields, embedded newlines and quotes, CRLF, errors with line numbers.
  @Test func csvReader() throws {
    let table = try CSVTable(text: "name,note\r\n\"Doe, Jane\",\"said \"\"hi\"\"\nthen left\"\r\nBob,\n")
    #expect(table.header == ["name", "note"])
    #expect(table.records.count == 2)
    #expect(table.records[0]["name"] == "Doe, Jane")
    #expect(table.records[0]["note"] == "said \"hi\"\nthen left")
    #expect(table.records[1]["note"] == "")
    #expect(table.records[1]["missing"] == nil)
    #expect(throws: FolioError.self) { try CSVTable(text: "a\n\"open") }
    do {
      _ = try CSVTable(text: "a,b\n1,2\nx\"y,3", source: "data.csv")
    } catch {
      #expect(error.description == "data.csv:3: a quote inside an unquoted field")
    }
  }
}

@Suite struct WorkloadTextTests {
  // The report: 101 pages, the header on every page, "Page N of M" right on every page, and
  // no text under the footer (from pdftotext -bbox positions).
  @Test func reportPagesAndFooters() throws {
    let document = try #require(SampleCatalog.named("report")).document()
    let words = try PDFText.words(document.pdfData(settings: pinned))
    var pages: [Int: [(y: Double, bottom: Double, word: String)]] = [:]
    for line in words.split(separator: "\n") {
      // page N (x, y, w, h) word
      let parts = line.split(separator: " ", maxSplits: 6)
      guard parts.count == 7, let page = Int(parts[1]) else { continue }
      let y = Double(parts[3].dropLast()) ?? 0
      let height = Double(parts[5].dropLast()) ?? 0
      pages[page, default: []].append((y: y, bottom: y + height, word: String(parts[6])))
    }
    #expect(pages.count == 101)
    for (number, page) in pages {
      let words = page.map(\.word)
      #expect(words.contains("Quantity") && words.contains("Amount"), "header on page \(number)")
      let footer = try #require(
        page.indices.first { index in
          index + 3 < page.count && page[index].word == "Page" && page[index + 1].word == "\(number)"
            && page[index + 2].word == "of" && page[index + 3].word == "101"
        }, "footer on page \(number)")
      let footerTop = page[footer].y
      for word in page where word.y < footerTop - 0.5 {
        #expect(word.bottom <= footerTop, "page \(number): \(word.word) runs under the footer")
      }
    }
  }
}

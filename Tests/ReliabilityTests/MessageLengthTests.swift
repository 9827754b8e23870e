import Folio
import Foundation
import Testing

// Issue 51, item 9: every message quotes a long value as its first 40 characters and its
// length (docs/reliability.md, "Limits"), and a warning names the line you wrote, not a
// line inside Folio.
@Suite struct MessageLengthTests {
  let long = String(repeating: "x", count: 5_000)

  /// Whether a message quotes `long` shortened: its length, and no run of 41 of its letters.
  func isShortened(_ message: String) -> Bool {
    message.contains("(5000 characters)") && !message.contains(String(repeating: "x", count: 41))
  }

  @Test func unknownSymbolNamesAreShortenedAndNameYourLine() throws {
    let line = #line + 1
    let layout = LayoutSnapshot(of: Image(systemName: long).padding(), proposal: .unspecified, fonts: .pinned)
    let warning = try #require(layout.diagnostics.first)
    #expect(isShortened(warning.description), "\(warning.description.count) characters")
    #expect(warning.source == "MessageLengthTests.swift:\(line)", "\(String(describing: warning.source))")
  }

  @Test func refusedLinksAreShortened() throws {
    let url = try #require(URL(string: "ftp://" + long))
    let pdf = temporaryDirectory().appendingPathComponent("link.pdf")
    let report = try Document { Link("a", destination: url) }.render(to: [.pdf(pdf)], settings: pinned)
    let warning = try #require(report.diagnostics.first { $0.kind == .linkRefused })
    #expect(warning.description.contains("(5006 characters)"), "\(warning.description.count) characters")
    #expect(!warning.description.contains(String(repeating: "x", count: 41)))
  }

  @Test func missingImagesWithLongNamesAreShortened() throws {
    let directory = temporaryDirectory()
    let line = #line + 2
    do {
      try Document { Image(long) }.write(to: directory.appendingPathComponent("out.pdf"), settings: pinned)
      Issue.record("an image that does not exist was drawn")
    } catch {
      #expect(error.code == .fileNotReadable)
      // The line that made the image comes first.
      #expect(error.source == "MessageLengthTests.swift:\(line)", "\(error)")
      #expect("\(error)".hasPrefix("MessageLengthTests.swift:\(line): cannot read "), "\(error)")
      #expect("\(error)".count < 150, "\(error)")
      #expect("\(error)".contains("characters)"), "\(error)")
    }
    #expect(files(in: directory).isEmpty)
  }

  @Test func pathsOfRealFilesAreShownWhole() {
    let path = "/srv/" + String(repeating: "folder/", count: 30) + "report.pdf"
    let error = FolioError.writeFailed(path: path, reason: "the disk is full")
    #expect("\(error)" == "cannot write \(path): the disk is full")
  }

  @Test func dataValuesAreShortened() throws {
    let record = DataRecord(number: 3, source: "rows.csv", line: 4, columns: ["price"], values: [long])
    #expect(throws: FolioError.self) { try record.double("price") }
    do {
      _ = try record.double("price")
    } catch {
      #expect(isShortened("\(error)"), "\(error)")
      #expect("\(error)".hasPrefix("rows.csv:4: record 3 field 'price' is not a number: 'xxxx"), "\(error)")
    }
  }

  @Test func missingGlyphsAreShortened() throws {
    // Private-use characters: no font has them.
    let text = String(repeating: "\u{F8FF}", count: 300)
    let layout = LayoutSnapshot(of: Text(verbatim: text), proposal: .unspecified, fonts: .pinned)
    let warning = try #require(layout.diagnostics.first { $0.kind == .missingGlyphs })
    #expect(warning.message.count < 200, "\(warning.message)")
  }
}

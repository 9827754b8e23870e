import FolioGraphics
import FolioTestSupport
import Foundation
import Testing

@testable import FolioCairo
@testable import FolioPango

// Issue 10: the small pieces the guarantees rest on, tested on their own.
@Suite struct ComponentTests {
  @Test func resourceFilterBlanksRepeatsWithoutMovingBytes() {
    let input = Array(
      "1 0 obj\n<<\n   /XObject << /x7 7 0 R /x9 9 0 R /x9 9 0 R >>\n   /Font << /f-0-0 8 0 R >>\n>>\nstream\n\u{1}\u{2}/x9 9 0 R\n"
        .utf8)
    // Fed in awkward chunks: the resource line is split twice.
    var filter = PDFResourceFilter()
    var output: [UInt8] = []
    for range in [0..<20, 20..<31, 31..<45, 45..<input.count] {
      input[range].withUnsafeBytes { output += filter.process($0) }
    }
    output += filter.finish()
    #expect(output.count == input.count, "no byte offset changes")
    let text = String(decoding: output, as: UTF8.self)
    #expect(text.contains("   /XObject << /x7 7 0 R /x9 9 0 R " + String(repeating: " ", count: 9) + " >>"))
    #expect(text.contains("\u{1}\u{2}/x9 9 0 R"), "other lines are untouched")
  }

  /// The search the PDF filters skip long runs of lines with: found at either end and
  /// around its anchor byte, not found when only the anchor byte or a near miss is there.
  @Test func byteSearchFindsByItsAnchorByte() {
    func found(_ needle: String, anchor: Int, in text: String) -> Bool {
      Array(text.utf8).withUnsafeBufferPointer {
        ByteSearch.contains(Array(needle.utf8), anchor: anchor, in: $0)
      }
    }
    #expect(found("xref\n", anchor: 0, in: "xref\n0 5\n"))
    #expect(found("xref\n", anchor: 0, in: "%%\nstartxref\n"))
    #expect(found("   /XObject <<", anchor: 4, in: "<<\n   /XObject << /x1 1 0 R >>"))
    #expect(
      found(
        "<< /Type /Catalog\n", anchor: 9,
        in: String(repeating: "   /S /P\n", count: 500) + "<< /Type /Catalog\n"))
    #expect(!found("<< /Type /Catalog\n", anchor: 9, in: "<< /Type /Catalo\n /C"))
    #expect(!found("xref\n", anchor: 0, in: "xre\nxrefs x"))
    #expect(!found("xref\n", anchor: 0, in: "ref\n"), "shorter than the needle")
  }

  /// The structure filter passes chunks of complete lines without a line it looks for as
  /// they are, and still inserts the language after the catalog and moves the offsets of
  /// the cross-reference table and `startxref` by what it inserted, however the bytes come.
  @Test func structureFilterInsertsTheLanguageWhateverTheChunks() {
    let elements = (0..<300).map {
      "\($0 + 3) 0 obj\n<< /Type /StructElem\n   /S /P\n   /P 2 0 R\n>>\nendobj\n"
    }
    .joined()
    let catalogOffset = elements.utf8.count
    let body = elements + "1 0 obj\n<< /Type /Catalog\n   /Pages 2 0 R\n>>\nendobj\n"
    let xrefOffset = body.utf8.count
    let input = Array(
      (body + "xref\n0 2\n0000000000 65535 f \n\(String(format: "%010d", catalogOffset)) 00000 n \n"
        + "trailer\n<< /Size 2 >>\nstartxref\n\(xrefOffset)\n%%EOF\n").utf8)
    let inserted = "   /Lang <FEFF0066006F>\n"
    var expected = body.replacingOccurrences(
      of: "<< /Type /Catalog\n", with: "<< /Type /Catalog\n" + inserted)
    expected += "xref\n0 2\n0000000000 65535 f \n\(String(format: "%010d", catalogOffset)) 00000 n \n"
    expected += "trailer\n<< /Size 2 >>\nstartxref\n\(xrefOffset + inserted.utf8.count)\n%%EOF\n"
    for cuts in [
      [input.count], [4_000, 9_000, input.count], [catalogOffset + 3, input.count - 12, input.count],
    ] {
      var filter = PDFStructureFilter(language: "fo")
      var output: [UInt8] = []
      var start = 0
      for end in cuts {
        output += filter.process(Array(input[start..<end]))
        start = end
      }
      output += filter.finish()
      #expect(String(decoding: output, as: UTF8.self) == expected, "cut at \(cuts)")
    }
  }

  /// Runs bytes through a structure filter with a language and alternative texts; what
  /// it wrote and what it says was lost.
  func filtered(_ input: String, language: String?, alternatives: [String?]) -> (String, String?) {
    var filter = PDFStructureFilter(language: language)
    filter.alternatives = alternatives
    var output = filter.process(Array(input.utf8))
    output += filter.finish()
    return (String(decoding: output, as: UTF8.self), filter.whatWasLost)
  }

  @Test func theStructureFilterSaysWhatItCouldNotWrite() {
    // Cairo 1.16's plain objects and table: everything written, nothing lost.
    let plain =
      "1 0 obj\n<< /Type /Catalog\n   /Pages 2 0 R\n>>\nendobj\n2 0 obj\n<< /Type /StructElem\n   /S /Figure\n>>\nendobj\n"
    let table =
      "xref\n0 3\n0000000000 65535 f \n0000000000 00000 n \n0000000050 00000 n \ntrailer\n<< /Size 3 >>\nstartxref\n120\n%%EOF\n"
    let (written, nothing) = filtered(plain + table, language: "de-DE", alternatives: ["A chart"])
    #expect(nothing == nil)
    #expect(written.contains("/Lang <FEFF") && written.contains("/Alt <FEFF"))
    // Cairo 1.18's default: the catalog and elements inside a compressed object stream,
    // an xref stream: nothing to insert into, and it says so.
    let streams =
      "1 0 obj\n<< /Type /ObjStm /N 2 /First 9 /Filter /FlateDecode /Length 80 >>\nstream\nx\u{9C}\u{1}\u{2}\nendstream\nendobj\n3 0 obj\n<< /Type /XRef /W [1 2 2] >>\nendobj\nstartxref\n200\n%%EOF\n"
    let (_, lost) = filtered(streams, language: "de-DE", alternatives: ["A chart", nil, "A map"])
    #expect(lost == "its language (de-DE), the alternative text of 2 of its 2 figures")
    // An insertion without a table to move is a damaged file.
    let (_, damaged) = filtered(plain + "trailer\n<< >>\n%%EOF\n", language: "fr", alternatives: [])
    #expect(damaged == "a consistent cross-reference table")
  }

  /// A tagged PDF as Cairo 1.18 writes one — catalog and structure elements inside
  /// compressed object streams, a cross-reference stream — made here by qpdf from this
  /// Cairo's PDF, with one entry pointing at no object (as Cairo 1.18's `Artifact`
  /// objects do): the incremental update adds the language and the alternative text,
  /// replaces the dangling entry, and qpdf reads the result without a warning.
  @Test func theIncrementalUpdateAddsTheLanguageAndAlternativeTextAfterObjectStreams() throws {
    let folder = temporaryDirectory("incremental")
    let plain = folder.appendingPathComponent("plain.pdf")
    var metadata = DocumentMetadata()
    metadata.language = ""
    let writer = PDFWriter(metadata: metadata, tagged: true)
    var list = DisplayList(size: CGSize(width: 200, height: 100))
    list.items = [
      .group(
        GroupItem(
          structure: .figure(alt: nil),
          items: [
            .fill(FillItem(path: Path(CGRect(x: 10, y: 10, width: 40, height: 20)), paint: .color(.blue)))
          ]))
    ]
    try writer.addPage(list)
    try writer.finish().write(to: plain)
    let streams = folder.appendingPathComponent("streams.pdf")
    #expect(
      shell(["qpdf", "--object-streams=generate", "--compress-streams=y", plain.path, streams.path]).status
        == 0)
    var bytes = [UInt8](try Data(contentsOf: streams))
    #expect(!String(decoding: bytes, as: UTF8.self).contains("/Type /Catalog"), "the catalog is compressed")
    // The objects the file really has, as the sink notes them.
    let sink = ByteSink()
    sink.notesObjectOffsets = true
    sink.append(after: bytes)
    var update = PDFIncrementalUpdate(language: "de-DE", alternatives: ["Ein blauer Balken"])
    var offsets = sink.objectOffsets
    // One object whose entry points elsewhere, as Cairo 1.18 leaves them.
    if let first = offsets.keys.sorted().first(where: { $0 > 1 }) { offsets[first] = -1 }
    let result = update.update(tail: bytes, tailStart: 0, fileSize: bytes.count, objectOffsets: offsets)
    let appended = try #require(result)
    #expect(update.whatWasLost == nil)
    #expect(String(decoding: appended, as: UTF8.self).contains("null"))
    bytes += appended
    let updated = folder.appendingPathComponent("updated.pdf")
    try Data(bytes).write(to: updated)
    let check = shell(["qpdf", "--check", updated.path])
    #expect(check.status == 0, "\(check.output)")
    let json = shell(["qpdf", "--json=1", "--json-key=objects", updated.path]).output
    #expect(json.contains("\"/Lang\": \"de-DE\""), "\(json.prefix(400))")
    #expect(json.contains("\"/Alt\": \"Ein blauer Balken\""))
    // A figure more than was tagged: nothing is added, and it says what would be lost.
    var mismatch = PDFIncrementalUpdate(language: "de-DE", alternatives: ["a", "b"])
    let none = mismatch.update(tail: bytes, tailStart: 0, fileSize: bytes.count, objectOffsets: offsets)
    #expect(none == nil)
    #expect(
      mismatch.whatWasLost?.contains("the alternative text of its 2 figures (1 found, 2 tagged)") == true)
  }

  @Test func itemChunksStartAtWordsAndNeverSplitGraphemes() {
    var words = PangoItemChunker(maximumFontSize: 11, maximumSpacing: 0)
    let text = String(repeating: "lorem ipsum dolor ", count: 400)
    words.append(text)
    let bytes = Array(text.utf8)
    #expect(!words.cuts.isEmpty)
    #expect(words.cuts.allSatisfy { bytes[$0 - 1] == 0x20 && bytes[$0] != 0x20 }, "cuts only at word starts")
    var marks = PangoItemChunker(maximumFontSize: 11, maximumSpacing: 0)
    let accented = String(repeating: "e\u{301}", count: 5_000)
    marks.append(accented)
    let accentedBytes = Array(accented.utf8)
    #expect(!marks.cuts.isEmpty)
    #expect(marks.cuts.allSatisfy { accentedBytes[$0] == UInt8(ascii: "e") }, "never before a combining mark")
    var short = PangoItemChunker(maximumFontSize: 11, maximumSpacing: 0)
    short.append("a short text")
    #expect(short.cuts.isEmpty)
    // Bigger fonts make shorter chunks (each at most about a million points wide).
    #expect(PangoItemChunker(maximumFontSize: 500, maximumSpacing: 0).hard < 1_000)
    #expect(PangoItemChunker(maximumFontSize: .nan, maximumSpacing: .nan).hard >= 64)
  }

  @Test func imageHeadersAreReadWithoutDecoding() {
    var png = [UInt8](repeating: 0, count: 24)
    png.replaceSubrange(0..<8, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    png.replaceSubrange(12..<16, with: Array("IHDR".utf8))
    png.replaceSubrange(16..<24, with: [0, 0, 0x01, 0x00, 0, 0, 0x00, 0x80])
    #expect(ImageHeader.pngSize(Data(png)).map { [$0.width, $0.height] } == [256, 128])
    #expect(ImageHeader.pngSize(Data(png.prefix(20))) == nil)
    // SOI, an APP0 segment, then SOF0 with height 2, width 40000.
    let jpeg: [UInt8] = [
      0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x9C, 0x40,
      0x03,
    ]
    #expect(ImageHeader.jpegSize(Data(jpeg)).map { [$0.width, $0.height] } == [40_000, 2])
    #expect(ImageHeader.jpegSize(Data(jpeg.prefix(10))) == nil)
    #expect(ImageHeader.jpegSize(Data([0xFF, 0xD8, 0x00, 0x00, 0x00])) == nil)
  }

  @Test func temporaryNamesAreShortAndFindable() {
    let long = String(repeating: "x", count: 250) + ".pdf"
    let prefix = TemporaryFiles.prefix(for: long)
    #expect(prefix.count == 16)
    #expect(prefix == TemporaryFiles.prefix(for: long))
    #expect(prefix != TemporaryFiles.prefix(for: "other.pdf"))
  }

  @Test func saturatingConversions() {
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: .infinity) == .max)
    #expect(Int(saturating: -1e300) == .min)
    #expect(Int(saturating: 41.9) == 41)
  }
}

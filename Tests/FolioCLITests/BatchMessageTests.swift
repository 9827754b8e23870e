import Folio
import Foundation
import Testing

@testable import FolioCLI

// Issue 15: what `folio batch` writes by hand rather than through JSONEncoder and URL — a
// worker's request, a manifest line, JSON string literals and absolute paths — read back
// by the independent implementations (JSONDecoder, JSONSerialization, URL).
@Suite struct BatchMessageTests {
  /// Texts made of the characters JSON escapes, and others that it must not touch.
  static func trickyTexts(count: Int) -> [String] {
    let pieces = [
      "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "é", "日本", "שלום", "👩🏽‍💻",
      "\u{FEFF}",
      " ", "a", "{", "}", "[", ",", ":", "\\u0041", "%20", "null",
    ]
    var generator = SystemRandomNumberGenerator()
    return [""]
      + (0..<count).map { _ in
        (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
          .joined()
      }
  }

  @Test func jsonStringLiteralsDecodeBackToTheirText() throws {
    let decoder = JSONDecoder()
    for text in Self.trickyTexts(count: 500) {
      let literal = DataRecord.jsonString(text)
      #expect(try decoder.decode(String.self, from: Data(literal.utf8)) == text, "\(literal)")
      #expect(
        !literal.utf8.dropFirst().dropLast().contains { $0 < 0x20 }, "no raw control character: \(literal)")
    }
  }

  @Test func aRequestLineDecodesToTheSameRequest() throws {
    let decoder = JSONDecoder()
    let texts = Self.trickyTexts(count: 200)
    for (index, text) in texts.enumerated() {
      let request = BatchRequest(
        number: index + 1, source: text + ".jsonl", line: index % 3 == 0 ? nil : index * 7,
        record: #"{"name":"# + DataRecord.jsonString(text) + "}", output: "/out/" + text + ".pdf",
        formats: index % 2 == 0 ? ["pdf"] : ["pdf", "png", text])
      let line = request.jsonLine
      #expect(!line.contains("\n"), "one line")
      let decoded = try decoder.decode(BatchRequest.self, from: Data(line.utf8))
      #expect(decoded.number == request.number && decoded.source == request.source)
      #expect(decoded.line == request.line && decoded.record == request.record)
      #expect(decoded.output == request.output && decoded.formats == request.formats)
    }
  }

  @Test func aManifestLineDecodesToTheSameEntry() throws {
    let decoder = JSONDecoder()
    for (index, text) in Self.trickyTexts(count: 200).enumerated() {
      let entry = BatchManifest.Entry(
        output: text + ".pdf", key: String(index, radix: 16), pages: index,
        files: index % 2 == 0 ? [] : [text + "-1.png", text + "-2.png"],
        sizes: index % 2 == 0 ? [] : [UInt64(index), UInt64.max])
      let decoded = try decoder.decode(BatchManifest.Entry.self, from: Data(entry.jsonLine.utf8))
      #expect(decoded.output == entry.output && decoded.key == entry.key && decoded.pages == entry.pages)
      #expect(decoded.files == entry.files && decoded.sizes == entry.sizes)
    }
  }

  @Test func absolutePathsAreWhatURLStandardizationGives() {
    let folder = "/work/batch run"
    let paths = [
      "out/a.pdf", "./out/a.pdf", "out/./a.pdf", "out/../a.pdf", "../a.pdf", "/a/b.pdf", "//a//b.pdf",
      "/a/b/",
      "/a/./b", "/a/../b", "/a/b/.", "/a/b/..", "/", ".", "..", "out/.hidden.pdf", "out/..odd/a.pdf",
      "out/.../a.pdf", "/a/b.pdf/", "a b/ü 日本.pdf", "a%20b.pdf", "a?b#c;d.pdf", "out/{x}.pdf", "/x/.",
    ]
    for path in paths {
      let expected = URL(fileURLWithPath: path.hasPrefix("/") ? path : folder + "/" + path)
        .standardizedFileURL.path
      #expect(AbsolutePath.of(path, in: folder) == expected, "\(path)")
    }
    #expect(AbsolutePath.isStandard("/a/b.pdf"))
    #expect(AbsolutePath.isStandard("/a/.b/..c/...d"))
    for path in ["a/b", "/a//b", "/a/./b", "/a/../b", "/a/", "/a/.", "/a/..", ""] {
      #expect(!AbsolutePath.isStandard(path), "\(path)")
    }
  }
}

extension BatchMessageTests {
  @Test func filesBesideAnOutputAreNamedAsNSStringNamesThem() {
    let outputs = [
      "out/a.pdf", "/abs/out/a.pdf", "a.pdf", "/a.pdf", "out/", "out//a.pdf", "./a.pdf", "x/y/z/日本.pdf",
      "out/a",
    ]
    let files = ["/w/out/a-1.png", "a-2.png", "/w/out/sub/", "/w/x/日本-1.png"]
    for output in outputs {
      for file in files {
        let folder = (output as NSString).deletingLastPathComponent
        let name = (file as NSString).lastPathComponent
        let expected = folder.isEmpty ? name : folder + "/" + name
        #expect(BatchReport.besideOutput(file, output: output) == expected, "\(file) beside \(output)")
      }
    }
    #expect(BatchReport.besideOutput("/w/a.pdf", output: nil) == "/w/a.pdf")
  }
}

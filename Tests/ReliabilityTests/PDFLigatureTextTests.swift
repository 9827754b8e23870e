import Foundation
import Testing

@testable import FolioCairo

/// The ToUnicode maps' ligature characters become their letters.
@Suite struct PDFLigatureTextTests {
  @Test func ligatureCharactersBecomeTheirLetters() throws {
    let map = """
      /CIDInit /ProcSet findresource begin
      1 begincodespacerange
      <00> <ff>
      endcodespacerange
      4 beginbfchar
      <01> <FB01>
      <02> <fb03>
      <03> <0066>
      <04> <00e9>
      endbfchar
      endcmap
      """
    let rewritten = try #require(PDFLigatureText.rewrittenMap(Array(map.utf8)))
    let lines = String(decoding: rewritten, as: UTF8.self).split(separator: "\n")
    #expect(lines.contains("<01> <00660069>") && lines.contains("<02> <006600660069>"))
    #expect(lines.contains("<03> <0066>") && lines.contains("<04> <00e9>"))
    #expect(lines.contains("<00> <ff>"), "the code space is not a character entry")
    #expect(
      PDFLigatureText.rewrittenMap(Array("/CIDInit\n1 beginbfchar\n<01> <0041>\nendbfchar\n".utf8)) == nil)
  }

  @Test func aRewrittenStreamIsFoundDeflatedAndWrittenAgain() throws {
    let map = Array("/CIDInit /ProcSet findresource begin\n1 beginbfchar\n<01> <fb02>\nendbfchar\n".utf8)
    let data = try #require(PDFLigatureText.deflate(map))
    var file = Array("12 0 obj\n<< /Length 13 0 R\n   /Filter /FlateDecode\n>>\nstream\n".utf8)
    file += data
    file += Array("\nendstream\nendobj\n13 0 obj\n   \(data.count)\nendobj\n".utf8)
    let objects = PDFLigatureText.rewrittenObjects(in: file)
    #expect(objects.map(\.number) == [12])
    let text = try #require(objects.first?.object)
    let start = try #require(PDFSyntax.firstIndex(of: "stream\n", in: text, from: 0)) + 7
    let end = try #require(PDFSyntax.firstIndex(of: "\nendstream", in: text, from: start))
    let inflated = try #require(PDFSyntax.inflate(text[start..<end]))
    #expect(String(decoding: inflated, as: UTF8.self).contains("<01> <0066006c>"))
  }
}

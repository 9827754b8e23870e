import CZlib
import Foundation

/// Gives the ligature glyphs of a PDF's fonts their letters in the fonts' ToUnicode maps,
/// so a ligature drawn as one glyph (ﬁ) is extracted, searched and read aloud as the
/// letters it joins ("fi").
///
/// Folio hands Cairo a ligature's cluster as the ligature's character (U+FB01 for ﬁ), the
/// character the font maps to the glyph, so that Cairo writes no `/ActualText` span inside
/// a paragraph's marked content (`GlyphRuns.ClusterText`); the map is then put right
/// here, after Cairo has written the fonts:
///
/// 1. Each stream at the end of the file (the fonts are written as Cairo finishes it) that
///    is deflated and whose data is a ToUnicode CMap (`/CIDInit /ProcSet findresource
///    begin`) is read.
/// 2. Each `bfchar` entry whose text is one of the seven Latin ligatures (U+FB00–U+FB06)
///    gets the letters instead (`<fb01>` becomes `<00660069>`).
/// 3. A map that changed is written again as a new version of its object, which
///    `PDFIncrementalUpdate` appends.
enum PDFLigatureText {
  /// The letters of each ligature character, as UTF-16BE hex.
  static let letters: [String: String] = [
    "fb00": "00660066", "fb01": "00660069", "fb02": "0066006c", "fb03": "006600660069",
    "fb04": "00660066006c", "fb05": "017f0074", "fb06": "00730074",
  ]

  /// The ToUnicode streams in `bytes` whose maps changed: each object's number and its
  /// new text, from `N 0 obj` to `endobj`.
  static func rewrittenObjects(in bytes: [UInt8]) -> [(number: Int, object: [UInt8])] {
    var result: [(number: Int, object: [UInt8])] = []
    var index = 0
    while let keyword = PDFSyntax.firstIndex(of: ">>\nstream\n", in: bytes, from: index) {
      index = keyword + 10
      // 1. The object the stream belongs to: its number and dictionary.
      guard let header = lastIndex(of: " 0 obj", in: bytes, before: keyword, within: 400) else { continue }
      var start = header
      while start > 0, bytes[start - 1] >= 0x30, bytes[start - 1] <= 0x39 { start -= 1 }
      guard start < header, let number = Int(String(decoding: bytes[start..<header], as: UTF8.self)),
        let object = PDFSyntax.dictionary(at: header + 6, in: bytes),
        object.dictionary["/Filter"] == "/FlateDecode", object.dictionary["/Type"] == nil,
        object.dictionary["/Subtype"] == nil, object.dictionary["/Length1"] == nil
      else { continue }
      var length = object.dictionary["/Length"].flatMap { Int($0) }
      if length == nil, let reference = object.dictionary["/Length"].flatMap(PDFSyntax.referencedNumber) {
        length = PDFSyntax.plainNumberObject(reference, in: bytes, from: index)
      }
      guard let length, length > 0, length < 4 << 20, index + length <= bytes.count,
        let map = PDFSyntax.inflate(bytes[index..<index + length]),
        map.starts(with: Array("/CIDInit /ProcSet findresource begin".utf8)),
        let rewritten = rewrittenMap(map), let data = deflate(rewritten)
      else { continue }
      // 3. The object again.
      var text = Array(
        "\(number) 0 obj\n<< /Length \(data.count)\n   /Filter /FlateDecode\n>>\nstream\n".utf8)
      text += data
      text += Array("\nendstream\nendobj\n".utf8)
      result.append((number, text))
    }
    return result
  }

  /// A ToUnicode CMap with its ligature characters given as letters (step 2); nil when it
  /// has none.
  static func rewrittenMap(_ map: [UInt8]) -> [UInt8]? {
    var lines = map.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
    var changed = false
    var inCharacters = false
    for (number, line) in lines.enumerated() {
      let text = String(decoding: line, as: UTF8.self)
      if text.hasSuffix("beginbfchar") {
        inCharacters = true
        continue
      }
      if text == "endbfchar" { inCharacters = false }
      guard inCharacters, let space = text.firstIndex(of: " ") else { continue }
      let target = text[text.index(after: space)...].trimmingCharacters(in: .whitespaces)
      guard target.hasPrefix("<"), target.hasSuffix(">") else { continue }
      guard let expansion = letters[String(target.dropFirst().dropLast()).lowercased()] else { continue }
      lines[number] = Array((text[..<space] + " <\(expansion)>").utf8)
      changed = true
    }
    guard changed else { return nil }
    return Array(lines.joined(separator: [0x0A]))
  }

  /// zlib's deflate of `data`; nil when it fails.
  static func deflate(_ data: [UInt8]) -> [UInt8]? {
    var size = compressBound(uLong(data.count))
    var output = [UInt8](repeating: 0, count: Int(size))
    let status = output.withUnsafeMutableBufferPointer { target in
      data.withUnsafeBufferPointer { source in
        compress2(target.baseAddress, &size, source.baseAddress, uLong(source.count), Z_BEST_COMPRESSION)
      }
    }
    guard status == Z_OK else { return nil }
    return Array(output.prefix(Int(size)))
  }

  /// The last index of `text` in `bytes` that ends at or before `end`, no more than
  /// `within` bytes before it.
  private static func lastIndex(of text: String, in bytes: [UInt8], before end: Int, within: Int) -> Int? {
    let needle = Array(text.utf8)
    var index = end - needle.count
    while index >= max(end - within, 0) {
      if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return index }
      index -= 1
    }
    return nil
  }
}

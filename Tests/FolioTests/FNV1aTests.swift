import FolioGraphics
import Foundation
import Testing

// Cache keys, temporary names and glyph ids hash with FNV-1a; the fast path for contiguous
// bytes must give the published values, and the same as any other sequence of the bytes.
@Suite struct FNV1aTests {
  @Test func publishedValues() {
    #expect(FNV1a.hash64([UInt8]()) == 0xcbf2_9ce4_8422_2325)
    #expect(FNV1a.hash64("a".utf8) == 0xaf63_dc4c_8601_ec8c)
    #expect(FNV1a.hash64("foobar".utf8) == 0x8594_4171_f739_67e8)
    #expect(FNV1a.hash32("a".utf8) == 0xe40c_292c)
    #expect(FNV1a.hash32("foobar".utf8) == 0xbf9c_f968)
  }

  @Test func everySequenceOfTheSameBytesHashesAlike() {
    let text = "Ünïcode 雪 and a long tail " + String(repeating: "x", count: 10_000)
    let bytes = Array(text.utf8)
    let lazy = text.utf8.lazy.map { $0 }  // not contiguous: the generic loop
    for value in [FNV1a.hash64(Data(bytes)), FNV1a.hash64(text.utf8), FNV1a.hash64(lazy)] {
      #expect(value == FNV1a.hash64(bytes))
    }
    #expect(FNV1a.hash32(Data(bytes)) == FNV1a.hash32(lazy))
  }
}

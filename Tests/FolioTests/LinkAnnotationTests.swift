import Folio
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// Each link span of a paragraph gets its own annotations, covering exactly its glyphs,
/// one rectangle per line (issue 17).
@Suite struct LinkAnnotationTests {
  /// The link annotations of a PDF, as qpdf reads them: URL and rectangle (PDF points,
  /// origin at the bottom left).
  static func annotations(_ pdf: Data) throws -> [(url: String, rect: [Double])] {
    let file = temporaryDirectory("link-annotations").appendingPathComponent("links.pdf")
    try pdf.write(to: file)
    let json = shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output
    let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let objects = root?["objects"] as? [String: Any] ?? [:]
    var result: [(String, [Double])] = []
    for (_, object) in objects {
      guard let dictionary = object as? [String: Any], dictionary["/Subtype"] as? String == "/Link",
        let action = dictionary["/A"] as? [String: Any], let uri = action["/URI"] as? String,
        let rect = dictionary["/Rect"] as? [Double]
      else { continue }
      result.append((uri, rect))
    }
    return result.sorted { ($0.1[3], -$0.1[0]) > ($1.1[3], -$1.1[0]) }
  }

  @Test func twoLinksInOneParagraphGiveTwoAnnotations() throws {
    let view = Text("See [one](https://one.example) and [two](https://two.example) here.")
      .frame(width: 300, alignment: .leading)
    let pdf = try ImageRenderer(content: view, settings: SnapshotSettings.standard).pdfData()
    let links = try Self.annotations(pdf)
    #expect(links.map(\.url) == ["https://one.example", "https://two.example"])
    guard links.count == 2 else { return }
    let one = links[0].rect
    let two = links[1].rect
    // Each covers its word only: about 20 points wide, side by side on the same line.
    for rect in [one, two] {
      #expect(rect[2] - rect[0] > 10 && rect[2] - rect[0] < 30, "\(rect)")
    }
    #expect(one[2] < two[0])
    #expect(abs(one[1] - two[1]) < 0.01)
  }

  @Test func aLinkSpanningTwoLinesHasARectanglePerLine() throws {
    let view = Text("Read [the whole manual of the project](https://docs.example) today.")
      .frame(width: 120, alignment: .leading)
    let pdf = try ImageRenderer(content: view, settings: SnapshotSettings.standard).pdfData()
    let links = try Self.annotations(pdf)
    #expect(links.count >= 2, "\(links)")
    #expect(Set(links.map(\.url)) == ["https://docs.example"])
    // One rectangle per line, one under the other.
    if links.count >= 2 { #expect(links[0].rect[1] > links[1].rect[1]) }
    // The display list says the same.
    let list = try ImageRenderer(content: view, settings: SnapshotSettings.standard).displayList().dump()
    #expect(list.split(separator: "\n").filter { $0.contains("link ") }.count == links.count)
  }

  @Test func rightToLeftAndEmojiLinksStayOnTheirGlyphs() throws {
    let view = Text("שלום [עולם](https://rtl.example) 👋 [😀](https://emoji.example)")
      .frame(width: 300, alignment: .leading)
    let pdf = try ImageRenderer(content: view, settings: SnapshotSettings.standard).pdfData()
    let links = try Self.annotations(pdf)
    #expect(Set(links.map(\.url)) == ["https://rtl.example", "https://emoji.example"])
    for link in links { #expect(link.rect[2] - link.rect[0] < 80, "\(link)") }
  }
}

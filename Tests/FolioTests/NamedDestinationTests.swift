import Folio
import FolioSamples
import FolioTestSupport
import Foundation
import Testing

/// Every internal link of a PDF resolves, whatever the heading's language (issue 50): the
/// names of the PDF's destination name tree against the destination of every link
/// annotation and every outline entry, read with qpdf.
@Suite struct NamedDestinationTests {
  /// The destination names a PDF defines, and the destinations its links and outline
  /// entries point to.
  static func destinations(_ file: URL) throws -> (names: Set<String>, targets: [String]) {
    let json = shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output
    let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let objects = root?["objects"] as? [String: Any] ?? [:]
    var names = Set<String>()
    var targets: [String] = []
    for (_, object) in objects {
      guard let dictionary = object as? [String: Any] else { continue }
      // A name tree's leaves: [name, destination, name, destination, …].
      if let leaves = dictionary["/Names"] as? [Any] {
        for (index, leaf) in leaves.enumerated() where index % 2 == 0 {
          if let name = leaf as? String { names.insert(name) }
        }
      }
      if let target = dictionary["/Dest"] as? String { targets.append(target) }
    }
    return (names, targets)
  }

  @Test func linksToHeadingsInAnyLanguageResolve() throws {
    let markdown = """
      # Überblick

      Siehe [Größe](#größe-und-maße), [日本語](#日本語の見出し), [Party](#-party) und [oben](#überblick).

      # Größe und Maße

      Text.

      # 日本語の見出し

      テキスト。

      # 🎉 Party

      Ende.
      """
    let document = Document(title: "Links") {
      PagedVStack(alignment: .leading) {
        TableOfContents(levels: 1...1)
        Markdown(markdown)
        Text("Zum Überblick").link(to: "überblick")
        Text("Ziel").linkDestination("ziel-ä")
        Text("Zum Ziel").link(to: "ziel-ä")
        PageReference(to: "größe-und-maße") { page in Text("Seite \(page)") }
      }
    }
    let file = temporaryDirectory().appendingPathComponent("links.pdf")
    try document.pdfData(settings: RenderSettings(fonts: .system)).write(to: file)
    #expect(shell(["qpdf", "--check", file.path]).status == 0)
    let (names, targets) = try Self.destinations(file)
    // Four Markdown links, two `.link(to:)`, four contents rows, four outline entries.
    #expect(targets.count >= 14, "\(targets)")
    for target in targets { #expect(names.contains(target), "\(target) is not among \(names.sorted())") }
    #expect(names.count >= 5)
  }

  @Test func everyLinkOfTheHandbookResolves() throws {
    let file = temporaryDirectory().appendingPathComponent("handbook.pdf")
    let document = try #require(SampleCatalog.named("handbook")).document()
    try document.render(to: [.pdf(file)], settings: RenderSettings(fonts: .system))
    let (names, targets) = try Self.destinations(file)
    // Its German chapter links to headings with umlauts.
    #expect(targets.contains("%C3%BCber-dieses-werkzeug"), "\(targets.sorted().prefix(20))")
    #expect(targets.count > 40)
    for target in targets { #expect(names.contains(target), "\(target)") }
  }
}

import Folio
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// `PreviewRenderer` on the previews nobody planned for.
@Suite struct PreviewRendererTests {
  struct Good: PreviewProvider {
    static var previews: some View {
      Text("One").previewLayout(.fixed(width: 80, height: 40))
      Text("Two")
    }
  }

  struct Empty: PreviewProvider {
    static var previews: some View { EmptyView() }
  }

  struct Zero: PreviewProvider {
    static var previews: some View { Color.red.frame(width: 0, height: 0) }
  }

  struct Huge: PreviewProvider {
    static var previews: some View { Color.red.previewLayout(.fixed(width: 1e7, height: 1e7)) }
  }

  struct Odd: PreviewProvider {
    static var previews: some View { Color.red.previewLayout(.fixed(width: .nan, height: -5)) }
  }

  func render(_ sources: [PreviewSource], into directory: URL) throws(FolioError) -> [PreviewRenderer
    .Rendered]
  {
    try PreviewRenderer.render(
      sources,
      options: PreviewRenderer.Options(
        directory: directory, formats: [.png], settings: SnapshotSettings.standard))
  }

  @Test func aFailingPreviewLeavesTheFolderAsItWas() throws {
    let directory = temporaryDirectory("preview-renderer-fail")
    let rendered = try render([.provider(Good.self, file: "Good.swift")], into: directory)
    #expect(rendered.map(\.name) == ["Good-1", "Good-2"])
    #expect(rendered[0].size == CGSize(width: 80, height: 40))
    let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let index = try Data(contentsOf: directory.appendingPathComponent("index.html"))
    for bad in [
      PreviewSource.provider(Zero.self, file: "Zero.swift"), .provider(Huge.self, file: "Huge.swift"),
    ] {
      #expect(throws: FolioError.self) {
        try render([.provider(Good.self, file: "Good.swift"), bad], into: directory)
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == before)
      #expect(try Data(contentsOf: directory.appendingPathComponent("index.html")) == index)
    }
    // A provider with no view has no preview; nothing fails.
    #expect(
      try render([.provider(Empty.self, file: "Empty.swift")], into: temporaryDirectory("preview-empty"))
        .isEmpty)
    // NaN and negative fixed sizes draw nothing and fail, naming the preview.
    do {
      _ = try render([.provider(Odd.self, file: "Odd.swift")], into: temporaryDirectory("preview-odd"))
      Issue.record("a preview with a NaN size rendered")
    } catch {
      #expect("\(error)".contains("Odd.swift Odd-1"))
    }
  }

  @Test func blocksAreNamedByTheirNameOrTheirFile() throws {
    let directory = temporaryDirectory("preview-renderer-blocks")
    let rendered = try render(
      [
        .block(_FolioPreviewBlock("Dark / light: ✓", line: 3) { Text("A") }, file: "Cards.swift"),
        .block(_FolioPreviewBlock(line: 9) { Text("B") }, file: "Cards.swift"),
        .block(_FolioPreviewBlock(line: 12) { Text("C") }, file: "Cards.swift"),
        .block(_FolioPreviewBlock("../../etc", line: 15) { Text("D") }, file: "Cards.swift"),
      ], into: directory)
    #expect(rendered.map(\.name) == ["Dark _ light_ _-1", "Cards-1", "Cards-2", "_.._etc-1"])
    #expect(rendered[0].displayName == "Dark / light: ✓")
    #expect(rendered[1].displayName == nil)
    #expect(rendered.map(\.line) == [3, 9, 12, 15])
    // Every file stays inside the folder.
    let listed = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(listed.contains("_.._etc-1.png"))
  }
}

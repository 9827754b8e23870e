import Folio
import Foundation
import Testing

@Suite struct SeedExampleTests {
  let fonts = FontConfiguration.pinned

  private func ideal(_ string: String) -> CGSize {
    LayoutSnapshot(of: Text(string), proposal: .unspecified, fonts: fonts).size
  }

  // Article 000: DiagonalLayout caches the ideal sizes and places each subview at the
  // previous one's bottom-trailing corner.
  @Test func diagonalLayoutPlacesAlongTheDiagonal() {
    let layout = LayoutSnapshot(
      of: DiagonalLayout {
        Text("First").id(1)
        Text("Second").id(2)
        Text("Third").id(3)
      }, proposal: .unspecified, fonts: fonts)
    let sizes = ["First", "Second", "Third"].map(ideal)
    #expect(layout.size.width == sizes.reduce(0) { $0 + $1.width })
    #expect(layout.size.height == sizes.reduce(0) { $0 + $1.height })
    var origin = CGPoint.zero
    for (index, size) in sizes.enumerated() {
      #expect(layout.frame(id: index + 1) == CGRect(origin: origin, size: size))
      origin.x += size.width
      origin.y += size.height
    }
    #expect(layout.diagnostics.isEmpty)
  }

  // Article 000: SplitWidthRow offers each subview an equal share of the width, and places
  // them side by side at their ideal sizes, centered on the row's mid line.
  @Test func splitWidthRowSplitsTheProposal() {
    let layout = LayoutSnapshot(
      of: SplitWidthRow {
        Color.red.id("a")
        Color.blue.id("b")
      }.frame(height: 40), proposal: ProposedViewSize(width: 200, height: 40), fonts: fonts)
    // sizeThatFits: each Color is offered 100 × 40, so the row is 200 × 40.
    #expect(layout.frame(id: "a")?.size == CGSize(width: 10, height: 10))
    // placeSubviews: ideal sizes (10 × 10) placed left to right, centered at midY.
    #expect(layout.frame(id: "a") == CGRect(x: 0, y: 15, width: 10, height: 10))
    #expect(layout.frame(id: "b") == CGRect(x: 10, y: 15, width: 10, height: 10))
    let row = LayoutSnapshot(
      of: SplitWidthRow {
        Color.red
        Color.blue
      }, proposal: ProposedViewSize(width: 200, height: 40), fonts: fonts)
    #expect(row.size == CGSize(width: 200, height: 40))
  }

  // Article 000: PriorityStack reads a LayoutValueKey through the seed's Int overload of
  // layoutPriority and stacks subviews by descending value.
  @Test func priorityStackSortsByLayoutValue() {
    let layout = LayoutSnapshot(
      of: PriorityStack {
        Color.red.frame(width: 10, height: 10).layoutPriority(1).id("low")
        Color.green.frame(width: 10, height: 20).layoutPriority(3).id("high")
        Color.blue.frame(width: 10, height: 30).id("default")
      }, proposal: .unspecified, fonts: fonts)
    #expect(layout.frame(id: "high")?.minY == 0)
    #expect(layout.frame(id: "low")?.minY == 20)
    #expect(layout.frame(id: "default")?.minY == 30)
    #expect(layout.size == CGSize(width: 10, height: 60))
  }

  // The seed copies in this folder are the articles' code, only the import changed.
  @Test func seedFilesAreVerbatim() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    func seedText(_ file: String) throws -> String {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let seedPart = text.components(separatedBy: "\n// MARK: - Folio tests").first!
      return seedPart.replacingOccurrences(of: "import Folio\n", with: "import SwiftUI\n")
    }
    func fnv1a(_ text: String) -> UInt64 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      return hash
    }
    #expect(fnv1a(try seedText("DiagonalLayoutCached.swift")) == 0xa02d_c20b_9441_71f3)
    #expect(fnv1a(try seedText("PriorityKeyLayout.swift")) == 0x2b53_dfeb_6472_b4c7)
    #expect(fnv1a(try seedText("SplitWidthRow.swift")) == 0x8cc4_36a6_4da6_ce52)
    // EqualWidthPanel.swift holds EqualWidthColumn.swift then EqualWidthPanel.swift, as the
    // seed README asks for private types used together.
    let panel = try seedText("EqualWidthPanel.swift")
    let split = panel.components(separatedBy: "import SwiftUI\n")
    #expect(split.count == 3)
    #expect(fnv1a("import SwiftUI\n" + split[1]) == 0x7489_e3d4_565e_215e)
    #expect(fnv1a("import SwiftUI\n" + split[2]) == 0x0e13_53f9_d636_b81a)
  }
}

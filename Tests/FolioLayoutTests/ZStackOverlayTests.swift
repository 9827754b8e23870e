import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// docs/layout-rules.md §9: ZStack (OSUI ZStack.swift L145–215), overlay and background
// (OSUI OverlayModifier.swift L13–40, BackgroundModifier.swift).
@Suite struct ZStackOverlayTests {
  // The size is the largest of the highest-priority children, each proposed the ZStack's
  // proposal; lower-priority children do not affect it.
  @Test func sizeFromTopPriorityChildren() {
    let view = ZStack {
      Color.red.frame(width: 30, height: 10)
      Color.blue.frame(width: 10, height: 40)
      Color.green.frame(width: 500, height: 500).layoutPriority(-1)
    }
    #expect(size(of: view, .unspecified) == CGSize(30, 40))
  }

  // Placement proposes every child the final size; the default alignment is center.
  @Test func childrenAreProposedTheFinalSize() {
    let layout = snapshot(
      ZStack {
        Color.red.id("flexible")
        Text(verbatim: "abcd").id("text")
      }.fixedSize(), nil, nil)
    #expect(layout.size == CGSize(22, 13.2))
    #expect(layout.frame(id: "flexible") == CGRect(0, 0, 22, 13.2))
    #expect(layout.frame(id: "text") == CGRect(0, 0, 22, 13.2))
  }

  // The alignment point is the maximum guide among the top-priority children; each child
  // goes to point − its guide.
  @Test func alignment() {
    let layout = snapshot(
      ZStack(alignment: .bottomTrailing) {
        Color.red.frame(width: 40, height: 30).id("big")
        Color.blue.frame(width: 10, height: 10).id("small")
      }, nil, nil)
    #expect(layout.frame(id: "small") == CGRect(30, 20, 10, 10))
    let guided = snapshot(
      ZStack(alignment: .leading) {
        Color.red.frame(width: 40, height: 30).id("big")
        Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 5 }.id("small")
      }, nil, nil)
    #expect(guided.frame(id: "big")?.minX == 5)
    #expect(guided.frame(id: "small")?.minX == 0)
  }

  // overlay/background: the size is the primary view's; the secondary is proposed exactly
  // that size and aligned; a larger fixed secondary overflows.
  @Test func secondaryLayers() {
    let overlay = snapshot(
      Color.red.frame(width: 50, height: 20).overlay(Color.blue.id("o")), nil, nil)
    #expect(overlay.size == CGSize(50, 20))
    #expect(overlay.frame(id: "o") == CGRect(0, 0, 50, 20))
    let aligned = snapshot(
      Color.red.frame(width: 50, height: 20)
        .background(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).id("b") }, nil, nil)
    #expect(aligned.frame(id: "b") == CGRect(40, 0, 10, 10))
    let overflowing = snapshot(
      Color.red.frame(width: 20, height: 20).overlay(Color.blue.frame(width: 60, height: 30).id("o")), nil,
      nil)
    #expect(overflowing.size == CGSize(20, 20))
    #expect(overflowing.frame(id: "o") == CGRect(-20, -5, 60, 30))
  }

  // Layers draw behind (background) or in front of (overlay) the primary view.
  @Test func paintingOrder() {
    let list = snapshot(
      Color.red.frame(width: 10, height: 10).background(Color.blue).overlay(Color.green), nil, nil
    ).displayList()
    let colors = list.items.compactMap { item -> String? in
      if case .fill(let fill) = item { return fill.paint.description }
      return nil
    }
    #expect(colors == ["blue", "red", "green"])
  }
}

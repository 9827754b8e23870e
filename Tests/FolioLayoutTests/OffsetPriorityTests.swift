import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// docs/layout-rules.md §11: offset (OSUI OffsetEffect.swift) and layoutPriority (OSUI
// LayoutPriority.swift L59).
@Suite struct OffsetPriorityTests {
  // Size and layout position do not change and neighbours do not move; only the drawn
  // content moves, and views inside it (frames read inside are moved); modifiers after the
  // offset use the un-offset rectangle.
  @Test func offsetMovesOnlyTheDrawing() {
    let layout = snapshot(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10).id("inner").offset(x: 5, y: 7).id("offset")
          .background(Color.blue.id("background"))
        Color.green.frame(width: 10, height: 10).id("neighbour")
      }, nil, nil)
    #expect(layout.frame(id: "offset") == CGRect(0, 0, 10, 10))
    #expect(layout.frame(id: "inner") == CGRect(5, 7, 10, 10))
    #expect(layout.frame(id: "background") == CGRect(0, 0, 10, 10))
    #expect(layout.frame(id: "neighbour") == CGRect(10, 0, 10, 10))
    #expect(layout.size == CGSize(20, 10))
    let fills = layout.displayList().items.compactMap { item -> CGRect? in
      if case .fill(let fill) = item { return fill.path.boundingRect }
      return nil
    }
    #expect(fills.contains(CGRect(5, 7, 10, 10)))
  }

  // layoutPriority is a trait (default 0) read by stacks, ZStack and custom layouts
  // through LayoutSubview.priority; Spacer and empty layouts report −∞.
  @Test func priorityIsReadThroughSubviews() {
    struct Priorities: Layout {
      let sink: PrioritySink
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        sink.values = subviews.map(\.priority)
        return .zero
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      }
    }
    let sink = PrioritySink()
    _ = snapshot(
      Priorities(sink: sink) {
        Color.red
        Color.red.layoutPriority(2)
        Spacer()
        HStack {}
        Color.red.layoutPriority(3).padding()
      }, nil, nil)
    #expect(sink.values == [0, 2, -.infinity, -.infinity, 3])
  }
}

final class PrioritySink {
  var values: [Double] = []
}

// docs/layout-rules.md §12: spacing values (OSUI Spacing.swift L280–400).
@Suite struct SpacingTests {
  @Test func distances() {
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
    var wide = ViewSpacing()
    wide.formUnion(.zero, edges: .trailing)
    #expect(wide.distance(to: ViewSpacing(), along: .horizontal) == 0)
    #expect(wide.distance(to: ViewSpacing(), along: .vertical) == 8)
  }

  // Layout.spacing defaults to the union of all subviews' spacing; HStack and VStack union
  // only their outer edges; a custom layout's spacing affects only the space around it.
  @Test func containerSpacing() {
    struct Union: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: 10)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
      }
    }
    // A spacer inside a custom layout makes every edge 0: no gap to the neighbour.
    let custom = snapshot(
      HStack {
        Color.red.frame(width: 10).id("a")
        Union { Spacer() }.id("u")
      }, nil, 10)
    #expect(custom.frame(id: "u")?.minX == 10)
    // An HStack whose last child is a spacer has a 0 trailing edge; its leading edge is the
    // first child's (none, so 8).
    let stacked = snapshot(
      HStack {
        HStack {
          Color.red.frame(width: 10)
          Spacer(minLength: 5)
        }.fixedSize().id("inner")
        Color.blue.frame(width: 10).id("after")
      }, nil, 10)
    #expect(stacked.frame(id: "after")?.minX == stacked.frame(id: "inner")!.maxX)
    let leading = snapshot(
      HStack {
        Color.blue.frame(width: 10).id("before")
        HStack {
          Color.red.frame(width: 10)
          Spacer(minLength: 5)
        }.fixedSize().id("inner")
      }, nil, 10)
    #expect(leading.frame(id: "inner")!.minX - leading.frame(id: "before")!.maxX == 8)
  }
}

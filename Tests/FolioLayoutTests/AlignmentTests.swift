import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

enum TagAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

extension HorizontalAlignment {
  static let tag = HorizontalAlignment(TagAlignment.self)
}

// docs/layout-rules.md §10: alignment guides (OSUI AlignmentGuide.swift L141–172,
// L1213–1216; OSUI AlignmentGuideUITests).
@Suite struct AlignmentTests {
  // Defaults: leading 0, center w/2, trailing w; top 0, center h/2, bottom h; baselines
  // default to the bottom for views without text.
  @Test func defaultValues() {
    let dimensions = ViewDimensions(size: CGSize(40, 20), node: nil, proposal: .unspecified)
    #expect(dimensions[HorizontalAlignment.leading] == 0)
    #expect(dimensions[HorizontalAlignment.center] == 20)
    #expect(dimensions[HorizontalAlignment.trailing] == 40)
    #expect(dimensions[VerticalAlignment.top] == 0)
    #expect(dimensions[VerticalAlignment.center] == 10)
    #expect(dimensions[VerticalAlignment.bottom] == 20)
    #expect(dimensions[VerticalAlignment.firstTextBaseline] == 20)
    #expect(dimensions[VerticalAlignment.lastTextBaseline] == 20)
    #expect(dimensions[explicit: HorizontalAlignment.leading] == nil)
  }

  // alignmentGuide replaces one guide only; its closure sees the view's dimensions.
  @Test func guideReplacesOneGuide() {
    let layout = snapshot(
      Color.red.frame(width: 40, height: 20).alignmentGuide(.leading) { d in d.width / 4 }.id("v"), nil, nil)
    let node = layout.node(id: "v")!
    let dimensions = node.dimensions(.unspecified)
    #expect(dimensions[HorizontalAlignment.leading] == 10)
    #expect(dimensions[explicit: HorizontalAlignment.leading] == 10)
    #expect(dimensions[HorizontalAlignment.trailing] == 40)
    #expect(dimensions[explicit: VerticalAlignment.top] == nil)
  }

  // A guide the container does not use has no effect.
  @Test func unusedGuideHasNoEffect() {
    let plain = snapshot(
      VStack(alignment: .leading) {
        Color.red.frame(width: 40, height: 10).id("a")
        Color.blue.frame(width: 20, height: 10).id("b")
      }, nil, nil)
    let guided = snapshot(
      VStack(alignment: .leading) {
        Color.red.frame(width: 40, height: 10).id("a")
        Color.blue.frame(width: 20, height: 10).alignmentGuide(.trailing) { _ in 99 }.id("b")
      }, nil, nil)
    #expect(plain.frame(id: "b") == guided.frame(id: "b"))
  }

  // Built-in edge and center guides are frame alignments: containers never expose their
  // children's explicit values for them.
  @Test func frameAlignmentsDoNotPropagate() {
    let layout = snapshot(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10).id("plain")
        VStack {
          Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -30 }
        }.id("wrapped")
      }, nil, nil)
    #expect(layout.frame(id: "wrapped")?.minX == 0)
    let frame = layout.node(id: "wrapped")!
    #expect(frame.dimensions(.unspecified)[explicit: HorizontalAlignment.leading] == nil)
  }

  // Custom guides propagate: a stack's explicit value is the average of its children's
  // (each at its position); children without one are skipped.
  @Test func customGuidesAverage() {
    let inner = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 40, height: 10).alignmentGuide(.tag) { _ in 10 }
      Color.blue.frame(width: 40, height: 10)
      Color.green.frame(width: 40, height: 10).alignmentGuide(.tag) { _ in 30 }
    }
    let layout = snapshot(
      VStack(alignment: .tag, spacing: 0) {
        inner.id("inner")
        Color.gray.frame(width: 10, height: 10).id("marker")
      }, nil, nil)
    // The inner stack's tag guide is (10 + 30) / 2 = 20; the marker's default is 5.
    #expect(layout.node(id: "inner")!.dimensions(.unspecified)[explicit: HorizontalAlignment.tag] == 20)
    #expect(layout.frame(id: "marker")!.minX - layout.frame(id: "inner")!.minX == 15)
  }

  // firstTextBaseline combines with min, lastTextBaseline with max (§16.2, Folio's choice),
  // so a first-baseline HStack aligns texts of different sizes.
  @Test func baselines() {
    let layout = snapshot(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text(verbatim: "Big").font(.system(size: 30)).id("big")
        VStack(alignment: .leading, spacing: 0) {
          Text(verbatim: "one").font(.system(size: 10))
          Text(verbatim: "two").font(.system(size: 10))
        }.id("small")
      }, nil, nil)
    let big = layout.frame(id: "big")!
    let small = layout.frame(id: "small")!
    // Fixed-advance baselines are at 0.95 × size from each line's top.
    #expect(abs((big.minY + 28.5) - (small.minY + 9.5)) < 0.0001)
    let node = layout.node(id: "small")!
    #expect(node.dimensions(.unspecified)[explicit: VerticalAlignment.firstTextBaseline] == 9.5)
    #expect(node.dimensions(.unspecified)[explicit: VerticalAlignment.lastTextBaseline] == 12 + 9.5)
  }

  // A custom Layout's explicitAlignment is relative to its bounds; nil means not explicit.
  @Test func customLayoutExplicitAlignment() {
    struct Marked: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 50, height: 10)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      }
      func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
      ) -> CGFloat? {
        guide == .leading ? bounds.minX + 12 : nil
      }
    }
    let layout = snapshot(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 30, height: 10).id("plain")
        Marked { EmptyView() }.id("marked")
      }, nil, nil)
    #expect(layout.frame(id: "plain")!.minX - layout.frame(id: "marked")!.minX == 12)
  }
}

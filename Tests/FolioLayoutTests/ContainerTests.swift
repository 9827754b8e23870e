import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// docs/layout-rules.md §14: ViewThatFits (Apple; fatbobman "Mastering ViewThatFits").
@Suite struct ViewThatFitsTests {
  func choices(_ axes: Axis.Set = [.horizontal, .vertical]) -> some View {
    ViewThatFits(in: axes) {
      Color.red.frame(width: 100, height: 10).id("wide")
      Color.blue.frame(width: 50, height: 10).id("medium")
      Color.green.frame(width: 20, height: 40).id("small")
    }
  }

  // The first child whose ideal size fits on the constrained axes is shown.
  @Test func firstThatFits() {
    #expect(snapshot(choices(), 120, 50).frame(id: "wide") != nil)
    let medium = snapshot(choices(), 60, 50)
    #expect(medium.frame(id: "medium") != nil)
    #expect(medium.frame(id: "wide") == nil)
    #expect(medium.frame(id: "small") == nil)
  }

  // None fits: the last child; only the constrained axes count; in: [] takes the first.
  @Test func fallbacks() {
    #expect(snapshot(choices(), 10, 5).frame(id: "small") != nil)
    #expect(snapshot(choices(.horizontal), 60, 5).frame(id: "medium") != nil)
    #expect(snapshot(choices([]), 10, 5).frame(id: "wide") != nil)
  }

  // The chosen child is laid out with the real proposal: a Color (ideal 10×10) fits, then
  // fills 200×200; only it is drawn.
  @Test func chosenChildGetsTheProposal() {
    let layout = snapshot(
      ViewThatFits {
        Color.red.id("c")
        Text(verbatim: "never")
      }, 200, 200)
    #expect(layout.frame(id: "c") == CGRect(0, 0, 200, 200))
    #expect(layout.displayList().items.count == 1)
  }
}

// GeometryReader and ScrollView (issue 2's containers).
@Suite struct ReaderAndScrollTests {
  // A GeometryReader takes the proposal (10×10 when unspecified) and builds its content
  // from its size, placed at the top-leading corner.
  @Test func geometryReader() {
    let layout = snapshot(
      VStack(spacing: 0) {
        Color.red.frame(height: 20)
        GeometryReader { proxy in
          Color.blue.frame(width: proxy.size.width / 2, height: 5).id("half")
            .overlay(Text(verbatim: "\(Int(proxy.frame(in: .global).minY))").id("y"))
        }
      }, 100, 60)
    #expect(layout.frame(id: "half") == CGRect(0, 20, 50, 5))
    #expect(size(of: GeometryReader { _ in EmptyView() }, .unspecified) == CGSize(10, 10))
    let text = layout.node(id: "y") as? TextNode
    #expect(text?.text.string == "20")
  }

  // A ScrollView proposes nil along its axes and clips its content to its frame.
  @Test func scrollView() {
    let layout = snapshot(
      ScrollView {
        Color.red.frame(height: 300).id("tall")
      }, 100, 50)
    #expect(layout.size == CGSize(100, 50))
    #expect(layout.frame(id: "tall") == CGRect(0, 0, 100, 300))
    guard case .group(let group) = layout.displayList().items.first else {
      Issue.record("expected a clipping group")
      return
    }
    #expect(group.clip?.boundingRect == CGRect(0, 0, 100, 50))
    let horizontal = snapshot(ScrollView(.horizontal) { Color.red.frame(width: 300).id("wide") }, 100, 50)
    #expect(horizontal.frame(id: "wide") == CGRect(0, 0, 300, 50))
  }
}

// docs/layout-rules.md §15: the Layout protocol (Apple doc comments copied in OSUI
// Layout.swift; OSUI ViewLayoutEngine, PlacementData).
@Suite struct LayoutProtocolTests {
  struct Fixed: Layout {
    var place: (LayoutSubviews, CGRect) -> Void

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 100, height: 50)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      place(subviews, bounds)
    }
  }

  func fixed<Content: View>(
    _ place: @escaping (LayoutSubviews, CGRect) -> Void, @ViewBuilder content: () -> Content
  ) -> some View {
    Fixed(place: place)(content)
  }

  // bounds has the size sizeThatFits returned; its origin is in the parent's space.
  @Test func boundsAreInTheParentsSpace() {
    var seen: CGRect = .zero
    _ = snapshot(
      VStack(spacing: 0) {
        Color.red.frame(height: 30)
        fixed { _, bounds in
          seen = bounds
        } content: {
          EmptyView()
        }
      }, nil, nil)
    #expect(seen == CGRect(0, 30, 100, 50))
  }

  // place(at:anchor:proposal:) puts the anchor at the position; the last call wins (with
  // a diagnostic); an unplaced subview is proposed the container's proposal and centered
  // (with a diagnostic naming the layout and the subview).
  @Test func placement() {
    let layout = snapshot(
      fixed { subviews, bounds in
        subviews[0].place(
          at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
          proposal: ProposedViewSize(width: 20, height: 10))
        subviews[1].place(at: bounds.origin, proposal: ProposedViewSize(width: 5, height: 5))
        subviews[1].place(
          at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing,
          proposal: ProposedViewSize(width: 30, height: 20))
      } content: {
        Color.red.id(0)
        Color.green.id(1)
        Color.blue.id(2)
      }, 100, 50)
    #expect(layout.frame(id: 0) == CGRect(40, 20, 20, 10))
    #expect(layout.frame(id: 1) == CGRect(70, 30, 30, 20))
    #expect(layout.frame(id: 2) == CGRect(0, 0, 100, 50))
    #expect(
      layout.diagnostics.contains { $0.kind == .placedTwice && $0.subviewIndex == 1 && $0.view == "Fixed" })
    #expect(layout.diagnostics.contains { $0.kind == .neverPlaced && $0.subviewIndex == 2 })
  }

  // Slices of LayoutSubviews are LayoutSubviews indexed from 0, as in SwiftUI: a slice's
  // first element is at 0, slices of slices and index lists pick the right subviews.
  @Test func slices() {
    var counts: [Int] = []
    var picked: [CGFloat] = []
    _ = snapshot(
      fixed { subviews, bounds in
        let tail = subviews[1...]
        counts = [subviews.count, tail.count, tail.startIndex, tail.endIndex, subviews[[2, 0]].count]
        // Each subview's ideal width tells which one it is.
        let width = { (subview: LayoutSubview) in subview.sizeThatFits(.unspecified).width }
        picked = [
          width(tail[0]), width(tail[1]), width(tail[1...][0]), width(subviews[[2, 0]][1]),
          width(subviews[1..<3][[1, 0]][0]), width(tail.dropFirst()[0]), width(tail.last!),
        ]
        for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
      } content: {
        Color.red.frame(width: 10, height: 1)
        Color.green.frame(width: 20, height: 1)
        Color.blue.frame(width: 30, height: 1)
      }, nil, nil)
    #expect(counts == [3, 2, 0, 2, 2])
    #expect(picked == [20, 30, 30, 10, 30, 30, 30])
  }

  /// Places its first four subviews at the corners of its bounds, then lays out the rest
  /// the same way in the bounds inset by 10 points, by calling itself on the slice.
  struct Rings: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      let corners: [(CGPoint, UnitPoint)] = [
        (CGPoint(x: bounds.minX, y: bounds.minY), .topLeading),
        (CGPoint(x: bounds.maxX, y: bounds.minY), .topTrailing),
        (CGPoint(x: bounds.maxX, y: bounds.maxY), .bottomTrailing),
        (CGPoint(x: bounds.minX, y: bounds.maxY), .bottomLeading),
      ]
      for (index, (point, anchor)) in zip(subviews.indices.prefix(4), corners) {
        subviews[index].place(at: point, anchor: anchor, proposal: ProposedViewSize(width: 5, height: 5))
      }
      guard subviews.count > 4 else { return }
      placeSubviews(
        in: bounds.insetBy(dx: 10, dy: 10), proposal: proposal, subviews: subviews[4..<subviews.count],
        cache: &cache)
    }
  }

  // A layout that recurses over slices (rings of four) places every subview once, where
  // its ring puts it.
  @Test func recursionOverSlicesPlacesEverySubviewOnce() {
    let layout = snapshot(
      Rings {
        ForEach(0..<10, id: \.self) { index in Color.red.id(index) }
      }, nil, nil)
    #expect(layout.frame(id: 0) == CGRect(0, 0, 5, 5))
    #expect(layout.frame(id: 2) == CGRect(95, 95, 5, 5))
    #expect(layout.frame(id: 4) == CGRect(10, 10, 5, 5), "the inner ring's first subview is the fifth")
    #expect(layout.frame(id: 7) == CGRect(10, 85, 5, 5))
    #expect(layout.frame(id: 8) == CGRect(20, 20, 5, 5))
    #expect(layout.frame(id: 9) == CGRect(75, 20, 5, 5))
    #expect(!layout.diagnostics.contains { $0.kind == .placedTwice || $0.kind == .neverPlaced })
  }

  // In right-to-left layout placements are mirrored horizontally.
  @Test func rightToLeftMirrors() {
    let layout = snapshot(
      fixed { subviews, bounds in
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 10, height: 10))
      } content: {
        Color.red.id(0)
      }.environment(\.layoutDirection, .rightToLeft), nil, nil)
    #expect(layout.frame(id: 0) == CGRect(90, 0, 10, 10))
  }

  // LayoutSubview: sizeThatFits, dimensions (with explicit guides), priority, spacing and
  // LayoutValueKey values with their defaults.
  struct Weight: LayoutValueKey {
    static let defaultValue = 1.0
  }

  @Test func subviewProxy() {
    var size = CGSize.zero
    var leading: CGFloat = .nan
    var weights: [Double] = []
    var priorities: [Double] = []
    var spacerSpacingIsZero = false
    _ = snapshot(
      fixed { subviews, bounds in
        let first = subviews[0]
        size = first.sizeThatFits(ProposedViewSize(width: 20, height: nil))
        leading = first.dimensions(in: .unspecified)[HorizontalAlignment.leading]
        weights = [first[Weight.self], subviews[1][Weight.self]]
        priorities = [first.priority, subviews[1].priority]
        spacerSpacingIsZero = subviews[1].spacing == ViewSpacing.zero
        for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
      } content: {
        Color.red.frame(height: 7).alignmentGuide(.leading) { _ in 3 }.layoutValue(
          key: Weight.self, value: 2.5)
        Spacer()
      }, nil, nil)
    #expect(isClose(size.width, 20) && isClose(size.height, 7))
    #expect(isClose(leading, 3))
    #expect(weights == [2.5, 1], "the set value, then the key's default")
    #expect(priorities == [0, -.infinity])
    #expect(spacerSpacingIsZero)
  }

  // makeCache is called once per layout pass, whatever the number of size queries;
  // updateCache's default makes a new cache.
  @Test func cacheLifecycle() {
    let recorder = ProposalRecorder()
    _ = snapshot(
      HStack {
        RecordingLayout(recorder: recorder) { Color.red }
        Color.blue
      }, 200, 50)
    #expect(recorder.sized.count > 2)
    #expect(recorder.makeCacheCalls == 1)
  }

  // sizeThatFits is memoized per proposal within a pass.
  @Test func sizesAreMemoized() {
    let recorder = ProposalRecorder()
    _ = snapshot(
      VStack {
        RecordingLayout(recorder: recorder) { Color.red }
        RecordingLayout(recorder: ProposalRecorder()) { Color.red }
      }, 200, 50)
    // The stack probed the layout (0, ∞, then its share), and no proposal twice.
    #expect(recorder.sized.count >= 2, "\(recorder.sized)")
    #expect(Set(recorder.sized).count == recorder.sized.count)
  }

  // NaN or negative sizes from a custom layout are replaced, with a diagnostic.
  @Test func invalidSizesAreRepaired() {
    struct Broken: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: -5)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      }
    }
    let layout = snapshot(Broken { EmptyView() }, 10, 10)
    #expect(layout.size == .zero)
    #expect(layout.diagnostics.contains { $0.kind == .invalidSize && $0.view == "Broken" })
  }

  // AnyLayout type-erases a layout and its cache, and is itself a Layout.
  @Test func anyLayout() {
    let erased = AnyLayout(AnyLayout(VStackLayout(spacing: 3)))
    let layout = snapshot(
      erased {
        Color.red.frame(height: 10).id(0)
        Color.blue.frame(height: 10).id(1)
      }, 20, nil)
    #expect(layout.frame(id: 1) == CGRect(0, 13, 20, 10))
    let grid = snapshot(
      AnyLayout(GridLayout()) { GridRow { Color.red.frame(width: 5, height: 5) } }, nil, nil)
    #expect(grid.size == CGSize(5, 5))
  }
}

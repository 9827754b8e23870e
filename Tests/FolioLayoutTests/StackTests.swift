import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// docs/layout-rules.md §3: HStack / VStack (OSUI StackLayout.swift L440–L700; objc.io "How
// an HStack Lays out Its Children"; FG HStack; oleb). Each rule is checked on both axes.
@Suite struct StackTests {
  /// An HStack or a VStack of the views, so one test checks both axes.
  func stack<Content: View>(_ axis: Axis, spacing: CGFloat? = nil, @ViewBuilder _ content: () -> Content)
    -> AnyView
  {
    axis == .horizontal
      ? AnyView(HStack(spacing: spacing, content: content))
      : AnyView(VStack(spacing: spacing, content: content))
  }

  func proposal(_ axis: Axis, major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
    ProposedViewSize(major: major, minor: minor, axis: axis)
  }

  func rect(_ axis: Axis, major: CGFloat, minor: CGFloat, length: CGFloat, thickness: CGFloat) -> CGRect {
    CGRect(
      origin: CGPoint(major: major, minor: minor, axis: axis),
      size: CGSize(major: length, minor: thickness, axis: axis))
  }

  // §4 / §16.3: HStack { Color; Spacer() } in 200 gives Color 192 and Spacer 8.
  @Test(arguments: Axis.allCases) func colorAndSpacer(axis: Axis) {
    let layout = snapshot(
      stack(axis) {
        Color.red.id("color")
        Spacer().id("spacer")
      }, proposal: proposal(axis, major: 200, minor: 100))
    #expect(layout.frame(id: "color") == rect(axis, major: 0, minor: 0, length: 192, thickness: 100))
    #expect(layout.frame(id: "spacer") == rect(axis, major: 192, minor: 50, length: 8, thickness: 0))
  }

  // §3.1: a fixed spacing is used between every pair; nil uses the 8 pt default between
  // plain views; the gaps come off the proposal first.
  @Test(arguments: Axis.allCases) func spacingIsTakenFirst(axis: Axis) {
    let fixed = snapshot(
      stack(axis, spacing: 20) {
        Color.red.id(1)
        Color.green.id(2)
        Color.blue.id(3)
      }, proposal: proposal(axis, major: 100, minor: 10))
    #expect(fixed.frame(id: 1) == rect(axis, major: 0, minor: 0, length: 20, thickness: 10))
    #expect(fixed.frame(id: 2) == rect(axis, major: 40, minor: 0, length: 20, thickness: 10))
    #expect(fixed.frame(id: 3) == rect(axis, major: 80, minor: 0, length: 20, thickness: 10))
    let standard = snapshot(
      stack(axis) {
        Color.red.id(1)
        Color.green.id(2)
      }, proposal: proposal(axis, major: 108, minor: 10))
    #expect(standard.frame(id: 2) == rect(axis, major: 58, minor: 0, length: 50, thickness: 10))
  }

  // §3.2: a nil major proposal (under fixedSize) gives every child its ideal size.
  @Test(arguments: Axis.allCases) func nilMajorProposalUsesIdealSizes(axis: Axis) {
    let view = stack(axis) {
      Color.red
      Color.blue.frame(width: 30, height: 30)
    }
    #expect(size(of: view, proposal(axis, major: nil, minor: 50)) == CGSize(major: 48, minor: 50, axis: axis))
    #expect(
      size(of: view.fixedSize(), proposal(axis, major: 400, minor: 400))
        == CGSize(major: 48, minor: 30, axis: axis))
  }

  // §3.3f (objc): maxWidth:100 next to minWidth:100 in 150 gives 75 + 100 and overflows;
  // same-group minimums are not reserved.
  @Test func siblingsMinimumsAreNotReserved() {
    let layout = snapshot(
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 100).id("max")
        Color.blue.frame(minWidth: 100).id("min")
      }, 150, 10)
    #expect(layout.frame(id: "max")?.width == 75)
    #expect(layout.frame(id: "min")?.width == 100)
    #expect(layout.size.width == 175)
    let vertical = snapshot(
      VStack(spacing: 0) {
        Color.red.frame(maxHeight: 100).id("max")
        Color.blue.frame(minHeight: 100).id("min")
      }, 10, 150)
    #expect(vertical.frame(id: "max")?.height == 75)
    #expect(vertical.size.height == 175)
  }

  // §3.3b: the least flexible child is sized first: a 0…30 child next to a 0…∞ color in
  // 100 is offered 50 first and keeps 30; the color then gets the 70 left.
  @Test(arguments: Axis.allCases) func leastFlexibleFirst(axis: Axis) {
    let layout = snapshot(
      stack(axis, spacing: 0) {
        Color.blue.id("color")
        Color.red.frame(
          maxWidth: axis == .horizontal ? 30 : nil, maxHeight: axis == .vertical ? 30 : nil
        ).id("capped")
      }, proposal: proposal(axis, major: 100, minor: 10))
    #expect(layout.frame(id: "capped")?.size == CGSize(major: 30, minor: 10, axis: axis))
    #expect(layout.frame(id: "color")?.size == CGSize(major: 70, minor: 10, axis: axis))
  }

  // §3.3b–c: a higher layoutPriority is sized first, with lower priorities' minimums
  // reserved.
  @Test(arguments: Axis.allCases) func priorityGroups(axis: Axis) {
    let layout = snapshot(
      stack(axis, spacing: 0) {
        Color.red.frame(
          minWidth: axis == .horizontal ? 20 : nil, minHeight: axis == .vertical ? 20 : nil
        ).id("low")
        Color.blue.layoutPriority(1).id("high")
      }, proposal: proposal(axis, major: 100, minor: 10))
    #expect(layout.frame(id: "high")?.size == CGSize(major: 80, minor: 10, axis: axis))
    #expect(layout.frame(id: "low")?.size == CGSize(major: 20, minor: 10, axis: axis))
    #expect(layout.frame(id: "low")?.origin == .zero)
  }

  // §3.3b: two infinitely flexible children: the larger minimum goes first (it is offered
  // half and keeps its minimum; the other gets what is left).
  @Test func largerMinimumFirstAmongInfinitelyFlexible() {
    let layout = snapshot(
      HStack(spacing: 0) {
        Color.red.id("plain")
        Color.blue.frame(minWidth: 70).id("wide")
      }, 100, 10)
    #expect(layout.frame(id: "wide")?.width == 70)
    #expect(layout.frame(id: "plain")?.width == 30)
  }

  // §3.4: children are proposed the stack's cross proposal; nil stays nil.
  // At placement (§3.6) the nil becomes the stack's own cross size.
  @Test(arguments: Axis.allCases) func crossProposalPassesThrough(axis: Axis) {
    let recorder = ProposalRecorder()
    _ = snapshot(
      stack(axis) { RecordingLayout(recorder: recorder) { EmptyView() } },
      proposal: proposal(axis, major: 100, minor: nil))
    let sizing = recorder.sized.prefix(3)
    #expect(sizing.count == 3)
    #expect(sizing.allSatisfy { $0[axis.other] == nil })
    #expect(recorder.placed.first?[axis.other] == 10)
  }

  // §3.5: cross placement by the alignment guide; the stack is the union with 0…0, shifted
  // to start at 0.
  @Test func crossAlignment() {
    let top = snapshot(
      HStack(alignment: .top) {
        Color.red.frame(width: 10, height: 30).id("tall")
        Color.blue.frame(width: 10, height: 10).id("short")
      }, nil, nil)
    #expect(top.frame(id: "short")?.minY == 0)
    let bottom = snapshot(
      HStack(alignment: .bottom) {
        Color.red.frame(width: 10, height: 30).id("tall")
        Color.blue.frame(width: 10, height: 10).id("short")
      }, nil, nil)
    #expect(bottom.frame(id: "short")?.minY == 20)
    let trailing = snapshot(
      VStack(alignment: .trailing) {
        Color.red.frame(width: 30, height: 10).id("wide")
        Color.blue.frame(width: 10, height: 10).id("narrow")
      }, nil, nil)
    #expect(trailing.frame(id: "narrow")?.minX == 20)
    #expect(trailing.size == CGSize(30, 28))
  }

  // §3.5 and §10: a child whose guide is shifted moves, and the stack grows to the union.
  @Test func shiftedGuideGrowsTheStack() {
    let layout = snapshot(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 20, height: 10).id("a")
        Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -10 }.id("b")
      }, nil, nil)
    #expect(layout.frame(id: "a")?.minX == 0)
    #expect(layout.frame(id: "b")?.minX == 10)
    #expect(layout.size == CGSize(30, 20))
    let up = snapshot(
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 10, height: 10).id("a")
        Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 5 }.id("b")
      }, nil, nil)
    #expect(up.frame(id: "b")?.minY == 0)
    #expect(up.frame(id: "a")?.minY == 5)
    #expect(up.size == CGSize(20, 15))
  }

  // §3.6: placement re-runs with a nil cross proposal replaced by the stack's height, so a
  // flexible child grows to the tallest sibling.
  @Test(arguments: Axis.allCases) func placementUsesTheStacksCrossSize(axis: Axis) {
    let layout = snapshot(
      stack(axis) {
        Color.red.frame(width: 30, height: 30)
        Color.blue.id("flexible")
      }, proposal: proposal(axis, major: 100, minor: nil))
    #expect(layout.frame(id: "flexible")?.size == CGSize(major: 62, minor: 30, axis: axis))
  }

  // §3.6: children are laid out in source order whatever the sizing order; RTL starts at
  // maxX.
  @Test func sourceOrderAndRightToLeft() {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 10).id(1)
      Color.blue.id(2)
      Color.green.frame(width: 20).id(3)
    }
    let ltr = snapshot(view, 100, 10)
    #expect(ltr.frame(id: 1)?.minX == 0)
    #expect(ltr.frame(id: 2) == CGRect(10, 0, 70, 10))
    #expect(ltr.frame(id: 3)?.minX == 80)
    let rtl = snapshot(view.environment(\.layoutDirection, .rightToLeft), 100, 10)
    #expect(rtl.frame(id: 1)?.minX == 90)
    #expect(rtl.frame(id: 2) == CGRect(20, 0, 70, 10))
    #expect(rtl.frame(id: 3)?.minX == 0)
  }

  // §3.8: HStackLayout / VStackLayout are the same algorithm; AnyLayout wraps them.
  @Test(arguments: Axis.allCases) func layoutValuesMatchTheViews(axis: Axis) {
    @ViewBuilder func children() -> some View {
      Color.red.frame(width: 10, height: 15).id(1)
      Spacer().id(2)
      Text(verbatim: "word word").id(3)
    }
    let proposal = proposal(axis, major: 160, minor: 50)
    let view = snapshot(stack(axis) { children() }, proposal: proposal)
    let layout: AnyLayout = axis == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
    let erased = snapshot(layout { children() }, proposal: proposal)
    let horizontal = HStackLayout()
    let vertical = VStackLayout()
    let value = snapshot(
      axis == .horizontal ? AnyView(horizontal { children() }) : AnyView(vertical { children() }),
      proposal: proposal)
    for id in 1...3 {
      #expect(view.frame(id: id) == erased.frame(id: id))
      #expect(view.frame(id: id) == value.frame(id: id))
    }
  }
}

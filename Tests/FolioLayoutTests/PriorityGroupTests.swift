import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// Issue 13: layoutPriority as SwiftUI applies it (docs/layout-rules.md §3 and §9) — the
// higher group is offered what is left after the lower groups' minimums, the lower groups
// share the rest; a ZStack sizes itself by its highest-priority children only.
@Suite struct PriorityGroupTests {
  // A rigid high-priority child takes its width; a flexible one takes what the lower
  // group's minimums leave; the lower group shares the rest.
  @Test func flexibleAndRigidChildrenInPriorityGroups() {
    let layout = snapshot(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 50, maxWidth: .infinity).id("low")
        Color.blue.frame(minWidth: 20, maxWidth: 300).layoutPriority(1).id("flexible high")
        Color.green.frame(width: 40).layoutPriority(1).id("rigid high")
        Color.gray.frame(minWidth: 10).id("low too")
      }, 300, 10)
    // 300 − minimums of the lower group (50 + 10) = 240 for the high group: the rigid
    // child is sized first (least flexible) and takes 40, the flexible one 200.
    #expect(layout.frame(id: "rigid high")?.width == 40)
    #expect(layout.frame(id: "flexible high")?.width == 200)
    // The lower group gets the 60 left: both are infinitely flexible, so the larger
    // minimum goes first; offered 30, it keeps its 50, and the other gets the last 10.
    #expect(layout.frame(id: "low")?.width == 50)
    #expect(layout.frame(id: "low too")?.width == 10)
    #expect(layout.size.width == 300)
  }

  // A negative priority is sized after the default group, which keeps its minimum only for
  // the negative child.
  @Test func negativePriorities() {
    let layout = snapshot(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 30).layoutPriority(-1).id("negative")
        Color.blue.id("default")
      }, 200, 10)
    #expect(layout.frame(id: "default")?.width == 170)
    #expect(layout.frame(id: "negative")?.width == 30)
    // Spacers have priority −∞: after even the negative child.
    let spaced = snapshot(
      HStack(spacing: 0) {
        Spacer().id("spacer")
        Color.red.frame(maxWidth: 50).layoutPriority(-5).id("capped")
      }, 200, 10)
    #expect(spaced.frame(id: "capped")?.width == 50)
    #expect(spaced.frame(id: "spacer")?.width == 150)
  }

  // A ZStack whose high-priority child is smaller than the others takes its size; the
  // others are proposed that size, align inside it and overflow when they insist.
  @Test func zStackWithASmallHighPriorityChild() {
    let layout = snapshot(
      ZStack {
        Color.red.id("fills")
        Color.blue.frame(width: 200, height: 120).id("insists")
        Color.green.frame(width: 60, height: 40).layoutPriority(1).id("sizes")
      }, 500, 500)
    #expect(layout.size == CGSize(60, 40))
    #expect(layout.frame(id: "sizes") == CGRect(0, 0, 60, 40))
    #expect(layout.frame(id: "fills") == CGRect(0, 0, 60, 40), "proposed the stack's size")
    #expect(layout.frame(id: "insists") == CGRect(-70, -40, 200, 120), "centred, overflowing")
  }
}

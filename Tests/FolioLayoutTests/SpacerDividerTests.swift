import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// docs/layout-rules.md §4: Spacer (OSUI Spacer.swift L180–262; Apple Spacer.minLength) and
// Divider (OSUI Divider.swift L55–66).
@Suite struct SpacerDividerTests {
  // minLength nil means 8; in a stack the spacer grows only along the axis, cross size 0;
  // size is max(proposal ?? −∞, minLength).
  @Test func spacerInStacks() {
    #expect(snapshot(HStack { Spacer().id("s") }, 100, 40).frame(id: "s")?.size == CGSize(100, 0))
    #expect(snapshot(VStack { Spacer().id("s") }, 100, 40).frame(id: "s")?.size == CGSize(0, 40))
    #expect(snapshot(HStack { Spacer().id("s") }.fixedSize(), nil, nil).frame(id: "s")?.size == CGSize(8, 0))
    #expect(
      snapshot(HStack { Spacer(minLength: 25).id("s") }.fixedSize(), nil, nil).frame(id: "s")?.width == 25)
  }

  // Outside a stack a spacer grows in both axes.
  @Test func spacerOutsideStacks() {
    #expect(size(of: Spacer(), ProposedViewSize(width: 50, height: 60)) == CGSize(50, 60))
    #expect(size(of: Spacer(), .unspecified) == CGSize(8, 8))
    #expect(size(of: ZStack { Spacer() }, ProposedViewSize(width: 30, height: 20)) == CGSize(30, 20))
  }

  // A spacer never goes below minLength, even when that overflows the stack.
  @Test func spacerKeepsItsMinimum() {
    let layout = snapshot(
      HStack(spacing: 0) {
        Color.red.frame(width: 90).id("c")
        Spacer(minLength: 20).id("s")
      }, 100, 10)
    #expect(layout.frame(id: "s")?.width == 20)
    #expect(layout.size.width == 110)
  }

  // Spacing preference is 0 along the axis: no 8 pt gap next to a spacer.
  @Test func noGapNextToASpacer() {
    let layout = snapshot(
      HStack {
        Color.red.frame(width: 10).id("a")
        Spacer(minLength: 0)
        Color.blue.frame(width: 10).id("b")
      }, 100, 10)
    #expect(layout.frame(id: "a")?.minX == 0)
    #expect(layout.frame(id: "b")?.minX == 90)
  }

  // A custom layout with a stack orientation makes spacers one-dimensional.
  @Test func customLayoutStackOrientation() {
    struct Row: Layout {
      static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
      }
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
      }
    }
    struct Plain: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
      }
    }
    #expect(size(of: Row { Spacer() }, ProposedViewSize(width: 50, height: 50)) == CGSize(50, 0))
    #expect(size(of: Plain { Spacer() }, ProposedViewSize(width: 50, height: 50)) == CGSize(50, 50))
  }

  // A divider is a line across the other axis: horizontal in a VStack (and when the
  // orientation is unknown), vertical in an HStack; 1 pt thick; flexible along its length.
  @Test func dividerOrientation() {
    #expect(snapshot(VStack { Divider().id("d") }, 120, 50).frame(id: "d")?.size == CGSize(120, 1))
    #expect(snapshot(HStack { Divider().id("d") }, 120, 50).frame(id: "d")?.size == CGSize(1, 50))
    #expect(size(of: Divider(), ProposedViewSize(width: 70, height: 70)) == CGSize(70, 1))
  }
}

import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// docs/layout-rules.md §5: frame(width:height:alignment:) (OSUI FrameLayout.swift L50–120).
@Suite struct FrameTests {
  // Both values given: the frame is exactly (w, h), whatever the child does.
  @Test func fixedFrameIgnoresTheChild() {
    #expect(size(of: Color.red.frame(width: 40, height: 30), .zero) == CGSize(40, 30))
    #expect(size(of: Color.red.frame(width: 40, height: 30), .infinity) == CGSize(40, 30))
    let layout = snapshot(
      Color.red.frame(width: 200, height: 100).id("child").frame(width: 40, height: 30), nil, nil)
    #expect(layout.size == CGSize(40, 30))
    #expect(layout.frame(id: "child") == CGRect(-80, -35, 200, 100))
  }

  // The child is proposed (width ?? proposed.width, height ?? proposed.height); a missing
  // dimension takes the child's size.
  @Test func missingDimensionComesFromTheChild() {
    #expect(size(of: Color.red.frame(width: 40), ProposedViewSize(width: 100, height: 70)) == CGSize(40, 70))
    #expect(
      size(of: Color.red.frame(height: 25), ProposedViewSize(width: 100, height: 70)) == CGSize(100, 25))
    #expect(size(of: Text(verbatim: "abcd").frame(width: 100), .unspecified) == CGSize(100, 13.2))
  }

  // Placement: frame guide − child guide; it uses the child's explicit guide.
  @Test func alignmentInsideAFrame() {
    let leading = snapshot(
      Color.red.frame(width: 10, height: 10).id("c").frame(width: 50, height: 40, alignment: .bottomTrailing),
      nil, nil)
    #expect(leading.frame(id: "c") == CGRect(40, 30, 10, 10))
    let explicit = snapshot(
      Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in -5 }.id("c")
        .frame(width: 50, height: 40, alignment: .leading), nil, nil)
    #expect(explicit.frame(id: "c") == CGRect(5, 15, 10, 10))
  }

  // Negative or non-finite dimensions are dropped (treated as nil) with a diagnostic.
  @Test func invalidDimensionsAreIgnored() {
    let layout = snapshot(Color.red.frame(width: -5, height: .nan), 60, 40)
    #expect(layout.size == CGSize(60, 40))
    #expect(layout.diagnostics.contains { $0.kind == .invalidFrameDimension })
  }
}

// docs/layout-rules.md §6: flexible frames (OSUI FlexFrameLayout; Apple frame docs).
@Suite struct FlexFrameTests {
  // Init clamping (OSUI dual tests): minWidth:20 idealWidth:10 stores ideal 20;
  // idealWidth:30 maxWidth:20 stores max 30 — with a "contradictory" diagnostic.
  @Test func contradictoryValuesAreClamped() {
    let idealRaised = snapshot(Color.red.frame(minWidth: 20, idealWidth: 10), nil, 10)
    #expect(idealRaised.size.width == 20)
    #expect(idealRaised.diagnostics.contains { $0.kind == .contradictoryFrame })
    let maxRaised = snapshot(Color.red.frame(idealWidth: 30, maxWidth: 20), 100, 10)
    #expect(maxRaised.size.width == 30)
    let vertical = snapshot(Color.red.frame(minHeight: 20, idealHeight: 10), 10, nil)
    #expect(vertical.size.height == 20)
  }

  // A concrete proposal with both min and max: clamp(p, min, max), the child ignored.
  @Test func minAndMaxClampTheProposal() {
    let frame = Text(verbatim: "abc").frame(minWidth: 30, maxWidth: 80, minHeight: 10, maxHeight: 20)
    #expect(size(of: frame, ProposedViewSize(width: 100, height: 100)) == CGSize(80, 20))
    #expect(size(of: frame, ProposedViewSize(width: 5, height: 5)) == CGSize(30, 10))
    #expect(size(of: frame, ProposedViewSize(width: 50, height: 15)) == CGSize(50, 15))
  }

  // A nil proposal with an ideal gives the ideal.
  @Test func idealAnswersANilProposal() {
    #expect(size(of: Color.red.frame(idealWidth: 44, idealHeight: 33), .unspecified) == CGSize(44, 33))
  }

  // Consequences: maxWidth .infinity takes the whole proposal; minWidth 100 around a
  // 150-wide child proposed 120 is 120 wide with the child overflowing.
  @Test func documentedConsequences() {
    #expect(
      size(of: Text(verbatim: "ab").frame(maxWidth: .infinity), ProposedViewSize(width: 300, height: nil))
        .width == 300)
    #expect(
      size(of: Text(verbatim: "ab").frame(maxHeight: .infinity), ProposedViewSize(width: nil, height: 90))
        .height == 90)
    let layout = snapshot(Color.red.frame(width: 150).id("child").frame(minWidth: 100), 120, 10)
    #expect(layout.size.width == 120)
    #expect(layout.frame(id: "child") == CGRect(-15, 0, 150, 10))
  }

  // Only a min: max(min(cp, c), min); only a max: min(max(cp, c), max); both with a nil
  // proposal: clamp(c, min, max); neither: c.
  @Test func sizeFromTheChild() {
    let small = Text(verbatim: "ab")  // 11 × 13.2
    #expect(size(of: small.frame(minWidth: 40), ProposedViewSize(width: 20, height: nil)).width == 40)
    #expect(size(of: small.frame(minWidth: 5), ProposedViewSize(width: 30, height: nil)).width == 11)
    #expect(size(of: small.frame(maxWidth: 5), ProposedViewSize(width: 8, height: nil)).width == 5)
    #expect(size(of: small.frame(minWidth: 30, maxWidth: 60), .unspecified).width == 30)
    #expect(size(of: small.frame(minHeight: 30, maxHeight: 60), .unspecified).height == 30)
    #expect(size(of: small.frame(minWidth: nil, maxHeight: nil), .unspecified) == CGSize(11, 13.2))
  }

  // The child gets the proposal (or the ideal) clamped to [min, max], nil when both nil.
  @Test func childProposal() {
    let recorder = ProposalRecorder()
    _ = snapshot(
      RecordingLayout(recorder: recorder) { EmptyView() }.frame(minWidth: 50, maxWidth: 70), 100, nil)
    #expect(recorder.sized.first == ProposedViewSize(width: 70, height: nil))
    let ideal = ProposalRecorder()
    _ = snapshot(RecordingLayout(recorder: ideal) { EmptyView() }.frame(idealWidth: 33), nil, nil)
    #expect(ideal.sized.first == ProposedViewSize(width: 33, height: nil))
  }

  // Placement re-proposes the frame's size, except on an axis proposed nil with no ideal
  // whose size lies strictly between min and max (FlexFrameIdealSizing): that stays nil.
  @Test func placementProposal() {
    let recorder = ProposalRecorder()
    _ = snapshot(
      RecordingLayout(recorder: recorder) { EmptyView() }.frame(minWidth: 50, maxWidth: 70), 100, 30)
    #expect(recorder.placed == [ProposedViewSize(width: 70, height: 30)])
    let open = ProposalRecorder()
    _ = snapshot(RecordingLayout(recorder: open) { EmptyView() }.frame(minWidth: 5, maxWidth: 70), nil, 30)
    #expect(open.placed == [ProposedViewSize(width: nil, height: 30)])
  }
}

// docs/layout-rules.md §7: padding (OSUI PaddingLayout.swift L28–40).
@Suite struct PaddingTests {
  // The child is proposed max(0, p − insets); the size is the child's plus the insets
  // and may exceed the proposal: Color.padding(40) proposed 50×50 is 80×80.
  @Test func paddingAddsInsets() {
    #expect(size(of: Color.red.padding(40), ProposedViewSize(width: 50, height: 50)) == CGSize(80, 80))
    #expect(size(of: Color.red.padding(10), ProposedViewSize(width: 50, height: nil)) == CGSize(50, 30))
    let recorder = ProposalRecorder()
    _ = snapshot(RecordingLayout(recorder: recorder) { EmptyView() }.padding(.horizontal, 15), 100, nil)
    #expect(recorder.sized.first == ProposedViewSize(width: 70, height: nil))
  }

  // The child is placed at (leading, top); padding() with no length uses 16.
  @Test func placementAndDefault() {
    let layout = snapshot(
      Color.red.id("c").padding(EdgeInsets(top: 3, leading: 7, bottom: 0, trailing: 0)), 50, 50)
    #expect(layout.frame(id: "c") == CGRect(7, 3, 43, 47))
    #expect(size(of: Color.red.frame(width: 10, height: 10).padding(), .unspecified) == CGSize(42, 42))
    #expect(size(of: Color.red.frame(width: 10, height: 10).padding(.top), .unspecified) == CGSize(10, 26))
  }

  // Non-zero inset edges reset spacing preferences on those edges.
  @Test func paddingResetsSpacing() {
    let layout = snapshot(
      HStack {
        Color.red.frame(width: 10).id("a")
        Spacer(minLength: 0).padding(.leading, 1).id("s")
        Color.blue.frame(width: 10).id("b")
      }, 100, 10)
    // The spacer's leading edge now asks for the default 8; its trailing edge still 0.
    #expect(layout.frame(id: "a")?.minX == 0)
    #expect(layout.frame(id: "s")?.minX == 18)
    #expect(layout.frame(id: "b")?.minX == 90)
  }
}

// docs/layout-rules.md §8: fixedSize (OSUI FixedSizeLayout.swift; FG "Ideal Size").
@Suite struct FixedSizeTests {
  @Test func fixedAxesAreProposedNil() {
    #expect(size(of: Color.red.fixedSize(), ProposedViewSize(width: 100, height: 100)) == CGSize(10, 10))
    #expect(
      size(
        of: Color.red.fixedSize(horizontal: true, vertical: false), ProposedViewSize(width: 100, height: 100))
        == CGSize(10, 100))
    #expect(
      size(
        of: Color.red.fixedSize(horizontal: false, vertical: true), ProposedViewSize(width: 100, height: 100))
        == CGSize(100, 10))
    #expect(
      size(of: Text(verbatim: "a long line").fixedSize(), ProposedViewSize(width: 10, height: 10))
        == CGSize(60.5, 13.2))
  }

  // fixedSize passes the child's layoutPriority through.
  @Test func priorityPassesThrough() {
    let layout = snapshot(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 10).id("low")
        Color.blue.frame(minWidth: 10, idealWidth: 60, maxWidth: 80).layoutPriority(1).fixedSize(
          horizontal: false, vertical: true
        ).id("high")
      }, 100, 10)
    #expect(layout.frame(id: "high")?.width == 80)
    #expect(layout.frame(id: "low")?.width == 20)
  }
}

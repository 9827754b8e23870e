import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// docs/layout-rules.md §1: proposals and the basic contract.
@Suite struct ProposedViewSizeTests {
  // Apple `ProposedViewSize`: the three probe proposals.
  @Test func probeConstants() {
    #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
    #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
    #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
    #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
  }

  // Apple; OSUI Layout.swift L960: replacingUnspecifiedDimensions defaults to 10×10.
  @Test func replacingUnspecifiedDimensions() {
    #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(10, 10))
    #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions() == CGSize(5, 10))
    #expect(
      ProposedViewSize(width: nil, height: 7).replacingUnspecifiedDimensions(by: CGSize(1, 2))
        == CGSize(1, 7))
  }

  // §1: the parent places the child and never resizes it; placement uses a proposal the
  // layout asked about (Apple `placeSubviews`).
  @Test func placementUsesASizedProposal() {
    let recorder = ProposalRecorder()
    _ = snapshot(RecordingLayout(recorder: recorder) { Color.red }, 100, 50)
    #expect(recorder.sized.contains(ProposedViewSize(width: 100, height: 50)))
    #expect(recorder.placed == [ProposedViewSize(width: 100, height: 50)])
  }
}

final class ProposalRecorder {
  var sized: [ProposedViewSize] = []
  var placed: [ProposedViewSize] = []
  var makeCacheCalls = 0
}

/// A layout that records the proposals it receives and fills its bounds with each subview.
struct RecordingLayout: Layout {
  let recorder: ProposalRecorder

  func makeCache(subviews: Subviews) {
    recorder.makeCacheCalls += 1
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    recorder.sized.append(proposal)
    return proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    recorder.placed.append(proposal)
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }
}

import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

/// Places every subview twice (a mistake the layout reports).
private struct PlacesTwice: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 50, height: 50)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: .unspecified)
      subview.place(at: bounds.origin, proposal: .unspecified)
    }
  }
}

// Diagnostics carry the line of the Folio view or modifier that made the view at fault
// (issue 11): a text's own line, a frame's, a custom layout's call.
@Suite struct SourceLocationTests {
  @Test func diagnosticsNameTheLineThatCreatedTheView() {
    let textLine = #line + 2
    let layout = snapshot(
      Text("a font size that cannot be drawn")
        .font(.system(size: -1))
        .frame(width: 20), 100, 100)
    let undrawable = layout.diagnostics.first { $0.kind == .invalidFont }
    #expect(undrawable?.source == "SourceLocationTests.swift:\(textLine)", "\(layout.diagnostics)")

    let frameLine = #line + 3
    let framed = snapshot(
      VStack {
        Color.red.frame(minWidth: 20, maxWidth: 10)
      }, 100, 100)
    let contradiction = framed.diagnostics.first { $0.kind == .contradictoryFrame }
    #expect(contradiction?.source == "SourceLocationTests.swift:\(frameLine)", "\(framed.diagnostics)")

    let layoutLine = #line + 1
    let twice = snapshot(PlacesTwice { Color.red }, 100, 100)
    let placed = twice.diagnostics.first { $0.kind == .placedTwice }
    #expect(placed?.source == "SourceLocationTests.swift:\(layoutLine)", "\(twice.diagnostics)")
    #expect(placed?.descriptionWithPath.hasPrefix("SourceLocationTests.swift:\(layoutLine): ") == true)
  }

  @Test func aViewWithoutALineTakesTheNearestOneAroundIt() {
    // `Color` records no line; the stack around it does.
    let stackLine = #line + 1
    let layout = snapshot(VStack { Color.red.frame(width: -5) }, 100, 100)
    let invalid = layout.diagnostics.first { $0.kind == .invalidFrameDimension }
    #expect(invalid?.source == "SourceLocationTests.swift:\(stackLine)")
  }

  @Test func recordingTheLineChangesNeitherValuesNorFunctionReferences() {
    // Two texts written on different lines are equal values.
    let first = Text("same")
    let second = Text("same")
    #expect(first == second)
    // `Text.init` still works as a function (SwiftUI code passes it to `map`).
    let texts = ["a", "b"].map(Text.init)
    #expect(texts == [Text(verbatim: "a"), Text(verbatim: "b")])
    // A literal is still Markdown, a variable still verbatim.
    let stars = "**b**"
    #expect(Text("**b**").plainString == "b")
    #expect(Text(stars).plainString == "**b**")
  }
}

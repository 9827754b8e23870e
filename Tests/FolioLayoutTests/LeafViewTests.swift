import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// docs/layout-rules.md §2: leaf views.
@Suite struct LeafViewTests {
  // FG "Ideal Size": built-in shapes are the proposal, or 10 where it is nil; 0 gives 0
  // and ∞ gives ∞, on each axis.
  enum Leaf: CaseIterable, Sendable {
    case rectangle, roundedRectangle, circle, capsule, ellipse, color

    var view: AnyView {
      switch self {
      case .rectangle: return AnyView(Rectangle())
      case .roundedRectangle: return AnyView(RoundedRectangle(cornerRadius: 4))
      case .circle: return AnyView(Circle())
      case .capsule: return AnyView(Capsule())
      case .ellipse: return AnyView(Ellipse())
      case .color: return AnyView(Color.red)
      }
    }
  }

  @Test(arguments: Leaf.allCases)
  func shapesTakeTheProposal(leaf: Leaf) {
    let name = "\(leaf)"
    let shape = leaf.view
    #expect(size(of: shape, .unspecified) == CGSize(10, 10), "\(name)")
    #expect(size(of: shape, ProposedViewSize(width: 30, height: nil)) == CGSize(30, 10), "\(name)")
    #expect(size(of: shape, ProposedViewSize(width: nil, height: 40)) == CGSize(10, 40), "\(name)")
    #expect(size(of: shape, .zero) == .zero, "\(name)")
    #expect(size(of: shape, .infinity) == CGSize(.infinity, .infinity), "\(name)")
  }

  // §2: a Circle's frame is the whole proposed rect; the path is inscribed in it.
  @Test func circleIsInscribed() throws {
    let list = snapshot(Circle().fill(Color.red), 100, 40).displayList()
    guard case .fill(let fill) = try #require(list.items.first) else {
      Issue.record("expected a fill")
      return
    }
    let bounds = fill.path.boundingRect
    #expect(abs(bounds.width - 40) < 0.001 && abs(bounds.height - 40) < 0.001)
    #expect(abs(bounds.midX - 50) < 0.001 && abs(bounds.midY - 20) < 0.001)
  }

  // §2 Text (FG "Ideal Size"): nil width is the unwrapped size; a narrower width wraps at
  // word boundaries; width 0 is the widest word (Folio); a short height truncates but
  // keeps one line (Folio). Fixed-advance measurer: 5.5 pt per character, 13.2 pt lines.
  @Test func textFollowsTheFourProposalKinds() {
    let text = Text(verbatim: "Hello, world")
    #expect(size(of: text, .unspecified) == CGSize(66, 13.2))
    #expect(size(of: text, ProposedViewSize(width: 40, height: nil)) == CGSize(33, 26.4))
    #expect(size(of: text, ProposedViewSize(width: 0, height: nil)) == CGSize(33, 26.4))
    #expect(size(of: text, ProposedViewSize(width: 40, height: 0)).height == 13.2)
    #expect(size(of: text, ProposedViewSize(width: .infinity, height: .infinity)) == CGSize(66, 13.2))
  }
}

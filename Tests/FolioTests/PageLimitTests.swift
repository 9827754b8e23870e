import Folio
import Foundation
import Testing

/// Counts how many rows were built.
private final class BuiltRows: @unchecked Sendable {
  var count = 0
}

/// A one-child layout that counts how often it is sized (views are resolved ahead, to read
/// their traits; sizing is what laying out a page costs).
private struct SizeCounter: Layout {
  let built: BuiltRows

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    built.count += 1
    return subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: proposal)
  }
}

// Issue 14: asking for the first pages stops laying out the rest (the paginator stops by
// state, not by throwing a sentinel error): a 2,000-row flow renders 1 page after building
// only the rows that page needs.
@Suite struct PageLimitTests {
  @Test func theFirstPageLaysOutOnlyWhatItNeeds() throws {
    let built = BuiltRows()
    let document = Document(pageSize: PageSize(width: 300, height: 400)) {
      ForEach(0..<2000, id: \.self) { number in
        SizeCounter(built: built) { Text("Row \(number)").frame(height: 20) }
      }
    }
    let pages = try document.displayLists(firstPages: 1)
    #expect(pages.count == 1)
    #expect(built.count > 5 && built.count < 200, "\(built.count) sizings for one page")
    // The whole document still paginates fully.
    let all = try document.displayLists()
    #expect(all.count > 50)
    #expect(built.count > 2000)
  }

  @Test func aPageLimitInsideGeneratedPagesStopsThemToo() throws {
    let document = Document(pageSize: PageSize(width: 300, height: 400)) {
      Page { Text("one") }
      Page { Text("two") }
      Page { Text("three") }
    }
    #expect(try document.displayLists(firstPages: 2).count == 2)
    #expect(try document.displayLists().count == 3)
  }
}

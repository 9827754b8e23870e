import Folio
import FolioTesting
import Foundation
import Greeting
import Testing

// Swift Testing's and Folio's names side by side: `SourceLocation` is Swift Testing's (as
// test helpers use it), `LayoutSnapshot` is Folio's.
@Suite struct GreetingCardTests {
  /// Where a helper's expectations are reported: its caller's line.
  func expectWide(_ snapshot: LayoutSnapshot, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(snapshot.size.width > 50, sourceLocation: sourceLocation)
  }

  @Test func theCardLaysOutWithTheNameOnTop() {
    let snapshot = LayoutSnapshot(of: GreetingCard(name: "Ada"), proposal: .unspecified, fonts: .pinned)
    expectWide(snapshot)
    #expect(snapshot.size.height > 20)
  }

  @Test func theCardRendersToAPDF() async throws {
    let pdf = try await GreetingCard(name: "Ada").pdf()
    #expect(pdf.starts(with: Data("%PDF-".utf8)))
  }

  @Test func errorsHaveCodesToSwitchOn() {
    let error = FolioError.fileNotReadable(path: "/nowhere", reason: "missing")
    switch error.code {
    case .fileNotReadable: #expect(error.subject == "/nowhere")
    default: Issue.record("unexpected code \(error.code)")
    }
  }
}

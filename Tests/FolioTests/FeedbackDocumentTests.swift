import Folio
import FolioLayout
import FolioTestSupport
import Foundation
import Testing

// Issue 13: views that observe their own layout in documents (docs/layout-rules.md §17) —
// laid out again inside a Page until their state settles, with the loop named when it
// never does; a document without such views is laid out exactly once.
@Suite struct FeedbackDocumentTests {
  struct Underlined: View {
    @State private var width: CGFloat = 0
    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        Text("Quarterly report").fixedSize()
          .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
        Color.blue.frame(width: width, height: 2)
      }
    }
  }

  struct Growing: View {
    @State private var width: CGFloat = 100
    var body: some View {
      Color.red.frame(width: width, height: 10).padding(4)
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
    }
  }

  /// Lays a document out without drawing; returns the pages' display lists, the
  /// paginator's diagnostics and how many passes it made again.
  func layOut(_ document: Document) throws -> (
    pages: [DisplayList], diagnostics: [LayoutDiagnostic], again: Int
  ) {
    let paginator = RenderSettings(fonts: .pinned).paginator(for: document)
    var pages: [DisplayList] = []
    _ = try LayoutThread.run { () throws(FolioError) in
      try paginator.run { page throws(FolioError) in pages.append(page.displayList) }
    }
    return (pages, paginator.diagnostics, paginator.feedbackPasses)
  }

  /// The widths of the filled rectangles 2 points high on a page (the underline).
  func underlineWidths(_ list: DisplayList) -> [CGFloat] {
    var widths: [CGFloat] = []
    list.forEachItem { item in
      if case .fill(let fill) = item, abs(fill.path.boundingRect.height - 2) < 0.01 {
        widths.append(fill.path.boundingRect.width)
      }
    }
    return widths
  }

  @Test func aPageIsLaidOutAgainUntilItsStateSettles() throws {
    let result = try layOut(Document { Page { Underlined() } })
    #expect(result.again == 1)
    #expect(result.diagnostics.isEmpty)
    let widths = underlineWidths(result.pages[0])
    #expect(widths.count == 1 && widths[0] > 50, "the underline has the title's width: \(widths)")
  }

  @Test func aLoopOnAPageIsReportedAndTheLastLayoutDrawn() throws {
    let document = Document { Page { Growing() } }
    let result = try layOut(document)
    #expect(result.again == 7, "8 passes in all")
    let loop = try #require(result.diagnostics.first { $0.kind == .feedbackLoop })
    #expect(loop.message.contains("Growing.width: 100.0 → 108.0 → 116.0 → 124.0"), "\(loop.message)")
    // The PDF is written, with the warning in its report.
    let url = temporaryDirectory().appendingPathComponent("loop.pdf")
    let report = try document.render(to: [.pdf(url)], settings: RenderSettings(fonts: .pinned))
    #expect(report.diagnostics.contains { $0.kind == .feedbackLoop })
    #expect(shell(["qpdf", "--check", url.path]).status == 0)
  }

  @Test func documentsWithoutObserversAreLaidOutOnce() throws {
    let result = try layOut(
      Document {
        Page { Text("One") }
        Text("Flowing")
        Page {
          VStack {
            Text("Two")
            Color.red.frame(height: 5)
          }
        }
      })
    #expect(result.again == 0)
    #expect(result.pages.count == 3)
  }

  @Test func blocksOfFlowingContentSettleToo() throws {
    // A document's loose views and a PagedVStack's children are blocks of a flow: each is
    // made again from its views until its state settles.
    for document in [
      Document { Underlined() },
      Document {
        PagedVStack {
          Text("Intro")
          Underlined()
        }
      },
    ] {
      let result = try layOut(document)
      #expect(result.again == 1)
      #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
      let widths = underlineWidths(result.pages[0])
      #expect(widths.count == 1 && (widths.first ?? 0) > 50, "\(widths)")
    }
    // A loop in a flow is reported as on a page.
    let loop = try layOut(
      Document {
        Text("Intro")
        Growing()
      })
    #expect(
      loop.diagnostics.contains {
        $0.kind == .feedbackLoop && $0.message.contains("Growing.width: 100.0 → 108.0")
      })
  }
}

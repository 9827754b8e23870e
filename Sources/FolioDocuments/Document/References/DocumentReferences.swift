import Foundation

/// What a document's contents and page references know: where each view marked with
/// `.id(_:)` and each heading landed in the previous pass, and what this pass finds.
///
/// The paginator keeps one for a whole render; `TableOfContents` and `PageReference` read
/// the previous pass's table, and every page drawn adds its anchors and headings to this
/// pass's (docs/documents.md, "Contents and page references").
package final class DocumentReferences: AnchorRecording {
  /// A heading as the contents list it.
  package struct Heading: Equatable {
    /// The heading's text.
    package var title: String
    /// Its level, 1 at the top.
    package var level: Int
    /// The named destination links to it use.
    package var destination: String
    /// The page it starts on.
    package var page: Int
  }

  /// Where anchors and headings are in one pass.
  package struct Table: Equatable {
    /// The page of the first view with each identity.
    package var anchors: [AnyHashable: Int] = [:]
    /// The headings in reading order.
    package var headings: [Heading] = []
  }

  /// The previous pass's table (nil before a pass has run).
  package var known: Table?
  /// What this pass has found so far.
  package private(set) var collected = Table()
  /// Whether the known table is final: it equals what the pass made with it found.
  package var isSettled = false
  /// Whether a view read the table in this pass.
  package private(set) var wasRead = false
  /// The page being drawn (0 outside pages).
  package var currentPage = 0

  package init() {}

  /// Starts a pass: nothing found, nothing read.
  package func beginPass() {
    collected = Table()
    wasRead = false
    currentPage = 0
  }

  /// The page of the view with an identity, as the previous pass found it.
  package func page(of id: AnyHashable) -> Int? {
    wasRead = true
    return known?.anchors[id]
  }

  /// The headings the previous pass found.
  package func headings() -> [Heading] {
    wasRead = true
    return known?.headings ?? []
  }

  /// Notes that a view with an identity is drawn on the current page.
  package func noteAnchor(_ id: AnyHashable) {
    guard currentPage > 0, collected.anchors[id] == nil else { return }
    collected.anchors[id] = currentPage
  }

  /// Notes a heading drawn on the current page; returns the name of its destination.
  package func noteHeading(title: String, level: Int) -> String {
    let name = "folio.heading.\(collected.headings.count + 1)"
    collected.headings.append(Heading(title: title, level: level, destination: name, page: currentPage))
    return name
  }
}

extension LayoutSession {
  /// The references of the document the session lays out (nil outside documents): the
  /// engine sees them only as what notes anchors.
  package var references: DocumentReferences? {
    get { anchorRecorder as? DocumentReferences }
    set { anchorRecorder = newValue }
  }
}

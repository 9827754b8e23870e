import Foundation

/// What a running header or footer knows about its page.
public struct PageContext {
  /// The page's number in the document, from 1.
  public let pageNumber: Int
  private let count: Int
  private let tracker: PageCountTracker?
  /// The title of the section in effect on the page (set with `pageSection(_:)`), if any.
  public let sectionTitle: String?
  /// Whether this is the first page of its flow (or a single page).
  public let isFirstPage: Bool
  /// The page's size.
  public let pageSize: PageSize

  package init(
    pageNumber: Int, pageCount: Int, sectionTitle: String?, isFirstPage: Bool, pageSize: PageSize,
    tracker: PageCountTracker?
  ) {
    self.pageNumber = pageNumber
    self.count = pageCount
    self.sectionTitle = sectionTitle
    self.isFirstPage = isFirstPage
    self.pageSize = pageSize
    self.tracker = tracker
  }

  /// The number of pages in the document. Reading it makes the document paginate fully
  /// before drawing, so the count is exact on every page.
  public var pageCount: Int {
    tracker?.countWasRead = true
    return count
  }

  /// Whether the page is a left-hand (even-numbered) page.
  public var isLeftPage: Bool { pageNumber % 2 == 0 }

  /// Whether the page is a right-hand (odd-numbered) page.
  public var isRightPage: Bool { !isLeftPage }
}

/// Notices when a header or footer reads the page count.
package final class PageCountTracker {
  package var countWasRead = false
  package init() {}
}

struct PageContextKey: EnvironmentKey {
  static var defaultValue: PageContext? { nil }
}

extension EnvironmentValues {
  /// The page being laid out, inside documents (nil elsewhere).
  public var pageContext: PageContext? {
    get { self[PageContextKey.self] }
    set { self[PageContextKey.self] = newValue }
  }
}

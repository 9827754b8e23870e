import Foundation

/// A document: metadata, default page size and margins, and its content — `Page`s,
/// `PagedVStack`s, label sheets, and any other views, which flow over pages as if they
/// were in a `PagedVStack`.
public struct Document {
  /// Title, author and the other PDF information.
  public var metadata: DocumentMetadata
  /// The size of pages that do not set one.
  public var pageSize: PageSize
  /// The margins of pages that do not set them.
  public var margins: EdgeInsets
  let content: (_ResolveContext) -> _ViewList

  /// Creates a document.
  public init<Content: View>(
    title: String? = nil, author: String? = nil, subject: String? = nil, keywords: [String] = [],
    creator: String? = "Folio", creationDate: Date = DocumentMetadata.reproducibleDate,
    pageSize: PageSize = .a4, margins: EdgeInsets = EdgeInsets(.all, 36),
    @ViewBuilder content: () -> Content
  ) {
    let view = content()
    self.metadata = DocumentMetadata(
      title: title, author: author, subject: subject, keywords: keywords, creator: creator,
      creationDate: creationDate)
    self.pageSize = pageSize
    self.margins = margins
    self.content = { resolveViewList(view, context: $0) }
  }

  /// Creates a document with metadata.
  public init<Content: View>(
    metadata: DocumentMetadata, pageSize: PageSize = .a4,
    margins: EdgeInsets = EdgeInsets(.all, 36), @ViewBuilder content: () -> Content
  ) {
    let view = content()
    self.metadata = metadata
    self.pageSize = pageSize
    self.margins = margins
    self.content = { resolveViewList(view, context: $0) }
  }
}

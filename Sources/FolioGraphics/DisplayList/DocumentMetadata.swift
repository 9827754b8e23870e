import Foundation

/// The document information a PDF carries.
public struct DocumentMetadata: Hashable, Sendable {
  /// The title.
  public var title: String?
  /// The author.
  public var author: String?
  /// The subject.
  public var subject: String?
  /// Keywords.
  public var keywords: [String]
  /// The application that made the content.
  public var creator: String?
  /// The creation date; fixed by default so the same input gives the same bytes.
  public var creationDate: Date
  /// The document's language as a BCP 47 tag (`en-US`), written to the PDF; nil takes it
  /// from the environment's `locale`.
  public var language: String?

  /// 2000-01-01T00:00:00Z, the default creation date.
  public static let reproducibleDate = Date(timeIntervalSince1970: 946_684_800)

  /// Creates metadata.
  public init(
    title: String? = nil, author: String? = nil, subject: String? = nil, keywords: [String] = [],
    creator: String? = "Folio", creationDate: Date = DocumentMetadata.reproducibleDate,
    language: String? = nil
  ) {
    self.title = title
    self.author = author
    self.subject = subject
    self.keywords = keywords
    self.creator = creator
    self.creationDate = creationDate
    self.language = language
  }
}

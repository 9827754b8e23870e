import Folio

/// A greeting card, as a user's library would declare a view.
public struct GreetingCard: View {
  /// Who the card greets.
  public var name: String

  /// A card for `name`.
  public init(name: String) { self.name = name }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Hello, \(name)").font(.title)
      Text("Rendered by Folio").font(.caption)
    }
    .padding(12)
  }

  /// The card as a one-page PDF (small margins: the default 36 pt would leave the card
  /// 28 pt, and a render that would cut its words off fails).
  public func pdf() async throws -> Data {
    try await Document(pageSize: PageSize(width: 200, height: 100), margins: EdgeInsets(.all, 10)) { self }
      .pdfData()
  }
}

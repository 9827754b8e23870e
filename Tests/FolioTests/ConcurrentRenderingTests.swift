import Folio
import FolioCairo
import FolioSamples
import FolioTesting
import Foundation
import Testing

/// Documents rendered at the same time in one process come out as each does alone — with
/// hyphenated, justified text, whose layout once differed when several threads laid it
/// out at once (the handbook's page pictures failed one run in two under load).
@Suite struct ConcurrentRenderingTests {
  static let german =
    (try? String(
      contentsOf: SampleCatalog.dataDirectory.appendingPathComponent("handbook-de.md"), encoding: .utf8))
    ?? ""

  /// Variants: the German chapter justified and hyphenated; with contents before it; with
  /// an SVG image; with the English chapters too.
  static func document(_ variant: Int) throws -> Document {
    let english = try Markdown(contentsOf: SampleCatalog.dataDirectory.appendingPathComponent("handbook.md"))
    return Document(pageSize: .a5) {
      PagedVStack(alignment: .leading, spacing: 0) {
        if variant == 1 { TableOfContents() }
        if variant == 2 { Image(contentsOf: SampleCatalog.dataDirectory.appendingPathComponent("logo.svg")) }
        if variant == 3 { english }
        Markdown(german).environment(\.locale, Locale(identifier: "de_DE"))
      }
      .font(.system(size: 10.5))
      .multilineTextAlignment(.justified)
    }
  }

  static func pages(_ variant: Int) throws -> [Data] {
    try document(variant).displayLists(settings: SnapshotSettings.standard).map {
      try PNGWriter.png(for: $0, scale: 1, background: .white)
    }
  }

  @Test(arguments: [0, 1, 2, 3]) func sixAtOnceMatchOneAlone(variant: Int) throws {
    let alone = try Self.pages(variant)
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 6) { _ in
      results.append((try? Self.pages(variant)) == alone)
    }
    #expect(results.matches == 6, "\(results.matches) of 6 renders matched the one made alone")
  }
}

/// Booleans appended from several threads.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Bool] = []
  var matches: Int {
    lock.lock()
    defer { lock.unlock() }
    return values.filter { $0 }.count
  }
  func append(_ value: Bool) {
    lock.lock()
    values.append(value)
    lock.unlock()
  }
}

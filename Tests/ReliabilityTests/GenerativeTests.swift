import FolioFuzz
import FolioTestSupport
import Foundation
import Testing

// Issue 10, "a generative test suite": a fixed set of seeds runs in every `make test`
// (`make fuzz SEEDS=N` runs as many as asked); generation is deterministic, failures shrink,
// and the printed reproduction is a script `folio` renders.
@Suite struct GenerativeTests {
  static let seeds = 120

  @Test func fixedSeedsPassEveryCheck() throws {
    let output = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let fuzz = productsDirectory.appendingPathComponent("folio-fuzz").path
    let result = run([
      fuzz, "run", "--seeds", "\(Self.seeds)", "--start", "0", "--jobs", "2", "--out", output.path,
    ])
    #expect(result.status == 0, "folio-fuzz found failures:\n\(result.err.suffix(6000))")
    #expect(result.err.contains("\(Self.seeds) cases, 0 failures"))
  }

  /// Seeds beyond the fixed set that once failed in `make fuzz SEEDS=10000`
  /// (docs/reliability.md): 1580 and 2818 lost a Canvas's text without a diagnostic; 6980
  /// was the oracle's mistake (an invalid image in a ViewThatFits branch never laid out).
  /// 61 and 74, which crashed in Cairo, are in the fixed set. 40856, 41035 and 41631 (with
  /// Markdown documents and contents) were the oracle's: an image's alt text is drawn in
  /// brackets, and a page reference's diagnostic names its text with the page number.
  @Test(arguments: [UInt64(1580), 2818, 6980, 40856, 41035, 41631]) func seedsThatOnceFailedPass(seed: UInt64)
    throws
  {
    let output = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let fuzz = productsDirectory.appendingPathComponent("folio-fuzz").path
    let result = run([fuzz, "run", "--seeds", "1", "--start", "\(seed)", "--jobs", "1", "--out", output.path])
    #expect(result.status == 0, "seed \(seed):\n\(result.err.suffix(4000))")
    #expect(result.err.contains("1 cases, 0 failures"))
  }

  @Test func theSameSeedMakesTheSameDocument() {
    // Compared as text: documents hold NaN, which equals nothing.
    let dump = { (seed: UInt64) in "\(FuzzGenerator.document(seed: seed))" }
    #expect(dump(42) == dump(42))
    #expect(dump(42) != dump(43))
    let kinds = Set((0..<200).flatMap { FuzzGenerator.document(seed: $0).elements.map { "\($0)".prefix(5) } })
    #expect(kinds.count >= 5, "every kind of element is generated: \(kinds)")
    #expect(
      kinds.contains("markd") && kinds.contains("conte"), "Markdown documents and contents too: \(kinds)")
  }

  @Test func aFailureShrinksToASmallDocument() {
    // A "failure": any text containing "ipsum".
    func fails(_ document: FuzzDocument) -> Bool {
      FuzzExpectation.visibleTexts(document).contains { $0.contains("ipsum") }
    }
    guard let seed = (0..<500).first(where: { fails(FuzzGenerator.document(seed: $0)) }) else {
      Issue.record("no seed makes an ipsum")
      return
    }
    var shrinker = FuzzShrinker(budget: 2000, stillFails: fails)
    let small = shrinker.shrink(FuzzGenerator.document(seed: UInt64(seed)))
    #expect(fails(small))
    #expect(small.elements.count == 1)
    #expect(FuzzExpectation.visibleTexts(small).count == 1)
    let script = FuzzSwiftPrinter.script(small)
    #expect(script.contains("ipsum"))
    #expect(script.split(separator: "\n").count < 15, "\(script)")
  }

  @Test func printedReproductionsRender() throws {
    for seed in [UInt64(1), 5, 11] {
      let script = FuzzSwiftPrinter.script(FuzzGenerator.document(seed: seed))
      let url = try GenerativeTestsSupport.write(script, name: "seed\(seed).swift")
      let result = runFolio([
        "render", url.path, "-o", url.deletingPathExtension().appendingPathExtension("pdf").path,
      ])
      #expect(result.status == 0 || result.status == 1, "seed \(seed): \(result.err)")
      #expect(!result.err.contains("does not compile"), "seed \(seed): \(result.err)")
    }
  }
}

enum GenerativeTestsSupport {
  static func write(_ contents: String, name: String) throws -> URL {
    try script(contents, name: name)
  }
}

import FolioTestSupport
import Foundation
import Testing

@testable import FolioTesting

/// Keeps the snapshots these tests fail on purpose out of a real golden report
/// (`make golden-report`): their entries go to a throwaway folder.
struct ThrowawayGoldenReport: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let folder = temporaryDirectory("report", prefix: "folio-throwaway")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await GoldenReport.$directoryOverride.withValue(folder) { try await function() }
  }
}

@Suite(ThrowawayGoldenReport()) struct FolioTestingTests {
  let directory = temporaryDirectory("snapshots", prefix: "folio-testing")

  func card(offset: CGFloat = 0) -> some View {
    HStack(spacing: 8) {
      Color.blue.frame(width: 20, height: 20)
      Text("Golden").offset(x: offset)
      Circle().fill(Color.red).frame(width: 12, height: 12).padding(.leading, offset)
    }
    .padding(6)
  }

  // Re-rendering unchanged input passes; a 0.5 pt move fails .svg and .layout.
  @Test func halfPointMoveFails() {
    for (name, strategy) in [("svg", Snapshotting<AnyView, String>.svg), ("layout", .layout)] {
      #expect(
        verifySnapshot(
          of: AnyView(card()), as: strategy, named: name, record: .all, snapshotDirectory: directory) != nil,
        "recording reports a failure so the golden gets looked at")
      #expect(
        verifySnapshot(
          of: AnyView(card()), as: strategy, named: name, record: .never, snapshotDirectory: directory)
          == nil)
      let moved = verifySnapshot(
        of: AnyView(card(offset: 0.5)), as: strategy, named: name, record: .never,
        snapshotDirectory: directory)
      #expect(moved != nil, "\(name)")
      #expect(moved?.contains("--- golden") == true)
    }
  }

  /// `svg` as another Cairo writes the same drawing: no `version` attribute, no
  /// `surface1` group id, each element's attributes in the other order, `style`
  /// declarations as attributes with spaces in colours, and glyph symbols renamed.
  static func reserialized(_ svg: String) -> String {
    var text = svg.replacingOccurrences(of: " version=\"1.1\"", with: "")
      .replacingOccurrences(of: "<g id=\"surface1\">", with: "<g>")
    // Glyph ids (the normalizer's `g<hash>`): another name, everywhere they are used.
    text = text.replacingOccurrences(of: "id=\"g", with: "id=\"glyph-").replacingOccurrences(
      of: "href=\"#g", with: "href=\"#glyph-")
    // Style declarations as attributes (`fill="rgb(100%, 58.4%, 0%)"`).
    let style = try! NSRegularExpression(pattern: #"style="([^"]*)""#)
    for match in style.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
      let declarations = (text as NSString).substring(with: match.range(at: 1))
      let attributes = declarations.split(separator: ";").compactMap { declaration -> String? in
        let parts = declaration.split(separator: ":", maxSplits: 1).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2 else { return nil }
        return "\(parts[0])=\"\(parts[1].replacingOccurrences(of: ",", with: ", "))\""
      }
      text = (text as NSString).replacingCharacters(in: match.range, with: attributes.joined(separator: " "))
    }
    // Each element's attributes in reverse order.
    let element = try! NSRegularExpression(
      pattern: #"<(path|use|rect|image|g|symbol)((?: [a-zA-Z:-]+="[^"]*")+)(\s*/?)>"#)
    let attribute = try! NSRegularExpression(pattern: #" [a-zA-Z:-]+="[^"]*""#)
    for match in element.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
      let ns = text as NSString
      let list = ns.substring(with: match.range(at: 2))
      let parts = attribute.matches(in: list, range: NSRange(list.startIndex..., in: list)).map {
        (list as NSString).substring(with: $0.range)
      }
      let rebuilt =
        "<\(ns.substring(with: match.range(at: 1)))\(parts.reversed().joined())\(ns.substring(with: match.range(at: 3)))>"
      text = ns.replacingCharacters(in: match.range, with: rebuilt)
    }
    return text
  }

  // A golden written by another Cairo — the same drawing in other bytes — passes; a moved
  // view still fails, and the message says what changed and which of display list,
  // pixels and bytes differ.
  @Test func anSVGGoldenFromAnotherCairoPassesWhenTheDrawingIsTheSame() throws {
    let view = AnyView(card())
    _ = verifySnapshot(of: view, as: .svg, named: "cairo", record: .all, snapshotDirectory: directory)
    let golden = directory.appendingPathComponent(
      "anSVGGoldenFromAnotherCairoPassesWhenTheDrawingIsTheSame.cairo.svg")
    let recorded = try String(contentsOf: golden, encoding: .utf8)
    let other = Self.reserialized(recorded)
    #expect(other != recorded)
    #expect(other.contains("fill=\"rgb(") && !other.contains("version=\"1.1\""), "\(other.prefix(600))")
    try other.write(to: golden, atomically: true, encoding: .utf8)
    #expect(
      verifySnapshot(of: view, as: .svg, named: "cairo", record: .never, snapshotDirectory: directory) == nil)
    let moved = verifySnapshot(
      of: AnyView(card(offset: 2)), as: .svg, named: "cairo", record: .never, snapshotDirectory: directory)
    #expect(
      moved?.contains("display list: what changed:\n  Text \"Golden\" moved from") == true, "\(moved ?? "")")
    #expect(moved?.contains("pixels at 2×: ") == true && moved?.contains("pixels at 2×: the same") == false)
    #expect(moved?.contains("bytes: differ") == true)
  }

  // Antialiasing differences below the tolerance pass .png; a real change does not.
  @Test func pngTolerance() {
    func dot(_ x: CGFloat) -> AnyView {
      AnyView(
        Circle().fill(Color.black).frame(width: 30, height: 30).offset(x: x).frame(width: 60, height: 40))
    }
    let tolerant = Snapshotting<AnyView, Data>.png(scale: 2, precision: 0.98, perceptualPrecision: 0.98)
    _ = verifySnapshot(of: dot(0), as: tolerant, named: "dot", record: .all, snapshotDirectory: directory)
    #expect(
      verifySnapshot(of: dot(0), as: tolerant, named: "dot", record: .never, snapshotDirectory: directory)
        == nil)
    #expect(
      verifySnapshot(of: dot(0.05), as: tolerant, named: "dot", record: .never, snapshotDirectory: directory)
        == nil)
    let strict = Snapshotting<AnyView, Data>.png(scale: 2, precision: 1, perceptualPrecision: 1)
    #expect(
      verifySnapshot(of: dot(0.05), as: strict, named: "dot", record: .never, snapshotDirectory: directory)
        != nil)
    let moved = verifySnapshot(
      of: dot(6), as: tolerant, named: "dot", record: .never, snapshotDirectory: directory)
    #expect(moved?.contains("of pixels differ") == true)
    #expect(moved?.contains("diff.png") == true)
  }

  // A missing golden under `never` fails with instructions; nothing is written.
  @Test func missingGoldenUnderNever() {
    let message = verifySnapshot(
      of: AnyView(card()), as: .layout, named: "absent", record: .never, snapshotDirectory: directory)
    #expect(message?.contains("no golden file") == true)
    #expect(message?.contains("FOLIO_RECORD=missing") == true)
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("halfPointMoveFails.absent.layout.txt").path))
  }

  // `all` re-records a golden that no longer matches; `missing` does not touch existing ones.
  @Test func recordAllRewrites() throws {
    _ = verifySnapshot(
      of: AnyView(card()), as: .layout, named: "rewrite", record: .all, snapshotDirectory: directory)
    let file = try #require(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.contains("rewrite") })
    let url = directory.appendingPathComponent(file)
    let first = try String(contentsOf: url, encoding: .utf8)
    #expect(
      verifySnapshot(
        of: AnyView(card(offset: 3)), as: .layout, named: "rewrite", record: .missing,
        snapshotDirectory: directory)
        != nil)
    #expect(try String(contentsOf: url, encoding: .utf8) == first)
    _ = verifySnapshot(
      of: AnyView(card(offset: 3)), as: .layout, named: "rewrite", record: .all, snapshotDirectory: directory)
    #expect(try String(contentsOf: url, encoding: .utf8) != first)
    #expect(
      verifySnapshot(
        of: AnyView(card(offset: 3)), as: .layout, named: "rewrite", record: .never,
        snapshotDirectory: directory)
        == nil)
  }

  // SVG normalization (issue 12) rounds geometry and colour numbers only: the XML
  // declaration, namespaces, ids, references and embedded data keep their digits.
  @Test func svgNormalizationRoundsOnlyGeometry() {
    let raw = ##"""
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="595.276pt" height="10.004pt" viewBox="0 0 595.276 10.004" version="1.1">
      <path id="p1" d="M 1.000001 -2.5049 L 3 4.125 L 1e-07 -0.001" style="fill:rgb(10.001%,20%,30%);stroke-width:1.23456;"/>
      <image id="image7" width="2.5" xlink:href="data:image/png;base64,iVBORw0KGgo1.5AAA-2.25"/>
      <use xlink:href="#surface5.5" x="-0.004" y="12.3456"/>
      </svg>
      """##
    let normalized = SVGNormalizer.normalize(raw)
    #expect(normalized.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #expect(normalized.contains(#"xmlns="http://www.w3.org/2000/svg""#))
    #expect(normalized.contains(#"width="595.28pt" height="10pt" viewBox="0 0 595.28 10" version="1.1""#))
    #expect(normalized.contains(#"d="M 1 -2.5 L 3 4.13 L 0 0""#))
    #expect(normalized.contains(#"style="fill:rgb(10%,20%,30%);stroke-width:1.23;""#))
    #expect(normalized.contains(#"xlink:href="data:image/png;base64,iVBORw0KGgo1.5AAA-2.25""#))
    #expect(normalized.contains(##"<use xlink:href="#surface5.5" x="0" y="12.35"/>"##))
  }

  // Glyph symbols are named after their outline, kept once and sorted, so text changes
  // before a glyph do not rename it; references follow.
  @Test func glyphSymbolsAreNamedByTheirOutline() {
    func symbol(_ id: String, _ path: String) -> String {
      ##"<symbol overflow="visible" id=""## + id + "\">\n<path d=\"" + path + "\"/>\n</symbol>"
    }
    func use(_ id: String) -> String { ##"<use xlink:href="#"## + id + ##"" x="1"/>"## }
    func svg(_ symbols: [String], uses: [String]) -> String {
      "<svg><defs><g>\n" + symbols.joined(separator: "\n") + "\n</g></defs>\n"
        + uses.map(use).joined(separator: "\n") + "\n</svg>"
    }
    let a = "M 0 0 L 1 1 Z"
    let b = "M 0 0 L 2 2 Z"
    let first = SVGNormalizer.normalize(
      svg([symbol("glyph1", a), symbol("glyph2", b)], uses: ["glyph1", "glyph2"]))
    // The same outlines met in another order, one of them twice under two ids.
    let second = SVGNormalizer.normalize(
      svg(
        [symbol("glyph1", b), symbol("glyph2", a), symbol("glyph3", b)], uses: ["glyph2", "glyph1", "glyph3"])
    )
    #expect(first.components(separatedBy: "<symbol").count == 3)
    #expect(second.components(separatedBy: "<symbol").count == 3, "one definition per outline: \(second)")
    let definitions = { (text: String) in text.components(separatedBy: "</g>")[0] }
    #expect(definitions(first) == definitions(second), "same outlines, same names and order")
    let nameOfA = "g" + SVGNormalizer.hash(">\n<path d=\"" + a + "\"/>\n")
    #expect(first.contains(use(nameOfA)), "\(first)")
    #expect(second.contains(use(nameOfA)))
    #expect(!second.contains("glyph"))
  }

  // A failing text snapshot prints a diff as `diff -u` does (issue 12): hunks with line
  // counts, three lines of context, removed lines before added ones, long runs elided.
  @Test func unifiedDiffHasProperHunks() {
    let golden = (1...100).map { "line \($0)" }
    var actual = golden
    actual[49] = "line 50 changed"
    actual[89] = "line 90 changed"
    let diff = UnifiedDiff.make(
      golden: golden.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
    let lines = diff.split(separator: "\n").map(String.init)
    #expect(lines.prefix(2) == ["--- golden", "+++ actual"])
    #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -47,7 +47,7 @@", "@@ -87,7 +87,7 @@"], "\(diff)")
    let first = lines.firstIndex(of: "@@ -47,7 +47,7 @@")!
    #expect(
      Array(lines[(first + 1)...(first + 8)]) == [
        " line 47", " line 48", " line 49", "-line 50", "+line 50 changed", " line 51", " line 52",
        " line 53",
      ])
    #expect(lines.count == 2 + 2 * 9)
    // Changes six lines apart share a hunk; an insertion at the top names line 0.
    var near = golden
    near[10] = "x"
    near[17] = "y"
    let shared = UnifiedDiff.make(
      golden: golden.joined(separator: "\n"), actual: near.joined(separator: "\n"))
    #expect(shared.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -8,14 +8,14 @@"], "\(shared)")
    let top = UnifiedDiff.make(golden: "a\nb", actual: "new\na\nb")
    #expect(
      top.split(separator: "\n").dropFirst(2).joined(separator: "\n") == "@@ -1,2 +1,3 @@\n+new\n a\n b",
      "\(top)")
    // A long run of changed lines is cut, with a count.
    let many = UnifiedDiff.make(
      golden: golden.joined(separator: "\n"), actual: golden.map { $0 + "!" }.joined(separator: "\n"))
    #expect(many.contains("… 84 more removed lines"), "\(many)")
    #expect(many.contains("… 84 more added lines"))
    #expect(UnifiedDiff.make(golden: "same", actual: "same").isEmpty)
  }

  /// Issue 53: the re-record hint runs exactly the failing test, in a suite or free: its
  /// filter matches the test's ID (`swift test` matches IDs like these) and no other.
  @Test func theRerecordHintMatchesExactlyTheTest() throws {
    let filter = rerunFilter(suite: "PriceCardTests", test: "priceCard")
    let pattern = try NSRegularExpression(pattern: filter)
    func matches(_ id: String) -> Bool {
      pattern.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
    }
    #expect(matches("MyAppTests.priceCard()"), "a free function")
    #expect(matches("MyAppTests.PriceCardTests/priceCard()"), "in a suite named as its file")
    #expect(matches("MyAppTests.Cards/priceCard(locale:)"), "in a suite named otherwise, with arguments")
    #expect(!matches("MyAppTests.priceCardDark()"), "not a test whose name starts the same")
    #expect(!matches("MyAppTests.bigPriceCard()"), "not a test whose name ends the same")
  }
}

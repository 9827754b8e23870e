import FolioTesting
import Foundation
import Testing

@Suite struct FolioTestingTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "folio-testing-\(UUID().uuidString)")

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

  // SVG normalization rounds numbers but keeps ids, names and colors.
  @Test func svgNormalization() {
    #expect(
      SVGNormalizer.normalize(
        ##"<path id="glyph0-1" d="M 1.000001 -2.5049 L 3 4.125"/><use xlink:href="#glyph0-1" fill="rgb(10%,20%,30%)"/>"##
      )
        == ##"<path id="glyph0-1" d="M 1 -2.5 L 3 4.13"/><use xlink:href="#glyph0-1" fill="rgb(10%,20%,30%)"/>"##
    )
  }
}

import Folio
import FolioCairo
import FolioTestSupport
import Foundation
import Testing

// Issue 15: SVG and PNG pages finished on several threads still come out in page order,
// byte for byte as before, all or nothing; and a process writing into a folder removes the
// temporary files a dead process left there.
@Suite struct PageFinisherTests {
  /// A document of `count` pages, each naming its number.
  func pages(_ count: Int) -> Document {
    Document(pageSize: PageSize(width: 200, height: 120)) {
      ForEach(1...count, id: \.self) { number in
        Page { Text("Page \(number)").font(.title) }
      }
    }
  }

  @Test func manyPagesComeOutInOrderAndTheSameEveryTime() throws {
    let directory = temporaryDirectory()
    let document = pages(40)
    let report = try document.render(
      to: [.svgPages(directory: directory, baseName: "a"), .pngPages(directory: directory, baseName: "a")])
    #expect(report.pageCount == 40)
    #expect(report.files.count == 80)
    // The files are listed page by page, SVG then PNG.
    #expect(report.files.prefix(4).map(\.lastPathComponent) == ["a-1.svg", "a-1.png", "a-2.svg", "a-2.png"])
    for number in [1, 17, 40] {
      let svg = try String(contentsOf: directory.appendingPathComponent("a-\(number).svg"), encoding: .utf8)
      #expect(svg.contains("<svg"))
      // Each page is its own: drawn alone, it gives the same bytes.
      let alone = temporaryDirectory()
      let single = Document(pageSize: PageSize(width: 200, height: 120)) {
        Page { Text("Page \(number)").font(.title) }
      }
      try single.render(to: [
        .svg(alone.appendingPathComponent("x.svg")), .png(alone.appendingPathComponent("x.png")),
      ])
      #expect(try Data(contentsOf: alone.appendingPathComponent("x.svg")) == Data(svg.utf8), "page \(number)")
      #expect(
        try Data(contentsOf: alone.appendingPathComponent("x.png"))
          == Data(contentsOf: directory.appendingPathComponent("a-\(number).png")), "page \(number)")
    }
    let again = temporaryDirectory()
    try document.render(to: [
      .svgPages(directory: again, baseName: "a"), .pngPages(directory: again, baseName: "a"),
    ])
    for name in report.files.map(\.lastPathComponent) {
      #expect(
        try Data(contentsOf: again.appendingPathComponent(name))
          == Data(contentsOf: directory.appendingPathComponent(name)),
        "\(name)")
    }
  }

  @Test func aFailingPageLeavesNoFile() throws {
    let directory = temporaryDirectory()
    // Page 30 is too large to rasterize: nothing at all is written.
    let document = Document(pageSize: PageSize(width: 200, height: 120)) {
      ForEach(1...40, id: \.self) { number in
        if number == 30 {
          Page(size: PageSize(width: 200_000, height: 200_000)) { Text("huge") }
        } else {
          Page { Text("Page \(number)") }
        }
      }
    }
    #expect(throws: FolioError.self) {
      try document.render(
        to: [.pngPages(directory: directory, baseName: "p"), .svgPages(directory: directory, baseName: "p")])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }

  @Test func aDeadProcesssTemporaryFilesAreRemovedByTheNextWrite() throws {
    let directory = temporaryDirectory()
    // A process id that runs nothing (the largest Linux allows, plus one, never is).
    let host = TemporaryFiles.hostIdentity
    let dead = directory.appendingPathComponent(".folio-0123abcd-\(host)-4194305-1.tmp")
    let alive = directory.appendingPathComponent(".folio-0123abcd-\(host)-\(getpid())-99.tmp")
    let notOurs = directory.appendingPathComponent(".folio-notahash-\(host)-4194305-1.tmp")
    for url in [dead, alive, notOurs] { try Data("x".utf8).write(to: url) }
    try pages(1).render(to: [.pdf(directory.appendingPathComponent("other-name.pdf"))])
    #expect(
      !FileManager.default.fileExists(atPath: dead.path),
      "a dead process's file goes, whatever output it was for")
    #expect(FileManager.default.fileExists(atPath: alive.path), "a running process's file stays")
    #expect(FileManager.default.fileExists(atPath: notOurs.path), "a name Folio does not make stays")
  }
}

import Folio
import Foundation
import Testing

// Issue 10, "all-or-nothing output": a full disk, a failing page, an earlier longer render,
// special files and odd names never leave a damaged, partial or stale file, and a
// temporary file never outlives its render.
@Suite(.serialized) struct OutputFaultTests {
  /// A document of `pages` pages of text.
  func document(pages: Int, words: Int = 40) -> Document {
    Document(pageSize: PageSize(width: 200, height: 200), margins: EdgeInsets(.all, 10)) {
      ForEach(0..<pages, id: \.self) { page in
        Page { Text(verbatim: "page \(page) " + String(repeating: "lorem ipsum ", count: words)) }
      }
    }
  }

  @Test(.enabled(if: getuid() == 0, "mounting a small tmpfs to fill needs root"))
  func diskFullKeepsTheOldFileAndLeavesNoTemporary() throws {
    let mountPoint = temporaryDirectory()
    let mounted = run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint.path])
    try #require(mounted.status == 0, "cannot mount a tmpfs: \(mounted.err)")
    defer { run(["umount", mountPoint.path]) }
    let output = mountPoint.appendingPathComponent("invoice.pdf")
    // A good file first (the invoice fits), then fill the disk and render again.
    let script = packageRoot.appendingPathComponent("Samples/Scripts/invoice.swift").path
    let first = runFolio(["render", script, "-o", output.path])
    #expect(first.status == 0, "\(first.err)")
    let good = try Data(contentsOf: output)
    let filler = mountPoint.appendingPathComponent("filler")
    _ = run(["dd", "if=/dev/zero", "of=\(filler.path)", "bs=1k", "count=64"])
    let full = runFolio(["render", script, "-o", output.path])
    #expect(full.status == 1)
    #expect(full.err.contains("cannot write \(output.path)"), "\(full.err)")
    #expect(full.err.contains("No space left on device"), "\(full.err)")
    #expect(!full.err.contains("wrote"))
    #expect(try Data(contentsOf: output) == good, "the old file is untouched")
    #expect(files(in: mountPoint) == ["filler", "invoice.pdf"], "no temporary file is left")
    // In the library too, for SVG and PNG pages.
    do {
      try document(pages: 3, words: 400).render(
        to: [
          .svgPages(directory: mountPoint, baseName: "doc"),
          .pngPages(directory: mountPoint, baseName: "doc"),
        ],
        settings: pinned)
      Issue.record("rendering onto a full disk succeeded")
    } catch {
      #expect("\(error)".contains("No space left on device"))
    }
    #expect(files(in: mountPoint) == ["filler", "invoice.pdf"])
  }

  @Test func aFailingPageLeavesNoFileOfTheSet() throws {
    let directory = temporaryDirectory()
    // The second SVG page cannot be written: its name is taken by a folder.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("doc-2.svg"), withIntermediateDirectories: false)
    do {
      try document(pages: 3).render(
        to: [
          .pdf(directory.appendingPathComponent("doc.pdf")), .svgPages(directory: directory, baseName: "doc"),
          .pngPages(directory: directory, baseName: "doc"),
        ], settings: pinned)
      Issue.record("the render succeeded")
    } catch {
      #expect("\(error)".contains("doc-2.svg"))
      #expect("\(error)".contains("folder"))
    }
    #expect(files(in: directory) == ["doc-2.svg"], "no PDF, no first SVG or PNG, no temporary file")
  }

  @Test func pagesOfALongerEarlierRenderAreRemoved() throws {
    let directory = temporaryDirectory()
    let outputs: [DocumentOutput] = [
      .svgPages(directory: directory, baseName: "doc"), .pngPages(directory: directory, baseName: "doc"),
    ]
    try document(pages: 5).render(to: outputs, settings: pinned)
    #expect(files(in: directory).count == 10)
    // An unrelated file that looks like a page after a gap stays.
    try Data("keep".utf8).write(to: directory.appendingPathComponent("doc-2023.svg"))
    let report = try document(pages: 3).render(to: outputs, settings: pinned)
    #expect(report.pageCount == 3)
    #expect(
      files(in: directory) == [
        "doc-1.png", "doc-1.svg", "doc-2.png", "doc-2.svg", "doc-2023.svg", "doc-3.png", "doc-3.svg",
      ])
  }

  @Test func existingModesAndSymbolicLinksAreKept() throws {
    let directory = temporaryDirectory()
    let file = directory.appendingPathComponent("private.pdf")
    try Data("old".utf8).write(to: file)
    chmod(file.path, 0o600)
    try document(pages: 1).write(to: file, settings: pinned)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(qpdfAccepts(file))
    // A link is written through: the target changes, the link stays a link.
    let target = directory.appendingPathComponent("target.pdf")
    try Data("old".utf8).write(to: target)
    let link = directory.appendingPathComponent("link.pdf")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.pdf")
    try document(pages: 2).write(to: link, settings: pinned)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.pdf")
    #expect(qpdfAccepts(target))
    #expect(files(in: directory) == ["link.pdf", "private.pdf", "target.pdf"])
  }

  @Test func devicesFIFOsAndFoldersAreRefused() throws {
    let directory = temporaryDirectory()
    let fifo = directory.appendingPathComponent("pipe.pdf")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let folder = directory.appendingPathComponent("folder.pdf")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    for (path, word) in [("/dev/full", "device"), (fifo.path, "FIFO"), (folder.path, "folder")] {
      do {
        try document(pages: 1).write(to: URL(fileURLWithPath: path), format: .pdf, settings: pinned)
        Issue.record("\(path) was written")
      } catch {
        #expect("\(error)".contains(word), "\(error)")
      }
    }
    var info = stat()
    #expect(lstat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/full is still a device")
    #expect(files(in: directory) == ["folder.pdf", "pipe.pdf"])
  }

  /// A render lays its first page out while it stages its files: when staging fails, the
  /// layout (waiting to hand that page on) is stopped, the staging error is the one
  /// reported, and the next render of the process works.
  @Test func aStagingFailureStopsTheLayoutThatStartedBeforeIt() throws {
    let directory = temporaryDirectory()
    let folder = directory.appendingPathComponent("taken.pdf")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    do {
      try document(pages: 40, words: 200).write(to: folder, format: .pdf, settings: pinned)
      Issue.record("a folder was written over")
    } catch {
      #expect("\(error)".contains("folder"), "\(error)")
    }
    #expect(files(in: directory) == ["taken.pdf"], "no temporary file is left")
    let next = directory.appendingPathComponent("next.pdf")
    try document(pages: 3).write(to: next, format: .pdf, settings: pinned)
    #expect(String(decoding: try Data(contentsOf: next).prefix(5), as: UTF8.self) == "%PDF-")
  }

  @Test func longestNamesWork() throws {
    let directory = temporaryDirectory()
    let name = String(repeating: "n", count: 251) + ".pdf"  // 255 bytes
    try document(pages: 1).write(to: directory.appendingPathComponent(name), settings: pinned)
    #expect(files(in: directory) == [name])
    do {
      try document(pages: 1).write(to: directory.appendingPathComponent("n" + name), settings: pinned)
      Issue.record("a 256-byte name was accepted")
    } catch {
      #expect("\(error)".contains("256 bytes"))
    }
  }

  @Test func standardOutputGetsPDFOrOnePage() throws {
    let url = try script("import Folio\nlet document = Document { Text(\"standard output\") }\n")
    let pdf = runFolio(["render", url.path, "-o", "-"])
    #expect(pdf.status == 0, "\(pdf.err)")
    #expect(pdf.outData.starts(with: Array("%PDF-".utf8)))
    let saved = url.deletingLastPathComponent().appendingPathComponent("saved.pdf")
    try pdf.outData.write(to: saved)
    #expect(qpdfAccepts(saved))
    #expect(pdfText(saved).contains("standard output"))
    try FileManager.default.removeItem(at: saved)
    let png = runFolio(["render", url.path, "-o", "-", "-f", "png"])
    #expect(png.status == 0)
    #expect(png.outData.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let pages = try script(
      "import Folio\nlet document = Document { Page { Text(\"1\") }; Page { Text(\"2\") } }\n",
      name: "two.swift")
    let svg = runFolio(["render", pages.path, "-o", "-", "-f", "svg"])
    #expect(svg.status == 1)
    #expect(svg.err.contains("holds one page"), "\(svg.err)")
    #expect(files(in: pages.deletingLastPathComponent()) == ["two.swift"])
    #expect(files(in: url.deletingLastPathComponent()) == ["doc.swift"])
  }

  @Test func twoRendersToOneOutputAtOnce() throws {
    let url = try script(
      """
      import Folio
      let document = Document {
        ForEach(0..<400, id: \\.self) { index in Text("row \\(index) " + String(repeating: "word ", count: 30)) }
      }
      """)
    let directory = url.deletingLastPathComponent()
    let output = directory.appendingPathComponent("shared.pdf")
    _ = runFolio(["render", url.path, "-o", directory.appendingPathComponent("warm.pdf").path])
    final class Statuses: @unchecked Sendable {
      let lock = NSLock()
      var values: [Int32] = []
    }
    let statuses = Statuses()
    let path = url.path
    let outputPath = output.path
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      let status = runFolio(["render", path, "-o", outputPath]).status
      statuses.lock.lock()
      statuses.values.append(status)
      statuses.lock.unlock()
    }
    #expect(statuses.values == [0, 0])
    #expect(qpdfAccepts(output))
    #expect(pdfText(output).contains("row 399"))
    #expect(files(in: directory).filter { $0.hasPrefix(".folio-") }.isEmpty)
  }
}

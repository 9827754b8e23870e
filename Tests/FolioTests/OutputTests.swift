import Folio
import FolioCairo
import FolioSamples
import FolioTestSupport
import Foundation
import Testing

// Issue 4: every sample renders to PDF, SVG and PNG; the files are valid, reproducible,
// and the SVG and PNG agree.
@Suite(.serialized) struct OutputTests {
  static let names = SampleCatalog.all.map(\.name)

  @Test(arguments: names) func everySampleRendersValidFiles(name: String) throws {
    let sample = try #require(SampleCatalog.named(name))
    let directory = temporaryDirectory(name)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pdf = directory.appendingPathComponent("\(name).pdf")
    let report = try sample.document().render(to: [.pdf(pdf)], settings: pinned)
    #expect(report.pageCount >= 1)
    // Valid PDF with the sample's text.
    let check = shell(["qpdf", "--check", pdf.path])
    #expect(check.status == 0, "qpdf --check \(name): \(check.output)")
    let text = shell(["pdftotext", pdf.path, "-"]).output
    #expect(text.count > 40, "\(name) has text")
    // Page 1 as SVG and PNG: xmllint parses the SVG, rsvg-convert's raster of it matches
    // Folio's PNG.
    let first = try #require(try sample.document().displayLists(settings: pinned, firstPages: 1).first)
    let svg = directory.appendingPathComponent("\(name)-1.svg")
    try Data(SVGWriter.svg(for: first).utf8).write(to: svg)
    #expect(shell(["xmllint", "--noout", svg.path]).status == 0, "xmllint \(name)")
    let folioPNG = try PNGWriter.png(for: first, scale: 1, background: .white)
    let converted = directory.appendingPathComponent("rsvg.png")
    let conversion = shell([
      "rsvg-convert", "--dpi-x", "72", "--dpi-y", "72", "--background-color", "white", "-o",
      converted.path, svg.path,
    ])
    #expect(conversion.status == 0)
    let ours = try Raster(png: folioPNG)
    let theirs = try Raster(png: try Data(contentsOf: converted))
    #expect(ours.width == theirs.width && ours.height == theirs.height)
    if ours.width == theirs.width && ours.height == theirs.height {
      // Rasterizers antialias edges differently (Folio draws barcodes unsmoothed, rsvg
      // renders glyphs as paths): a pixel matches when the other image has a close pixel
      // within one pixel of it.
      func distance(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: 0, to: 24, by: 8) {
          worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        return worst
      }
      var far = 0
      for y in 0..<ours.height {
        for x in 0..<ours.width {
          let pixel = ours.pixels[y * ours.width + x]
          var best = Int.max
          for dy in -1...1 {
            for dx in -1...1 {
              let nx = x + dx
              let ny = y + dy
              guard nx >= 0, ny >= 0, nx < ours.width, ny < ours.height else { continue }
              best = min(best, distance(pixel, theirs.pixels[ny * ours.width + nx]))
            }
          }
          if best > 96 { far += 1 }
        }
      }
      let share = Double(far) / Double(ours.pixels.count)
      #expect(share < 0.005, "\(name): \(share * 100)% of pixels differ between rsvg-convert and Folio")
    }
  }

  // The text of every report row appears once; every label once.
  @Test func pdfTextHoldsEveryRowAndLabel() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let report = directory.appendingPathComponent("report.pdf")
    try #require(SampleCatalog.named("report")).document().render(to: [.pdf(report)], settings: pinned)
    let text = shell(["pdftotext", "-layout", report.path, "-"]).output
    let ids = text.split(separator: "\n").compactMap { line -> Int? in
      let first = line.split(separator: " ").first.map(String.init) ?? ""
      return Int(first)
    }
    #expect(ids.count == BenchData.rowCount)
    #expect(Set(ids).count == BenchData.rowCount)
    let labels = directory.appendingPathComponent("labels.pdf")
    try #require(SampleCatalog.named("labels")).document().render(to: [.pdf(labels)], settings: pinned)
    let labelText = shell(["pdftotext", labels.path, "-"]).output
    for k in [1, 500, 1000] { #expect(labelText.contains(BenchData.label(k).code)) }
    #expect(labelText.components(separatedBy: "#00").count - 1 == BenchData.labelCount)
  }

  // The same document twice, in one process, gives the same bytes in every format.
  @Test func sameInputSameBytesInOneProcess() throws {
    let sample = try #require(SampleCatalog.named("drawing"))
    let first = try sample.document()
    let second = try sample.document()
    #expect(try first.pdfData(settings: pinned) == second.pdfData(settings: pinned))
    #expect(try first.svgPages(settings: pinned) == second.svgPages(settings: pinned))
    #expect(try first.pngPages(settings: pinned) == second.pngPages(settings: pinned))
  }

  // … and in two processes (the folio command, run twice).
  @Test func sameInputSameBytesInTwoProcesses() throws {
    let folio = productsDirectory.appendingPathComponent("folio").path
    var outputs: [[String: Data]] = []
    for run in 0..<2 {
      let directory = temporaryDirectory("twoProcesses\(run)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let result = shell([folio, "samples", "--out", directory.path, "invoice", "multilingual"])
      #expect(result.status == 0)
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
        files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
      }
      outputs.append(files)
    }
    #expect(outputs[0].count >= 6)
    #expect(outputs[0] == outputs[1])
  }

  // Writes are atomic: an unwritable path is an error and leaves nothing behind.
  @Test func unwritableOutputIsAnErrorWithNoPartialFile() throws {
    let document = Document { Text("Hello") }
    #expect(throws: FolioError.self) {
      try document.write(to: URL(fileURLWithPath: "/nonexistent-folder/out.pdf"), settings: pinned)
    }
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = Document { Image(contentsOf: URL(fileURLWithPath: "/missing/picture.png")) }
    do {
      try broken.render(
        to: [
          .pdf(directory.appendingPathComponent("x.pdf")), .svgPages(directory: directory, baseName: "x"),
        ],
        settings: pinned)
      Issue.record("a missing image must fail the render")
    } catch {
      #expect(error.description.contains("/missing/picture.png"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    #expect(throws: FolioError.self) {
      try document.write(to: directory.appendingPathComponent("out.tiff"), settings: pinned)
    }
  }

  // PNG scale comes from the settings (by scaling the drawing, not Pango's resolution).
  @Test func pngScale() throws {
    var settings = pinned
    settings.pngScale = RenderSettings.scale(forDPI: 144)
    let page = try #require(try Document(pageSize: .a6) { Text("Scaled") }.pngPages(settings: settings).first)
    let raster = try Raster(png: page)
    #expect(raster.width == Int((PageSize.a6.width * 2).rounded(.up)))
  }

  // PDF metadata is set, with a fixed creation date by default.
  @Test func pdfMetadata() throws {
    let document = Document(title: "Quarterly", author: "Ada", subject: "Numbers", keywords: ["a", "b"]) {
      Text("Body")
    }
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("meta.pdf")
    try document.write(to: url, settings: pinned)
    let info = shell(["pdfinfo", url.path]).output
    func field(_ name: String) -> String? {
      info.split(separator: "\n").first { $0.hasPrefix(name + ":") }
        .map { $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces) }
    }
    #expect(field("Title") == "Quarterly")
    #expect(field("Author") == "Ada")
    #expect(field("Subject") == "Numbers")
    #expect(field("Keywords") == "a, b")
    #expect(field("CreationDate")?.contains("2000") == true)
  }

  // Images: JPEG is embedded in PDF as is; a corrupt file is an error naming it.
  @Test func imagesInPDF() throws {
    let jpeg = SampleCatalog.dataDirectory.appendingPathComponent("swatch.jpg")
    let pdf = try ImageRenderer(content: Image(contentsOf: jpeg), settings: pinned).pdfData()
    let original = try Data(contentsOf: jpeg)
    #expect(pdf.range(of: original.prefix(64)) != nil, "the JPEG bytes are embedded unchanged")
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let corrupt = directory.appendingPathComponent("corrupt.png")
    try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: corrupt)
    #expect(throws: FolioError.self) {
      _ = try ImageRenderer(content: Image(contentsOf: corrupt), settings: pinned).pdfData()
    }
    do {
      _ = try ImageRenderer(content: Image(contentsOf: corrupt), settings: pinned).displayList()
    } catch {
      #expect(error.description.contains("corrupt.png"))
    }
  }
}

import Folio
import FolioPango
import Foundation
import Testing

// Issue 10, "provable thread ownership": many documents rendered at once — each laid out on
// its own thread while its pages are drawn on another — give exactly the bytes of the same
// documents rendered one at a time. `make tsan` runs this suite under ThreadSanitizer.
@Suite struct ConcurrencyStressTests {
  /// A document with mixed fonts and scripts, emoji, images of every kind and links.
  static func document(_ index: Int) -> Document {
    let data = packageRoot.appendingPathComponent("Samples/Data")
    return Document(title: "Stress \(index)", pageSize: PageSize(width: 300, height: 400)) {
      Text("Document \(index)").font(.title).bold()
      Text("Serif text with *emphasis* and a [link](https://example.com/\(index))").font(
        .system(size: 11, design: .serif))
      Text("monospaced 0123456789").font(.system(size: 9, design: .monospaced)).underline()
      Text("日本語のテキストと中文文本 — 한국어").strikethrough()
      Text("مرحبا بالعالم — שלום עולם").environment(\.layoutDirection, .rightToLeft)
      Text("emoji 😀 👨‍👩‍👧‍👦 🇫🇷 e\u{301}cole")
      HStack {
        Image(contentsOf: data.appendingPathComponent("swatch.png")).frame(width: 40, height: 30)
        Image(contentsOf: data.appendingPathComponent("swatch.jpg")).frame(width: 40, height: 30)
        Image(contentsOf: data.appendingPathComponent("logo.svg")).frame(width: 60, height: 30)
      }
      ForEach(0..<(20 + index % 7), id: \.self) { row in
        Text("row \(row) of document \(index): " + String(repeating: "lorem ipsum ", count: row % 9))
          .opacity(row % 3 == 0 ? 0.6 : 1)
      }
    }
  }

  /// The PDF, SVG pages and PNG pages of a document.
  static func outputs(_ document: Document) throws -> [Data] {
    var result = [try document.pdfData(settings: pinned)]
    result += try document.svgPages(settings: pinned).map { Data($0.utf8) }
    result += try document.pngPages(settings: pinned)
    return result
  }

  @Test func concurrentRendersEqualSequentialOnes() throws {
    let count = 6
    let expected = try (0..<count).map { try Self.outputs(Self.document($0)) }
    let results = Results(count: count * 3)
    DispatchQueue.concurrentPerform(iterations: count * 3) { job in
      results.set(job, Result { try Self.outputs(Self.document(job % count)) })
    }
    for job in 0..<(count * 3) {
      let outputs = try results.get(job)
      #expect(outputs == expected[job % count], "job \(job) differs from the sequential render")
    }
  }

  @Test func concurrentFileRendersToSeparateFiles() throws {
    let directory = temporaryDirectory()
    let failures = Results(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { job in
      failures.set(
        job,
        Result {
          try Self.document(job).render(
            to: [
              .pdf(directory.appendingPathComponent("doc\(job).pdf")),
              .svgPages(directory: directory, baseName: "doc\(job)"),
              .pngPages(directory: directory, baseName: "doc\(job)"),
            ], settings: pinned)
          return []
        })
    }
    for job in 0..<8 {
      _ = try failures.get(job)
      #expect(qpdfAccepts(directory.appendingPathComponent("doc\(job).pdf")))
    }
    #expect(!files(in: directory).contains { $0.hasPrefix(".folio-") })
  }

  /// Text in more font files than Cairo keeps open (10): Cairo 1.16 then closes faces
  /// while other threads may be starting to use them, and FreeType crashed (seed 72 of the
  /// generative tests, once). Rendered by several documents at once, with every output.
  static func manyFonts(_ index: Int) -> Document {
    let families = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Noto Sans", "Noto Serif"]
    return Document(title: "Fonts \(index)", pageSize: PageSize(width: 300, height: 400)) {
      ForEach(0..<60, id: \.self) { row in
        Text("row \(row) of \(index): The quick brown fox jumps over the lazy dog")
          .font(.custom(families[(row + index) % families.count], size: 8 + CGFloat(row % 3)))
          .bold(row % 2 == 0).italic(row % 4 < 2)
      }
    }
  }

  @Test func manyFontFilesDrawnOnManyThreads() throws {
    let count = 4
    let expected = try (0..<count).map { try Self.outputs(Self.manyFonts($0)) }
    #expect(FontFaceLock.areSerialized, "more than \(FontFaceLock.limit) faces were drawn with")
    let results = Results(count: count * 4)
    DispatchQueue.concurrentPerform(iterations: count * 4) { job in
      results.set(job, Result { try Self.outputs(Self.manyFonts(job % count)) })
    }
    for job in 0..<(count * 4) {
      #expect(try results.get(job) == expected[job % count], "job \(job) differs from the sequential render")
    }
  }

  /// Results written by concurrent jobs, one slot each.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<[Data], Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<[Data], Error>) {
      lock.lock()
      slots[index] = result
      lock.unlock()
    }

    func get(_ index: Int) throws -> [Data] {
      lock.lock()
      defer { lock.unlock() }
      guard let result = slots[index] else { throw FolioError.renderFailed("job \(index) did not finish") }
      return try result.get()
    }
  }
}

import FolioCairo
import Foundation

/// Checks one rendered case with independent readers: the exit status the input calls
/// for, no partial or temporary files, `qpdf --check`, `xmllint --noout` and
/// `rsvg-convert` on every SVG, every PNG decodes, and every visible word in the text
/// `pdftotext` extracts unless a diagnostic reported its text clipped or not drawn.
public enum FuzzChecker {
  /// Whether an error is the flow's refusal of text taller than a page that cannot break
  /// (a fixed height, a page a few points tall): rendering it would lose words, so the
  /// render fails and writes nothing — as right as a complete render.
  static func refusesToLoseWords(_ message: String?) -> Bool {
    guard let message else { return false }
    return message.contains("layout failed") && message.contains("its words would be lost")
  }

  /// nil when the case passes, else what is wrong (a category, a colon, details).
  public static func check(_ document: FuzzDocument, _ result: FuzzRenderResult, in directory: URL) -> String?
  {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    if document.expectsError {
      guard result.status == "error" else {
        return "accepted invalid input: it rendered \(result.pages) pages"
      }
    } else if result.status != "ok" && !(document.mayRefuse && result.status == "error")
      && !(result.status == "error" && Self.refusesToLoseWords(result.message))
    {
      return "render failed: \(result.message ?? "no message")"
    }
    if result.status == "error" {
      guard let message = result.message, !message.isEmpty else { return "error without a message" }
      return files.isEmpty ? nil : "partial output: \(files.joined(separator: ", ")) left after an error"
    }
    // Exactly the expected files.
    let pages = result.pages
    var expected = ["doc.pdf"]
    if pages > 0 {
      for page in 1...pages { expected += ["doc-\(page).png", "doc-\(page).svg"] }
    }
    guard Set(files) == Set(expected) else {
      return
        "wrong files: expected \(expected.count), found \(files.filter { !expected.contains($0) }.prefix(5))"
    }
    let pdf = directory.appendingPathComponent("doc.pdf").path
    let qpdf = FuzzTool.run(["qpdf", "--check", pdf])
    guard qpdf.status == 0 else { return "qpdf: \(qpdf.output.suffix(300))" }
    if pages > 0 {
      let svgs = (1...pages).map { directory.appendingPathComponent("doc-\($0).svg").path }
      let xmllint = FuzzTool.run(["xmllint", "--noout"] + svgs)
      guard xmllint.status == 0 else { return "xmllint: \(xmllint.output.prefix(300))" }
      let rendered = directory.path + ".rsvg.pdf"
      let rsvg = FuzzTool.run(["rsvg-convert", "-f", "pdf", "-o", rendered] + svgs)
      try? FileManager.default.removeItem(atPath: rendered)
      guard rsvg.status == 0 else { return "rsvg-convert: \(rsvg.output.prefix(300))" }
      for page in 1...pages {
        let url = directory.appendingPathComponent("doc-\(page).png")
        guard let data = FileManager.default.contents(atPath: url.path) else {
          return "png: cannot read page \(page)"
        }
        do {
          _ = try Raster(png: data)
        } catch {
          return "png: page \(page) does not decode: \(error)"
        }
      }
    }
    return missingWords(document, result, pdf: pdf)
  }

  /// The words of visible texts that `pdftotext -raw` does not find, unless reported.
  static func missingWords(_ document: FuzzDocument, _ result: FuzzRenderResult, pdf: String) -> String? {
    // A diagnostic names the text as drawn: a page reference's text ends with the page
    // number, which the expectation cannot know ("Heading 2 is on page" + " 5").
    let reported = Set(result.diagnostics.compactMap(\.text))
    let texts = FuzzExpectation.visibleTexts(document).filter { text in
      let drawnLonger = text + " "
      return !reported.contains(text) && !reported.contains { $0.hasPrefix(drawnLonger) }
    }
    guard !texts.isEmpty else { return nil }
    let extraction = FuzzTool.run(["pdftotext", "-raw", "-enc", "UTF-8", pdf, "-"])
    guard extraction.status == 0 else { return "pdftotext: \(extraction.output.prefix(300))" }
    var extracted = FuzzExpectation.normalized(extraction.output)
    if document.footer {
      // The footer's text sits between the pages' texts (and wraps on narrow pages); a word
      // split across pages must be found across it.
      extracted = extracted.replacingOccurrences(of: #"Page\d+of\d+"#, with: "", options: .regularExpression)
    }
    if let header = document.header, !FuzzExpectation.normalized(header).isEmpty {
      extracted = extracted.replacingOccurrences(of: FuzzExpectation.normalized(header), with: "")
    }
    let extractedScalars = Set(extracted.unicodeScalars)
    for text in texts {
      // In a paragraph mixing directions, bidi reordering moves punctuation between runs, and
      // a word broken across lines has runs of the other direction between its pieces in
      // drawing order: such words are found whole, or else by their letters.
      let mixed = !FuzzExpectation.filtered(text, rightToLeft: true).isEmpty
      let words = FuzzExpectation.words(of: text).map { mixed ? FuzzExpectation.withoutPunctuation($0) : $0 }
      let missing = words.filter { word in
        if extracted.contains(word) || extracted.contains(String(word.reversed())) { return false }
        return !mixed || !word.unicodeScalars.allSatisfy { extractedScalars.contains($0) }
      }
      if !missing.isEmpty {
        return
          "lost words: \(FuzzSwiftPrinter.literal(String(text.prefix(60)))) is missing \(missing.prefix(3).map { FuzzSwiftPrinter.literal(String($0.prefix(30))) }.joined(separator: ", ")) with no diagnostic"
      }
    }
    return nil
  }
}

/// Runs a command-line tool and collects its exit status and output.
enum FuzzTool {
  static func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return (127, "cannot run \(arguments[0]): \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

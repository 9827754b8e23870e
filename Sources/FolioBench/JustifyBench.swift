import Folio
import FolioSamples
import FolioTesting
import Foundation

/// The justify workload (30 paragraphs, 340 pt column) set by Folio and by Typst (PyPI's
/// `typst` package, when Python has it): the time of each (median of `runs`, Typst's as
/// `typst.compile` in one Python process) and the word spaces of each one's full lines,
/// read from the PDF with pdftotext and divided by the natural space of the paragraphs'
/// last lines. Prints, last: `justify folio_s=… typst_s=… folio_max=… typst_max=…`.
enum JustifyBench {
  /// The spacing of one PDF's lines.
  struct Spacing {
    var lines = 0
    var full = 0
    var mean = 0.0
    var maximum = 0.0
    var over13 = 0
    var over15 = 0

    var summary: String {
      "\(lines) lines, \(full) full: mean \(format(mean, 3))×, widest \(format(maximum, 3))×, \(over13) over 1.3× (\(format(100 * Double(over13) / Double(max(lines, 1)), 1))% of lines), \(over15) over 1.5×"
    }
  }

  static func run(runs: Int) {
    print("== justify (30 paragraphs, 340 pt column, DejaVu Sans 11 pt; median of \(runs))")
    guard let sample = SampleCatalog.named("justify") else { return }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-justify")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Folio, in process (fonts loaded by a warm-up).
    var folioPDF = Data()
    var folioTimes: [Double] = []
    do {
      _ = try sample.document().pdfData(settings: RenderSettings(fonts: .system))
      for _ in 0..<runs {
        folioTimes.append(
          try time { folioPDF = try sample.document().pdfData(settings: RenderSettings(fonts: .system)) })
      }
    } catch {
      print("justify: \(error)")
      return
    }
    let folio = spacing(folioPDF)
    print("Folio: \(format(median(folioTimes), 3)) s; \(folio.summary)")
    // Typst, on the same text and page.
    let source = directory.appendingPathComponent("justify.typ")
    let output = directory.appendingPathComponent("typst.pdf")
    try? typstSource().write(to: source, atomically: true, encoding: .utf8)
    let script = """
      import sys, time, typst
      times = []
      for _ in range(\(runs + 1)):
          start = time.perf_counter()
          typst.compile(sys.argv[1], output=sys.argv[2], font_paths=["/usr/share/fonts"])
          times.append(time.perf_counter() - start)
      times = sorted(times[1:])
      print(times[len(times) // 2])
      """
    let result = ProcessRunner.run(["/usr/bin/env", "python3", "-c", script, source.path, output.path])
    guard result.status == 0,
      let typstTime = Double(result.output.trimmingCharacters(in: .whitespacesAndNewlines)),
      let typstPDF = FileManager.default.contents(atPath: output.path)
    else {
      print("Typst: skipped (pip install typst: PyPI's package holds the compiler)")
      print(
        "justify folio_s=\(format(median(folioTimes), 3)) folio_max=\(format(folio.maximum, 3)) folio_over13=\(folio.over13)"
      )
      return
    }
    let typst = spacing(typstPDF)
    print("Typst: \(format(typstTime, 3)) s; \(typst.summary)")
    print(
      "justify folio_s=\(format(median(folioTimes), 3)) typst_s=\(format(typstTime, 3)) folio_max=\(format(folio.maximum, 3)) typst_max=\(format(typst.maximum, 3)) folio_over13=\(folio.over13) typst_over13=\(typst.over13) folio_lines=\(folio.lines) typst_lines=\(typst.lines)"
    )
  }

  /// The same page, font and paragraphs as Typst markup: A4, the column 72 pt from the
  /// left, 11 pt DejaVu Sans, justified and hyphenated in English.
  static func typstSource() -> String {
    let margins = JustifyText.margins
    var source = """
      #set page(width: \(PageSize.a4.width)pt, height: \(PageSize.a4.height)pt, margin: (left: \(margins.leading)pt, right: \(margins.trailing)pt, top: \(margins.top)pt, bottom: \(margins.bottom)pt))
      #set text(font: "DejaVu Sans", size: 11pt, lang: "en", hyphenate: true)
      #set par(justify: true, leading: 3pt, spacing: 6pt)

      """
    for index in 0..<JustifyText.paragraphCount { source += JustifyText.paragraph(index) + "\n\n" }
    return source
  }

  /// The word spaces of a PDF's full lines (those ending at the column's edge) against
  /// the median space of its other lines.
  static func spacing(_ pdf: Data) -> Spacing {
    guard let lines = try? PDFText.lines(pdf), let left = lines.map(\.box.minX).min() else {
      return Spacing()
    }
    let right = left + Double(JustifyText.columnWidth)
    func gaps(_ line: PDFText.Line) -> [Double] {
      zip(line.words, line.words.dropFirst()).map { $1.box.minX - $0.box.maxX }
    }
    let natural = median(lines.filter { $0.box.maxX < right - 5 }.flatMap(gaps))
    let full = lines.filter { $0.box.maxX >= right - 1 && $0.words.count > 1 }
    let ratios = full.map { gaps($0).reduce(0, +) / Double(gaps($0).count) / natural }
    return Spacing(
      lines: lines.count, full: full.count, mean: ratios.reduce(0, +) / Double(max(ratios.count, 1)),
      maximum: ratios.max() ?? 0, over13: ratios.filter { $0 > 1.3 }.count,
      over15: ratios.filter { $0 > 1.5 }.count)
  }
}

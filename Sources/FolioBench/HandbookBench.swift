import Folio
import FolioSamples
import Foundation

/// The handbook workload (30 A5 pages from Markdown: contents and page references laid out
/// until settled, hyphenated justified text, tables, figures) rendered in process: tagged
/// PDF (the default), untagged PDF, SVG and PNG, median of `runs` each, and tagged PDF at
/// ten times the chapters. Prints, last:
/// `handbook pages=… passes=… pdf_s=… untagged_pdf_s=… svg_s=… png_s=… tenfold_pages=… tenfold_pdf_s=…`.
enum HandbookBench {
  static func run(runs: Int) {
    print("== handbook (Markdown, contents, references, tagged PDF; in process, median of \(runs))")
    guard let sample = SampleCatalog.named("handbook") else { return }
    let tagged = RenderSettings(fonts: .system)
    var untagged = tagged
    untagged.taggedPDF = false
    func median(_ body: () throws -> Void) rethrows -> Double {
      var times: [Double] = []
      for _ in 0..<max(runs, 1) { times.append(try time(body)) }
      return times.sorted()[times.count / 2]
    }
    do {
      // Warm-up: fonts, hyphenation dictionaries, images.
      let pdf = try sample.document().pdfData(settings: tagged)
      let pages = HyphenationBench.pageCount(pdf)
      let paginator = tagged.paginator(for: try sample.document())
      try paginator.run { _ throws(FolioError) in }
      let pdfTime = try median { _ = try sample.document().pdfData(settings: tagged) }
      let untaggedTime = try median { _ = try sample.document().pdfData(settings: untagged) }
      let svgTime = try median { _ = try sample.document().svgPages(settings: tagged) }
      let pngTime = try median { _ = try sample.document().pngPages(settings: tagged) }
      let tenfold = try sample.document(scale: SampleScale(factor: 10))
      var tenfoldPages = 0
      let tenfoldTime = try time {
        tenfoldPages = HyphenationBench.pageCount(try tenfold.pdfData(settings: tagged))
      }
      print(
        "tagged PDF costs \(format((pdfTime / untaggedTime - 1) * 100, 1)) % over untagged; \(paginator.passCount) layout passes settle the contents"
      )
      // What tagging costs the three benchmark workloads (in process, PDF in memory).
      for name in ["labels", "report", "wrap"] {
        guard let workload = SampleCatalog.named(name) else { continue }
        _ = try workload.document().pdfData(settings: tagged)
        let on = try median { _ = try workload.document().pdfData(settings: tagged) }
        let off = try median { _ = try workload.document().pdfData(settings: untagged) }
        print(
          "tagging \(name) tagged_s=\(format(on, 3)) untagged_s=\(format(off, 3)) ratio=\(format(on / off, 2))"
        )
      }
      print(
        "handbook pages=\(pages) passes=\(paginator.passCount) pdf_s=\(format(pdfTime, 3)) untagged_pdf_s=\(format(untaggedTime, 3)) svg_s=\(format(svgTime, 3)) png_s=\(format(pngTime, 3)) tenfold_pages=\(tenfoldPages) tenfold_pdf_s=\(format(tenfoldTime, 3))"
      )
    } catch {
      print("handbook: \(error)")
    }
  }
}

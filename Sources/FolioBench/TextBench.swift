import Folio
import FolioPango
import FolioSamples
import Foundation

/// Text measurement with Pango: measurements per second, and the measurement cache's hit
/// rate on documents with repeated strings.
enum TextBench {
  static func run() {
    print("== text (Pango, machine fonts)")
    let measurer = PangoTextMeasurer(fonts: .system)
    let style = TextRunStyle(font: ResolvedFont(family: "DejaVu Sans", size: 9))
    let strings = (1...20_000).map { BenchData.row($0).name + " " + BenchData.row($0).city + " \($0)" }
    let texts = strings.map { StyledText(runs: [TextRun($0, style: style)]) }
    let unwrapped = time {
      for text in texts { _ = measurer.measure(text, width: nil, height: nil) }
    }
    let paragraphs = (0..<2_000).map {
      StyledText(runs: [
        TextRun(
          BenchData.paragraph($0), style: TextRunStyle(font: ResolvedFont(family: "DejaVu Sans", size: 11)))
      ])
    }
    let wrapped = time {
      for text in paragraphs { _ = measurer.measure(text, width: 451.28, height: nil) }
    }
    print("single lines      measurements_per_s=\(format(Double(texts.count) / unwrapped, 0))")
    print("wrapped paragraphs measurements_per_s=\(format(Double(paragraphs.count) / wrapped, 0))")
    for name in ["report", "labels"] {
      guard let sample = SampleCatalog.named(name) else { continue }
      do {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-text.pdf")
        let report = try sample.document().render(to: [.pdf(url)], settings: RenderSettings(fonts: .system))
        try? FileManager.default.removeItem(at: url)
        let stats = report.textStatistics
        let rate = Double(stats.cacheHits) / Double(max(stats.requests, 1)) * 100
        print(
          "\(name) document   requests=\(stats.requests) cache_hits=\(stats.cacheHits) hit_rate=\(format(rate, 1))% layouts_built=\(stats.layoutsBuilt)"
        )
      } catch {
        print("\(name): \(error)")
      }
    }
  }
}

import Folio
import FolioPango
import FolioSamples
import Foundation

/// The wrap workload (2,000 paragraphs, 239 pages) rendered to PDF in process with
/// hyphenation off and on (`.automatic`, English patterns), alternating, median of `runs`
/// each: the cost of hyphenating every word. Prints, last:
/// `hyphenation wrap off_s=… on_s=… ratio=… pages_off=… pages_on=…`.
enum HyphenationBench {
  static func run(executable: String, runs: Int) {
    firstRenders(executable: executable, runs: runs)
    print("== hyphenation (wrap workload to PDF, in process, median of \(runs))")
    guard let sample = SampleCatalog.named("wrap") else { return }
    var off = RenderSettings(fonts: .system)
    off.environment.hyphenation = .never
    var on = RenderSettings(fonts: .system)
    on.environment.hyphenation = .automatic
    var offTimes: [Double] = []
    var onTimes: [Double] = []
    var pages = (off: 0, on: 0)
    do {
      // One warm-up of each (fonts, dictionaries).
      _ = try sample.document().pdfData(settings: off)
      _ = try sample.document().pdfData(settings: on)
      for _ in 0..<runs {
        var data = Data()
        offTimes.append(try time { data = try sample.document().pdfData(settings: off) })
        pages.off = pageCount(data)
        onTimes.append(try time { data = try sample.document().pdfData(settings: on) })
        pages.on = pageCount(data)
      }
    } catch {
      print("hyphenation: \(error)")
      return
    }
    // The hyphenation of the text alone (every paragraph once, words cached as in a render).
    let paragraphs = (0..<2_000).map { BenchData.paragraph($0) }
    let hyphenating = time {
      for paragraph in paragraphs { _ = Hyphenator.shared.hyphenated(paragraph, language: "en_US") }
    }
    // Pango alone: every paragraph measured at the column's width, off and on.
    func measureAll(_ language: String?) -> Double {
      let measurer = PangoTextMeasurer(fonts: .system)
      var paragraph = TextParagraphStyle()
      paragraph.hyphenationLanguage = language
      let style = TextRunStyle(font: ResolvedFont(family: "DejaVu Sans", size: 11))
      let texts = paragraphs.map { StyledText(runs: [TextRun($0, style: style)], paragraph: paragraph) }
      return time { for text in texts { _ = measurer.measure(text, width: 451.28, height: nil) } }
    }
    _ = measureAll(nil)
    print(
      "measuring 2,000 paragraphs: off \(format(measureAll(nil), 3)) s, on \(format(measureAll("en_US"), 3)) s"
    )
    do {
      let layoutOff = try time {
        _ = try sample.document().forEachPage(settings: off) { _ throws(FolioError) in }
      }
      let layoutOn = try time {
        _ = try sample.document().forEachPage(settings: on) { _ throws(FolioError) in }
      }
      print("layout alone: off \(format(layoutOff, 3)) s, on \(format(layoutOn, 3)) s")
      for settings in [off, on] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-hyphenation.pdf")
        let report = try sample.document().render(to: [.pdf(url)], settings: settings)
        try? FileManager.default.removeItem(at: url)
        let stats = report.textStatistics
        print(
          "  requests=\(stats.requests) cache_hits=\(stats.cacheHits) layouts_built=\(stats.layoutsBuilt)")
      }
    } catch {}
    print(
      "hyphenating the text alone: \(format(hyphenating, 3)) s; texts hyphenated in all renders: \(Hyphenator.shared.calls)"
    )
    let offMedian = offTimes.sorted()[offTimes.count / 2]
    let onMedian = onTimes.sorted()[onTimes.count / 2]
    print(
      "hyphenation wrap off_s=\(format(offMedian, 3)) on_s=\(format(onMedian, 3)) ratio=\(format(onMedian / offMedian, 2)) pages_off=\(pages.off) pages_on=\(pages.on)"
    )
  }

  /// Each language's first render in a new process, hyphenated and not (the dictionary's
  /// loading included), in `max(runs, 21)` pairs of child processes, one of each in turn:
  /// the median wall time, and the median CPU time of the process during the render (all
  /// its threads); the ratios are the medians of each pair's ratio, which the machine's
  /// drift over the run moves less than a ratio of medians. The children share a fresh
  /// index cache folder (`FOLIO_CACHE_DIR`), filled by a first render of each language
  /// before the pairs, as every process but a machine's first finds it; then the same
  /// without the cache (`FOLIO_CACHE_DIR=""`: the pass over the file in every process).
  /// Prints a line per language and way:
  /// `hyphenation first de_DE off_s=… on_s=… ratio=… off_cpu_s=… on_cpu_s=… cpu_ratio=…`,
  /// then `hyphenation first-uncached de_DE …`.
  static func firstRenders(executable: String, runs: Int) {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-cache-\(getpid())")
    defer { try? FileManager.default.removeItem(at: cache) }
    firstRenders(
      executable: executable, runs: runs, name: "first", environment: ["FOLIO_CACHE_DIR": cache.path])
    firstRenders(
      executable: executable, runs: runs, name: "first-uncached", environment: ["FOLIO_CACHE_DIR": ""])
  }

  /// The pairs of `firstRenders` with an environment, printed as `hyphenation <name> …`.
  static func firstRenders(executable: String, runs: Int, name: String, environment: [String: String]) {
    let processes = max(runs, 21)
    print(
      "== hyphenation, \(name == "first" ? "first render of a process, index cache filled" : "first render of a process, no index cache"), per language (\(processes) pairs of processes)"
    )
    for language in JustifyText.languages {
      // The cache's first render (nothing measured).
      _ = ProcessRunner.run(
        [executable, "child", "hyphenation", language.locale, "on"], environment: environment)
      var times: [Bool: [Double]] = [false: [], true: []]
      var cpuTimes: [Bool: [Double]] = [false: [], true: []]
      var ratios: [Double] = []
      var cpuRatios: [Double] = []
      for _ in 0..<processes {
        var pair: [Bool: (seconds: Double, cpu: Double)] = [:]
        for hyphenated in [false, true] {
          let result = ProcessRunner.run(
            [executable, "child", "hyphenation", language.locale, hyphenated ? "on" : "off"],
            environment: environment)
          if let seconds = Double(field("seconds", in: result.output) ?? ""),
            let cpu = Double(field("cpu", in: result.output) ?? "")
          {
            times[hyphenated]?.append(seconds)
            cpuTimes[hyphenated]?.append(cpu)
            pair[hyphenated] = (seconds, cpu)
          }
        }
        if let off = pair[false], let on = pair[true], off.seconds > 0, off.cpu > 0 {
          ratios.append(on.seconds / off.seconds)
          cpuRatios.append(on.cpu / off.cpu)
        }
      }
      let off = median(times[false] ?? [])
      let on = median(times[true] ?? [])
      let offCPU = median(cpuTimes[false] ?? [])
      let onCPU = median(cpuTimes[true] ?? [])
      print(
        "hyphenation \(name) \(language.locale) off_s=\(format(off, 4)) on_s=\(format(on, 4)) ratio=\(format(median(ratios), 2)) off_cpu_s=\(format(offCPU, 4)) on_cpu_s=\(format(onCPU, 4)) cpu_ratio=\(format(median(cpuRatios), 2))"
      )
    }
  }

  /// In a child process: as the process's first render, ten paragraphs of a language's
  /// sentence justified in a 180 pt column, hyphenated or not; prints `seconds=… cpu=…`
  /// (wall time, and the CPU time of every thread of the process meanwhile).
  static func child(locale: String, hyphenated: Bool) -> Int32 {
    guard let text = JustifyText.languages.first(where: { $0.locale == locale })?.text else { return 2 }
    var settings = RenderSettings(fonts: .system)
    settings.environment.hyphenation = hyphenated ? .automatic : .never
    let document = Document(pageSize: .a4) {
      VStack(spacing: 6) {
        ForEach(0..<10, id: \.self) { _ in Text(verbatim: text).frame(width: 180) }
      }
      .multilineTextAlignment(.justified)
      .environment(\.locale, Locale(identifier: locale))
    }
    do {
      let cpuBefore = processCPUTime()
      let seconds = try time { _ = try document.pdfData(settings: settings) }
      print("seconds=\(seconds) cpu=\(processCPUTime() - cpuBefore)")
      return 0
    } catch {
      print("error=\(error)")
      return 1
    }
  }

  /// The CPU time this process has used, all threads (`CLOCK_PROCESS_CPUTIME_ID`).
  static func processCPUTime() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// The page count of a PDF (its `/Count` in the page tree).
  static func pageCount(_ pdf: Data) -> Int {
    let text = String(decoding: pdf, as: UTF8.self)
    guard let range = text.range(of: "/Count ") else { return 0 }
    return Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
  }
}

import Folio
import FolioSamples
import Foundation

/// The three workloads of shared/bench (labels, report, wrap) rendered to PDF by Folio and
/// by the C floor programs that draw the same documents with raw Pango and Cairo: whole
/// processes, alternating, on the same machine in the same run. `ratio` is Folio's default,
/// tagged PDF; `untagged_ratio` the same PDF without a structure tree, as the floor writes;
/// `cpu_ratio` the tagged PDF's CPU time (every thread, user and system) against the
/// floor's, the work that decides the wall time when the machine has no second core free.
enum WorkloadBench {
  static let names = ["labels", "report", "wrap"]

  /// The floor programs' sources: $FOLIO_FLOOR_DIR, or shared/bench/floor beside the
  /// package.
  static var floorSources: URL {
    if let path = ProcessInfo.processInfo.environment["FOLIO_FLOOR_DIR"] {
      return URL(fileURLWithPath: path)
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/bench/floor")
  }

  /// In a child process: renders a sample at a scale to a PDF (or SVG or PNG pages in a
  /// folder).
  static func child(name: String, scale: Int, path: String, format: String = "pdf") -> Int32 {
    guard let sample = SampleCatalog.named(name) else {
      print("error=no-sample")
      return 1
    }
    return renderChild(to: path, format: format) { try sample.document(scale: SampleScale(factor: scale)) }
  }

  /// In a child process: times layout alone, then layout and PDF drawing.
  static func phases(name: String) -> Int32 {
    guard let sample = SampleCatalog.named(name) else { return 1 }
    do {
      let settings = RenderSettings(fonts: .system)
      let warm = try time {
        _ = try sample.document().forEachPage(settings: settings) { _ throws(FolioError) in }
      }
      let layout = try time {
        _ = try sample.document().forEachPage(settings: settings) { _ throws(FolioError) in }
      }
      let pdf = try time { _ = try sample.document().pdfData(settings: settings) }
      print(
        "first_layout_s=\(format(warm, 3)) layout_s=\(format(layout, 3)) layout_and_pdf_s=\(format(pdf, 3))")
      return 0
    } catch {
      print("error=\(error)")
      return 1
    }
  }

  static func run(executable: String, runs: Int) {
    print("== workloads (PDF, whole-process wall time, median of \(runs), alternating with the C floor)")
    let build = FileManager.default.temporaryDirectory.appendingPathComponent("folio-floor").path
    let make = ProcessRunner.run(["/usr/bin/make", "-s", "-C", floorSources.path, "BUILD=\(build)"])
    guard make.status == 0 else {
      print("floor programs unavailable (no sources at \(floorSources.path)); set FOLIO_FLOOR_DIR")
      return
    }
    // A folder of its own: a render lists the folder it writes to once (for a killed
    // run's temporary files), and a shared temporary folder may hold thousands of files.
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "folio-bench-workloads-\(getpid())")
    try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    for name in names {
      var folioTimes: [Double] = []
      var untaggedTimes: [Double] = []
      var floorTimes: [Double] = []
      // CPU time (user and system, every thread): the work each process does, which a
      // machine with no core to spare turns into wall time.
      var folioCPU: [Double] = []
      var floorCPU: [Double] = []
      var folioPeak = 0.0
      var floorPeak = 0.0
      // Each run measures the three once, in an order that turns with the run, so that none
      // of them always follows the same one; the paired ratios compare the two processes of
      // one run, which a slow moment of the machine slows alike.
      var pairedRatios: [Double] = []
      var pairedUntaggedRatios: [Double] = []
      let floorPDF = output.appendingPathComponent("floor-\(name).pdf").path
      let folioPDF = output.appendingPathComponent("folio-\(name).pdf").path
      let untaggedPDF = output.appendingPathComponent("folio-\(name)-untagged.pdf").path
      for run in 0..<runs {
        var floorSeconds = 0.0
        var folioSeconds = 0.0
        var untaggedSeconds = 0.0
        for step in 0..<3 {
          switch (run + step) % 3 {
          case 0:
            let floor = ProcessRunner.measured(["\(build)/\(name)", "pdf", floorPDF])
            floorSeconds = floor.seconds
            floorCPU.append(floor.cpuSeconds)
            floorPeak = max(floorPeak, floor.peakMiB)
          case 1:
            let folio = ProcessRunner.measured([executable, "child", "workload", name, "1", folioPDF])
            if folio.status != 0 { print("\(name): folio failed: \(folio.output)") }
            folioSeconds = folio.seconds
            folioCPU.append(folio.cpuSeconds)
            folioPeak = max(folioPeak, folio.peakMiB)
          default:
            // The same PDF without its structure tree (the floor writes none).
            let untagged = ProcessRunner.measured([
              executable, "child", "workload", name, "1", untaggedPDF, "pdf-untagged",
            ])
            untaggedSeconds = untagged.seconds
          }
        }
        floorTimes.append(floorSeconds)
        folioTimes.append(folioSeconds)
        untaggedTimes.append(untaggedSeconds)
        pairedRatios.append(folioSeconds / max(floorSeconds, 0.000_001))
        pairedUntaggedRatios.append(untaggedSeconds / max(floorSeconds, 0.000_001))
      }
      let pages = pdfPages(folioPDF) + "/" + pdfPages(floorPDF)
      let tenfold = ProcessRunner.measured(
        [
          executable, "child", "workload", name, "10",
          output.appendingPathComponent("folio-\(name)-x10.pdf").path,
        ])
      let ratio = median(folioTimes) / max(median(floorTimes), 0.000_001)
      let untaggedRatio = median(untaggedTimes) / max(median(floorTimes), 0.000_001)
      let cpuRatio = median(folioCPU) / max(median(floorCPU), 0.000_001)
      print(
        "\(name) ratio=\(format(ratio)) untagged_ratio=\(format(untaggedRatio)) paired_ratio=\(format(median(pairedRatios))) paired_untagged_ratio=\(format(median(pairedUntaggedRatios))) untagged_s=\(format(median(untaggedTimes), 3)) folio_peak_mib=\(format(folioPeak, 1)) floor_peak_mib=\(format(floorPeak, 1)) folio_s=\(format(median(folioTimes), 3)) floor_s=\(format(median(floorTimes), 3)) tenfold_peak_mib=\(format(tenfold.peakMiB, 1)) pages=\(pages) cpu_ratio=\(format(cpuRatio)) folio_cpu_s=\(format(median(folioCPU), 3)) floor_cpu_s=\(format(median(floorCPU), 3))"
      )
    }
    // Every page as SVG and as PNG (1 pixel per point), against the floor's svg and png
    // modes: fewer runs, these write hundreds of files.
    let pageRuns = max(runs / 2, 3)
    print("== workloads as SVG and PNG pages (whole-process wall time, median of \(pageRuns))")
    for name in names {
      var line = name
      for kind in ["svg", "png"] {
        var folioTimes: [Double] = []
        var floorTimes: [Double] = []
        for _ in 0..<pageRuns {
          let floorDirectory = output.appendingPathComponent("floor-\(name)-\(kind)")
          let folioDirectory = output.appendingPathComponent("folio-\(name)-\(kind)")
          for directory in [floorDirectory, folioDirectory] {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
          }
          let floor = ProcessRunner.measured(
            ["\(build)/\(name)", kind, floorDirectory.appendingPathComponent("page-%d.\(kind)").path])
          floorTimes.append(floor.seconds)
          let folio = ProcessRunner.measured([
            executable, "child", "workload", name, "1", folioDirectory.path, kind,
          ])
          if folio.status != 0 { print("\(name) \(kind): folio failed: \(folio.output)") }
          folioTimes.append(folio.seconds)
        }
        let ratio = median(folioTimes) / max(median(floorTimes), 0.000_001)
        line +=
          " \(kind)_ratio=\(format(ratio)) \(kind)_folio_s=\(format(median(folioTimes), 3)) \(kind)_floor_s=\(format(median(floorTimes), 3))"
      }
      print(line)
    }
  }

  /// The page count of a PDF (from its page tree), or "?".
  static func pdfPages(_ path: String) -> String {
    let info = ProcessRunner.run(["/usr/bin/pdfinfo", path])
    for line in info.output.split(separator: "\n") where line.hasPrefix("Pages:") {
      return line.split(separator: " ").last.map(String.init) ?? "?"
    }
    return "?"
  }
}

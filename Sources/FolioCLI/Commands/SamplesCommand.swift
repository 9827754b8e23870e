import Folio
import FolioSamples
import Foundation

/// `folio samples`: renders Folio's sample documents.
enum SamplesCommand: Command {
  static let spec = CommandSpec(
    name: "samples", summary: "Render Folio's sample documents.",
    usage: "folio samples [--out DIR] [--format pdf,svg,png] [--list] [NAME ...]",
    options: [
      .value("out", short: "o", name: "dir", help: "Folder to write to (default: out)."),
      .value("format", short: "f", name: "list", help: "Formats to write (default: pdf,svg,png)."),
      .value("scale", name: "n", help: "PNG pixels per point (default: 1)."),
      .flag("list", help: "List the samples and exit."),
      .flag("untagged", help: "Write PDFs without a structure tree (tagged PDF is the default)."),
    ],
    arguments: [("NAME", "Samples to render (default: all).")])

  static func run(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32 {
    if arguments.flag("list") {
      for sample in SampleCatalog.all {
        console.out(sample.name.padding(toLength: 18, withPad: " ", startingAt: 0) + sample.summary)
      }
      return 0
    }
    let directory = arguments.url("out") ?? URL(fileURLWithPath: "out")
    let formats = try arguments.formats("format") ?? OutputFormat.allCases
    var settings = RenderSettings(fonts: .pinned)
    settings.pngScale = CGFloat(try arguments.positiveDouble("scale") ?? 1)
    settings.taggedPDF = !arguments.flag("untagged")
    var samples: [Sample] = []
    for name in arguments.parsed.positionals {
      guard let sample = SampleCatalog.named(name) else {
        throw .user("no sample named '\(name)' (see 'folio samples --list')")
      }
      samples.append(sample)
    }
    if samples.isEmpty { samples = SampleCatalog.all }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .user("cannot create the folder \(directory.path): \(error.localizedDescription)")
    }
    // Samples render side by side, one per core (each render is independent, with its own
    // fonts and threads); a single sample shows its page progress.
    let jobs = SampleJobs(samples)
    let workers = min(samples.count, max(ProcessInfo.processInfo.activeProcessorCount, 1))
    let showsPages = samples.count == 1
    // Read, never written, by the rendering threads (its values are immutable).
    nonisolated(unsafe) let sharedSettings = settings
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let sample = jobs.next() {
        let start = Date()
        var outputs: [DocumentOutput] = []
        for format in formats {
          switch format {
          case .pdf: outputs.append(.pdf(directory.appendingPathComponent("\(sample.name).pdf")))
          case .svg: outputs.append(.svgPages(directory: directory, baseName: sample.name))
          case .png: outputs.append(.pngPages(directory: directory, baseName: sample.name))
          }
        }
        do {
          let name = sample.name
          let report = try sample.document().render(to: outputs, settings: sharedSettings) { page in
            if showsPages { console.progress("rendering \(name): page \(page)") }
          }
          let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
          let kinds = formats.map(\.rawValue).joined(separator: ", ")
          console.progress(
            "rendered \(sample.name): \(report.pageCount) page\(report.pageCount == 1 ? "" : "s") as \(kinds) in \(seconds) s",
            final: true)
          for diagnostic in report.diagnostics { console.error("\(sample.name): \(diagnostic)") }
        } catch {
          jobs.fail(.user("\(sample.name): \(error)"))
        }
      }
    }
    if let failure = jobs.failure { throw failure }
    return 0
  }
}

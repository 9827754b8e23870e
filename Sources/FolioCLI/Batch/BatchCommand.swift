import Folio
import Foundation

/// `folio batch`: one document per record of a data file, from a `DocumentTemplate`
/// script, on every core, resumable and shardable.
enum BatchCommand: Command {
  static let spec = CommandSpec(
    name: "batch", summary: "Render a DocumentTemplate once per record of a CSV, JSON or JSON-lines file.",
    usage:
      "folio batch TEMPLATE.swift --data FILE --out 'out/{field}.pdf' [--jobs N] [--shard i/n] [--report FILE] [--force]",
    options: [
      .value(
        "data", short: "d", name: "file", help: "The records: .csv (header row), .json (array) or .jsonl."),
      .value(
        "out", short: "o", name: "pattern",
        help: "Each record's output: {field} is a field's value, {#} the record's number."),
      .value("jobs", short: "j", name: "n", help: "Records rendered at once (default: every core)."),
      .value("shard", name: "i/n", help: "Render only shard i of n (records i, i+n, i+2n, …)."),
      .value("report", name: "file", help: "Write one JSON line per record: status, output, pages, error."),
      .flag("force", help: "Render every record, even those an earlier run left current."),
      .value(
        "timeout", name: "seconds",
        help: "Fail a record that takes longer, stopping its process (default: none)."),
      .value("format", short: "f", name: "list", help: "Formats (default: from the pattern's extension)."),
      .value("scale", short: "s", name: "x", help: "PNG pixels per point (default: 1)."),
      .flag("system-fonts", help: "Use the machine's fonts instead of Folio's pinned set."),
      .flag("untagged", help: "Write PDFs without a structure tree (tagged PDF is the default)."),
    ],
    arguments: [("TEMPLATE.swift", "A script declaring a DocumentTemplate.")])

  /// Runs a batch.
  ///
  /// 1. Read the options and compile the template.
  /// 2. Plan: name every record's output (two records writing one file stop the batch
  ///    here, before anything renders); then take this shard's lock in the output folder,
  ///    waiting while another run of it holds it, and read the manifests.
  /// 3. Sort this shard's records: unreadable ones fail, current ones are skipped (unless
  ///    `--force`), the rest are rendered.
  /// 4. Render them on the workers, reporting failures as they come, and each rendered
  ///    record in the manifest.
  /// 5. Summarize, write the report; exit 0 only when no record failed.
  static func run(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32 {
    let started = Date()
    // A worker that dies between records closes its pipe: the next request's write must
    // fail with EPIPE (its record is then reported), not kill folio. Workers start with
    // SIGPIPE at its default (Subprocess.spawn).
    signal(SIGPIPE, SIG_IGN)
    // 1. Options and template.
    let positionals = arguments.parsed.positionals
    guard let path = positionals.first else { throw .user("which template? (usage: \(spec.usage))") }
    guard positionals.count == 1 else {
      throw .user("unexpected argument '\(positionals[1])' (quote the --out pattern: --out 'out/{name}.pdf')")
    }
    guard let data = arguments.url("data")?.standardizedFileURL else {
      throw .user("--data FILE is needed: the records to render (.csv, .json or .jsonl)")
    }
    guard let patternText = arguments.string("out") else {
      throw .user("--out PATTERN is needed: where each record goes, like --out 'out/{name}.pdf'")
    }
    let pattern = try OutputPattern(patternText)
    var formats: [OutputFormat]
    if let listed = try arguments.formats("format") {
      formats = listed
    } else {
      formats = [try ScriptRunner.format(of: URL(fileURLWithPath: patternText))]
    }
    let scale = try arguments.positiveDouble("scale")
    if scale != nil { try ScriptRunner.requirePNG(formats, for: "--scale") }
    let jobs = min(try arguments.positiveInt("jobs") ?? ProcessInfo.processInfo.activeProcessorCount, 64)
    let timeLimit = try arguments.positiveDouble("timeout")
    var shard = BatchShard.all
    if let text = arguments.string("shard") { shard = try BatchShard(text) }
    let script = URL(fileURLWithPath: path).standardizedFileURL
    guard FileManager.default.isReadableFile(atPath: data.path) else {
      throw .user("no such data file: \(data.path)")
    }
    let compiler = ScriptCompiler.locate()
    let compiled = try compiler.compile(script, console: console)
    guard compiled.declarations.template != nil else {
      throw .user("\(script.lastPathComponent) declares no DocumentTemplate; \(ScriptDeclarations.contract)")
    }
    var environment = [
      "FOLIO_SCRIPT_MODE": "batch", "FOLIO_SCRIPT_NAME": script.deletingPathExtension().lastPathComponent,
      "FOLIO_SCRIPT_FONTS": arguments.flag("system-fonts") ? "system" : "pinned",
      "FOLIO_SCRIPT_VERBOSE": "0", "SWIFT_BACKTRACE": "enable=no",
    ]
    if let scale { environment["FOLIO_SCRIPT_SCALE"] = "\(scale)" }
    if arguments.flag("untagged") { environment["FOLIO_SCRIPT_UNTAGGED"] = "1" }
    let keyPrefix = [
      compiler.templateIdentity(of: script), formats.map(\.rawValue).joined(separator: ","),
      environment["FOLIO_SCRIPT_FONTS"] ?? "", environment["FOLIO_SCRIPT_SCALE"] ?? "1",
      environment["FOLIO_SCRIPT_UNTAGGED"] ?? "0",
    ].joined(separator: "\u{0}")
    // Workers do not flush each file: this process flushes the file systems every few
    // seconds (`BatchManifest.checkpoint`).
    environment["FOLIO_BATCH_FLUSHES_FILES"] = "0"

    // 2. Plan.
    let plan = try BatchPlan(data: data, pattern: pattern, keyPrefix: keyPrefix)
    let manifest = try BatchManifest(
      folder: pattern.fixedFolder, suffix: shard.suffix, locking: !plan.entries.isEmpty,
      waiting: { console.error($0) })
    if plan.entries.isEmpty {
      // Nothing failed, so the batch still succeeds; but an empty export is more often a
      // mistake upstream than an intended batch of nothing.
      console.error("warning: \(data.lastPathComponent) holds no records: nothing to render")
    }

    // 3. Fail, skip or render.
    var report = BatchReport()
    var toRender: [Int: BatchPlan.Entry] = [:]
    var folders = Set<String>()
    for entry in plan.entries where shard.contains(entry.number) {
      var line = BatchReport.Line(
        index: entry.number, line: entry.line, status: "failed", output: entry.output, pages: 0, files: [],
        error: entry.error, warnings: [])
      if let error = entry.error {
        console.error(
          BatchProgress.failureLine(
            error, number: entry.number, source: data.lastPathComponent, line: entry.line))
      } else if let output = entry.absoluteOutput, !arguments.flag("force"),
        let done = manifest.completed(output, key: entry.key)
      {
        line.status = "skipped"
        line.pages = done.pages
        line.files = done.files.map { BatchReport.besideOutput($0, output: entry.output) }
      } else if let output = entry.absoluteOutput {
        line.status = "pending"
        toRender[entry.number] = entry
        folders.insert(URL(fileURLWithPath: output).deletingLastPathComponent().path)
      }
      report.set(line)
    }
    // A folder that cannot be made (a name too long for the file system, a file in the
    // way) fails the records that go there, each named with its line; the rest render.
    for folder in folders.sorted() {
      var reason: String?
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
        if mkdir(folder, 0o777) != 0 && errno != EEXIST { reason = String(cString: strerror(errno)) }
      }
      guard let reason else { continue }
      for (number, entry) in toRender.sorted(by: { $0.key < $1.key })
      where entry.absoluteOutput.map({ URL(fileURLWithPath: $0).deletingLastPathComponent().path }) == folder
      {
        let error = "cannot create its output folder \(folder): \(reason)"
        console.error(
          BatchProgress.failureLine(error, number: number, source: data.lastPathComponent, line: entry.line))
        report.set(
          BatchReport.Line(
            index: number, line: entry.line, status: "failed", output: entry.output, pages: 0, files: [],
            error: error, warnings: []))
        toRender[number] = nil
      }
    }

    // 4. Render.
    let progress = BatchProgress(total: toRender.count, console: console)
    var warnings = WarningGroups()
    var stopReason: String?
    var flushFailure: String?
    if !toRender.isEmpty {
      let reader: DataFileReader
      // The plan read the file through once: its quoting is not checked again.
      do { reader = try DataFileReader(url: data, checked: true) } catch { throw .user(error.description) }
      let source = data.lastPathComponent
      let formatNames = formats.map(\.rawValue)
      let workers = min(jobs, max(toRender.count, 1))
      // How many workers render at once (as many as cores: each draws on its layout thread).
      environment["FOLIO_BATCH_JOBS"] = "\(workers)"
      let runner = BatchRunner(
        binary: compiled.binary, environment: environment, jobs: workers,
        timeLimit: timeLimit, folder: script.deletingLastPathComponent(),
        next: {
          // The plan parsed every record already: the text is all a worker needs.
          while let record = reader.nextText() {
            guard let entry = toRender[record.number], let output = entry.absoluteOutput else { continue }
            return BatchRequest(
              number: record.number, source: source, line: record.line, record: record.json, output: output,
              formats: formatNames)
          }
          return nil
        },
        deliver: { result in
          guard let entry = toRender[result.number], var line = report.lines[result.number] else {
            return nil
          }
          line.pages = result.pages
          line.files = result.files.map { BatchReport.besideOutput($0, output: entry.output) }
          line.warnings = result.warnings
          if result.rendered, let output = entry.absoluteOutput {
            line.status = "rendered"
            manifest.add(output, key: entry.key, pages: result.pages, files: result.files)
          } else {
            line.status = "failed"
            line.error = result.error ?? "not rendered"
            console.error(
              BatchProgress.failureLine(
                line.error ?? "", number: entry.number, source: source, line: entry.line))
          }
          // The first warning of a cause is printed as it comes; its repeats (the same
          // line of the template, for other records' values) are counted for the end.
          for warning in result.warnings {
            let place = "record \(entry.number) (\(source)\(entry.line.map { ":\($0)" } ?? ""))"
            if warnings.add(
              warning, cause: WarningGroups.causeWithoutQuotedValues(warning), place: "record \(entry.number)"
            ) {
              console.error("warning: \(place): \(warning)")
            }
          }
          report.set(line)
          progress.advance(failed: !result.rendered)
          // A full disk fails every record after it: stop rather than try them all.
          if let error = result.error,
            error.contains("No space left on device") || error.contains("quota exceeded")
          {
            return "stopped: the disk is full (\(entry.output ?? "an output") could not be written)"
          }
          return nil
        })
      manifest.begin()
      var lastCheckpoint = Date()
      stopReason = runner.run(tick: {
        progress.show()
        if Date().timeIntervalSince(lastCheckpoint) >= Self.checkpointInterval {
          _ = manifest.checkpoint()
          lastCheckpoint = Date()
        }
      })
      flushFailure = manifest.checkpoint(final: true)
    }
    // A stop by Ctrl-C or SIGTERM still prints the summary and writes the report of what
    // finished (the rest are "failed: not rendered"); a rerun renders only those.
    let signal = Subprocess.receivedSignal
    if signal != 0 {
      stopReason =
        "stopped by \(signal == SIGINT ? "Ctrl-C" : "signal \(signal)"): the records not rendered yet are rendered by running the same command again"
    }

    // 5. Summary and report.
    // Records a stopped run never reached are not failures: a rerun renders them.
    let notReached = stopReason == nil ? 0 : report.count("pending")
    if let stopReason {
      console.error(stopReason)
      // Records the run never reached fail with the reason it stopped.
      for var line in report.lines.values where line.status == "pending" {
        line.status = "failed"
        line.error = "not rendered (\(stopReason))"
        report.set(line)
      }
    }
    for line in warnings.repeatLines { console.error("warning: \(line)") }
    let failed = report.count("failed") + report.count("pending") - notReached
    progress.finish(
      rendered: report.count("rendered"), skipped: report.count("skipped"), failed: failed,
      notReached: notReached, since: started)
    if let reportURL = arguments.url("report") {
      try report.write(to: reportURL)
      console.error("wrote the report: \(reportURL.path)")
    }
    if let flushFailure {
      // The files are in place but may not survive a crash: a rerun renders them again.
      console.error(flushFailure)
      return signal != 0 ? 128 + signal : 1
    }
    if signal != 0 { return 128 + signal }
    return failed == 0 && notReached == 0 ? 0 : 1
  }

  /// Seconds between two flushes of the file systems a batch writes to: what a crash can
  /// make a rerun render again.
  static let checkpointInterval: TimeInterval = 2
}

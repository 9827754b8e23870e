import FolioTestSupport
import Foundation
import Testing

// Issue 15: `folio batch` with the real executable — bad records reported while the rest
// render, reruns that skip what is current, shards run as separate processes, a batch
// killed midway and finished by a rerun, and outputs equal to single renders byte for byte.
@Suite(.serialized) struct BatchCommandTests {
  let cache = temporaryDirectory("batch-cache")

  /// A badge per record: the name as a title and the code as a Code 39 barcode (which
  /// refuses lowercase letters); a record named "trap" stops the process.
  static let template = """
    import Folio

    struct Badge: DocumentTemplate {
      let record: DataRecord
      var document: Document {
        get throws(FolioError) {
          let name = try record.string("name")
          let code = try record.string("code")
          if name == "trap" { fatalError("trapped on purpose") }
          if name == "slow" { Thread.sleep(forTimeInterval: 60) }
          if name == "nap" { Thread.sleep(forTimeInterval: 3) }
          if name == "doze" {
            FileManager.default.createFile(atPath: "dozing-\\(record.number)", contents: nil)
            Thread.sleep(forTimeInterval: 1)
          }
          return Document(title: "Badge \\(record.number)", pageSize: .a6) {
            VStack(spacing: 12) {
              Text(verbatim: name).font(.title)
              Barcode(.code39, value: code).frame(width: 180, height: 50)
            }
          }
        }
      }
    }
    """

  func run(_ arguments: [String], in directory: URL) -> (status: Int32, out: String, err: String) {
    runFolio(arguments, in: directory, environment: ["FOLIO_CACHE_DIR": cache.path])
  }

  /// A folder holding badge.swift and people.jsonl with `count` records; the records
  /// numbered in `bad` are broken in turn: a line that is not JSON, a missing field, a
  /// code Code 39 cannot encode (then a trap, a record that hangs and one that naps 3 s);
  /// those in `dozing` leave a `dozing-<number>` file and take a second.
  func folder(
    records count: Int, bad: [Int] = [], dozing: [Int] = [], name: String = #function
  ) throws -> URL {
    let directory = temporaryDirectory(name)
    try Self.template.write(
      to: directory.appendingPathComponent("badge.swift"), atomically: true, encoding: .utf8)
    var lines: [String] = []
    for number in 1...count {
      if dozing.contains(number) {
        lines.append(#"{"id": \#(number), "name": "doze", "code": "Z\#(number)"}"#)
        continue
      }
      switch bad.firstIndex(of: number) {
      case 0: lines.append(#"{"id": \#(number), "name": "Broken"#)
      case 1: lines.append(#"{"id": \#(number), "name": "No code"}"#)
      case 2: lines.append(#"{"id": \#(number), "name": "Lower", "code": "lower case"}"#)
      case 3: lines.append(#"{"id": \#(number), "name": "trap", "code": "X"}"#)
      case 4: lines.append(#"{"id": \#(number), "name": "slow", "code": "X"}"#)
      case 5: lines.append(#"{"id": \#(number), "name": "nap", "code": "N\#(number)"}"#)
      default: lines.append(#"{"id": \#(number), "name": "Person \#(number)", "code": "ID\#(number)"}"#)
      }
    }
    try (lines.joined(separator: "\n") + "\n").write(
      to: directory.appendingPathComponent("people.jsonl"), atomically: true, encoding: .utf8)
    return directory
  }

  /// The report's lines, decoded.
  func report(_ url: URL) throws -> [[String: Any]] {
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  /// The PDFs in a folder.
  func pdfs(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".pdf")
    }
    .sorted()
  }

  /// Files a write left behind (temporary or backup files).
  func leftovers(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".tmp") || $0.hasSuffix(".bak")
    }
  }

  /// A folio process started in `directory` with `arguments`, its standard error going to
  /// `log` (or nowhere).
  func start(_ arguments: [String], in directory: URL, log: URL? = nil) throws -> Process {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("folio")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(["FOLIO_CACHE_DIR": cache.path]) { $1 }
    if let log {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: log)
    } else {
      process.standardError = FileHandle.nullDevice
    }
    try process.run()
    return process
  }

  /// Issue 53: a field the output pattern names that no record has is one message before
  /// anything renders, naming the fields there are.
  @Test func aMisspelledPatternFieldIsOneErrorListingTheFields() throws {
    let directory = try folder(records: 300)
    let result = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{nmae}.pdf"], in: directory)
    #expect(result.status == 1)
    let lines = result.err.split(separator: "\n")
    #expect(lines.count == 1, "\(lines.count) lines: \(result.err.prefix(500))")
    #expect(result.err.contains("{nmae}") && result.err.contains("did you mean {name}?"), "\(result.err)")
    #expect(result.err.contains("code, id, name"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }

  /// Issue 53: Ctrl-C prints the summary and writes the report of what finished; a rerun
  /// renders the rest.
  @Test func ctrlCPrintsTheSummaryAndWritesTheReport() throws {
    let directory = try folder(records: 400)
    let out = directory.appendingPathComponent("out")
    let log = directory.appendingPathComponent("stderr.txt")
    let process = try start(
      [
        "batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf", "--report", "report.jsonl",
      ],
      in: directory, log: log)
    let deadline = Date().addingTimeInterval(120)
    while pdfs(in: out).count < 20 && process.isRunning && Date() < deadline { usleep(20_000) }
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    let err = try String(contentsOf: log, encoding: .utf8)
    #expect(err.contains("stopped by Ctrl-C"), "\(err)")
    #expect(err.contains("400 records: ") && err.contains("wrote the report"), "\(err)")
    let lines = try report(directory.appendingPathComponent("report.jsonl"))
    #expect(lines.count == 400)
    let rendered = lines.filter { $0["status"] as? String == "rendered" }.count
    // Every record reported rendered has its file, and every file was reported: a worker
    // answers for the record it is rendering before the Ctrl-C ends it.
    let written = pdfs(in: out).count
    #expect(rendered == written && rendered < 400, "\(rendered) rendered, \(written) files")
    // The records never reached are not failures: the summary says they were not rendered.
    #expect(
      err.contains("\(rendered) rendered, 0 skipped, 0 failed, \(400 - rendered) not rendered (stopped)"),
      "\(err)")
    let rerun = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf"], in: directory)
    #expect(rerun.status == 0 && rerun.err.contains("\(rendered) skipped"), "\(rerun.err)")
  }

  /// A Ctrl-C that comes while a worker renders a record waits for that record: it is
  /// answered for, reported rendered, with its file; no record's file goes unconfirmed.
  @Test func ctrlCDuringARecordWaitsForItsAnswer() throws {
    let directory = try folder(records: 6, dozing: [3])
    let out = directory.appendingPathComponent("out")
    let log = directory.appendingPathComponent("stderr.txt")
    let process = try start(
      [
        "batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf", "--report", "report.jsonl",
        "--jobs", "1",
      ],
      in: directory, log: log)
    // Records 1 and 2 render first (the worker's signal handling is set up by then);
    // record 3 is a second long.
    let marker = directory.appendingPathComponent("dozing-3")
    let deadline = Date().addingTimeInterval(120)
    while !FileManager.default.fileExists(atPath: marker.path) && process.isRunning && Date() < deadline {
      usleep(10_000)
    }
    try #require(FileManager.default.fileExists(atPath: marker.path))
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    let lines = try report(directory.appendingPathComponent("report.jsonl"))
    let statuses = lines.map { $0["status"] as? String ?? "?" }
    #expect(statuses.prefix(3) == ["rendered", "rendered", "rendered"], "\(statuses)")
    #expect(statuses.dropFirst(3).allSatisfy { $0 == "failed" }, "\(statuses)")
    #expect(pdfs(in: out) == ["1.pdf", "2.pdf", "3.pdf"])
    #expect(leftovers(in: out).isEmpty)
    let err = try String(contentsOf: log, encoding: .utf8)
    #expect(err.contains("3 rendered, 0 skipped, 0 failed, 3 not rendered (stopped)"), "\(err)")
  }

  @Test func badRecordsAreReportedTheRestRenderAndARerunSkipsThem() throws {
    let directory = try folder(records: 500, bad: [17, 250, 499])
    let first = run(
      [
        "batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf", "--report", "report.jsonl",
      ],
      in: directory)
    #expect(first.status == 1, "\(first.err)")
    let out = directory.appendingPathComponent("out")
    #expect(pdfs(in: out).count == 497)
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("250.pdf").path))
    // Each bad record is named with its line and reason, as it happens.
    #expect(first.err.contains("people.jsonl:17: record 17 is not valid JSON"), "\(first.err)")
    #expect(first.err.contains("people.jsonl:250: record 250 has no field 'code'"))
    // The template's line of the barcode, then the barcode's error.
    #expect(first.err.contains("people.jsonl:499: record 499: badge.swift:"), "\(first.err)")
    #expect(first.err.contains("Barcode(Code 39): invalid value \"lower case\""))
    #expect(first.err.contains("500 records: 497 rendered, 0 skipped, 3 failed"))
    let lines = try report(directory.appendingPathComponent("report.jsonl"))
    #expect(lines.count == 500)
    #expect(lines.map { $0["index"] as? Int } == Array(1...500), "one line per record, in the file's order")
    let failed = lines.filter { $0["status"] as? String == "failed" }
    #expect(failed.map { $0["index"] as? Int } == [17, 250, 499])
    #expect((failed[1]["error"] as? String)?.contains("has no field 'code'") == true)
    #expect((failed[2]["error"] as? String)?.contains("capitals only") == true)
    let rendered = try #require(lines.first { $0["index"] as? Int == 2 })
    #expect(rendered["status"] as? String == "rendered")
    #expect(rendered["output"] as? String == "out/2.pdf")
    #expect(rendered["pages"] as? Int == 1)
    #expect(rendered["files"] as? [String] == ["out/2.pdf"])

    // Every output is a whole PDF, and equal byte for byte to rendering its record alone.
    for name in pdfs(in: out) {
      let data = try Data(contentsOf: out.appendingPathComponent(name))
      #expect(data.starts(with: Data("%PDF-".utf8)) && data.suffix(6).contains(Data("%%EOF".utf8)), "\(name)")
    }
    for number in [1, 18, 251, 500] {
      let single = directory.appendingPathComponent("single-\(number).pdf")
      let alone = run(
        ["render", "badge.swift", "--data", "people.jsonl", "--record", "\(number)", "-o", single.path],
        in: directory)
      #expect(alone.status == 0, "\(alone.err)")
      #expect(
        try Data(contentsOf: single) == Data(contentsOf: out.appendingPathComponent("\(number).pdf")),
        "record \(number): the batch wrote what a render of it alone writes")
    }
    let checked = shell(["qpdf", "--check", out.appendingPathComponent("251.pdf").path])
    #expect(checked.status == 0, "\(checked.output)")

    // A rerun skips the 497 and reports the 3 again.
    let modified =
      try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("2.pdf").path)[
        .modificationDate] as? Date
    let second = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf", "--report", "again.jsonl"],
      in: directory)
    #expect(second.status == 1)
    #expect(second.err.contains("500 records: 0 rendered, 497 skipped, 3 failed"), "\(second.err)")
    #expect(second.err.contains("people.jsonl:250: record 250 has no field 'code'"))
    let again = try report(directory.appendingPathComponent("again.jsonl"))
    #expect(again.filter { $0["status"] as? String == "skipped" }.count == 497)
    #expect(
      again.filter { $0["status"] as? String == "failed" }.map { $0["index"] as? Int } == [17, 250, 499])
    #expect(
      try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("2.pdf").path)[
        .modificationDate] as? Date == modified, "a skipped record is not rewritten")

    // A deleted output, a changed record, two records that swapped places (their titles
    // hold their numbers) and --force are rendered again.
    try FileManager.default.removeItem(at: out.appendingPathComponent("3.pdf"))
    var records = try String(contentsOf: directory.appendingPathComponent("people.jsonl"), encoding: .utf8)
    records = records.replacingOccurrences(of: #""name": "Person 4""#, with: #""name": "Person Four""#)
    var recordLines = records.split(separator: "\n", omittingEmptySubsequences: false)
    recordLines.swapAt(4, 5)
    records = recordLines.joined(separator: "\n")
    try records.write(to: directory.appendingPathComponent("people.jsonl"), atomically: true, encoding: .utf8)
    let third = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf"], in: directory)
    #expect(third.err.contains("500 records: 4 rendered, 493 skipped, 3 failed"), "\(third.err)")
    let moved = directory.appendingPathComponent("single-moved.pdf")
    let movedAlone = run(
      ["render", "badge.swift", "--data", "people.jsonl", "--record", "6", "-o", moved.path], in: directory)
    #expect(movedAlone.status == 0, "\(movedAlone.err)")
    #expect(
      try Data(contentsOf: moved) == Data(contentsOf: out.appendingPathComponent("5.pdf")),
      "the record now 6th is rendered as a render of record 6 alone")
    let forced = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf", "--force", "--jobs", "1"],
      in: directory)
    #expect(forced.err.contains("500 records: 497 rendered, 0 skipped, 3 failed"), "\(forced.err)")
    #expect(leftovers(in: out).isEmpty)
  }

  @Test func fourShardsAsFourProcessesMakeTheWholeSetOnce() throws {
    let directory = try folder(records: 200)
    let whole = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "whole/{id}.pdf"], in: directory)
    #expect(whole.status == 0, "\(whole.err)")
    let folio = productsDirectory.appendingPathComponent("folio").path
    let processes = (1...4).map { index in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: folio)
      process.arguments = [
        "batch", "badge.swift", "--data", "people.jsonl", "--out", "shards/{id}.pdf", "--shard", "\(index)/4",
        "--jobs", "1", "--report", "shard-\(index).jsonl",
      ]
      process.currentDirectoryURL = directory
      process.environment = ProcessInfo.processInfo.environment.merging(["FOLIO_CACHE_DIR": cache.path]) {
        $1
      }
      process.standardError = FileHandle.nullDevice
      return process
    }
    for process in processes { try process.run() }
    for process in processes { process.waitUntilExit() }
    #expect(processes.map(\.terminationStatus) == [0, 0, 0, 0])
    var seen: [Int] = []
    for index in 1...4 {
      let lines = try report(directory.appendingPathComponent("shard-\(index).jsonl"))
      #expect(lines.count == 50)
      #expect(lines.allSatisfy { ($0["index"] as? Int).map { ($0 - 1) % 4 == index - 1 } == true })
      seen += lines.compactMap { $0["index"] as? Int }
    }
    #expect(seen.sorted() == Array(1...200), "the shards never overlap and together are every record")
    let shards = directory.appendingPathComponent("shards")
    #expect(pdfs(in: shards) == pdfs(in: directory.appendingPathComponent("whole")))
    for name in pdfs(in: shards) {
      #expect(
        try Data(contentsOf: shards.appendingPathComponent(name))
          == Data(contentsOf: directory.appendingPathComponent("whole/\(name)")), "\(name)")
    }
    let manifests = try FileManager.default.contentsOfDirectory(atPath: shards.path).filter {
      $0.hasPrefix(".folio-batch")
    }
    #expect(manifests.count == 4, "each shard keeps its own manifest")
    // Run unsharded over the same folder, every record is current.
    let rerun = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "shards/{id}.pdf"], in: directory)
    #expect(rerun.err.contains("200 records: 0 rendered, 200 skipped, 0 failed"), "\(rerun.err)")
  }

  @Test func aBatchKilledMidwayIsCompletedByARerunWithNoDamagedFile() throws {
    let directory = try folder(records: 400)
    let out = directory.appendingPathComponent("out")
    for signal in [SIGTERM, SIGKILL] {
      let before = pdfs(in: out).count
      let process = try start(
        ["batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf"], in: directory)
      // Stop it once it has written some more records.
      let deadline = Date().addingTimeInterval(120)
      while pdfs(in: out).count < before + 30 && process.isRunning && Date() < deadline {
        usleep(20_000)
      }
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      #expect(process.terminationStatus == (signal == SIGTERM ? 143 : SIGKILL), "signal \(signal)")
      #expect(pdfs(in: out).count < 400, "stopped midway")
      // Workers left by SIGKILL finish the record they have and end.
      usleep(500_000)
      if signal == SIGTERM { #expect(leftovers(in: out).isEmpty) }
    }
    let rerun = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf"], in: directory)
    #expect(rerun.status == 0, "\(rerun.err)")
    #expect(rerun.err.contains("0 failed"))
    #expect(pdfs(in: out).count == 400)
    #expect(leftovers(in: out).isEmpty)
    for name in pdfs(in: out) {
      let checked = shell(["qpdf", "--check", out.appendingPathComponent(name).path])
      #expect(checked.status == 0, "\(name): \(checked.output)")
    }
  }

  @Test(.enabled(if: getuid() == 0, "mounting a small tmpfs to fill needs root"))
  func aFullDiskStopsTheBatchWithEveryWrittenFileWhole() throws {
    let directory = try folder(records: 300)
    let mountPoint = temporaryDirectory()
    let mounted = runCommand(["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", mountPoint.path])
    try #require(mounted.status == 0, "cannot mount a tmpfs: \(mounted.err)")
    defer { runCommand(["umount", mountPoint.path]) }
    let full = run(
      [
        "batch", "badge.swift", "--data", "people.jsonl", "--out", mountPoint.path + "/{id}.pdf", "--report",
        "report.jsonl",
      ], in: directory)
    #expect(full.status == 1)
    #expect(full.err.contains("stopped: the disk is full"), "\(full.err)")
    let written = pdfs(in: mountPoint)
    #expect(!written.isEmpty && written.count < 300)
    // Far fewer failures printed than records left: the batch stopped at the first.
    #expect(full.err.components(separatedBy: "No space left on device").count < 10)
    for name in written {
      #expect(
        shell(["qpdf", "--check", mountPoint.appendingPathComponent(name).path]).status == 0, "\(name)")
    }
    #expect(leftovers(in: mountPoint).isEmpty)
    let lines = try report(directory.appendingPathComponent("report.jsonl"))
    #expect(lines.count == 300)
    #expect(lines.filter { $0["status"] as? String == "rendered" }.count == written.count)
    #expect(
      lines.contains {
        ($0["error"] as? String)?.hasPrefix("not rendered (stopped: the disk is full") == true
      })
  }

  /// Workers do not flush each file: a run writes `begin` first and, after each flush of
  /// the file system, how many of its records it covers; a rerun trusts only those — the
  /// rest (a run killed or a machine lost before the flush) renders again.
  /// Lines of runs that flushed every file (no `begin`) are trusted as before.
  @Test func aRerunTrustsOnlyWhatARunFlushed() throws {
    let directory = try folder(records: 6)
    let arguments = ["batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf"]
    let first = run(arguments, in: directory)
    #expect(first.status == 0, "\(first.err)")
    let manifest = directory.appendingPathComponent("out/.folio-batch.jsonl")
    let lines = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(lines.first == #"{"begin":true}"#, "\(lines)")
    #expect(lines.last == #"{"checkpoint":6}"#, "the run ends with a flush of its 6 records: \(lines)")
    let entries = lines.filter { $0.hasPrefix(#"{"files""#) }
    #expect(entries.count == 6)
    let skipped = run(arguments, in: directory)
    #expect(skipped.err.contains("6 records: 0 rendered, 6 skipped, 0 failed"), "\(skipped.err)")

    // The last checkpoint lost (the machine went down before it): rendered again, then trusted.
    let unflushed = [lines[0]] + entries.prefix(3) + [#"{"checkpoint":2}"#] + entries.dropFirst(3)
    try (unflushed.joined(separator: "\n") + "\n").write(to: manifest, atomically: true, encoding: .utf8)
    let again = run(arguments, in: directory)
    #expect(again.status == 0, "\(again.err)")
    #expect(again.err.contains("6 records: 4 rendered, 2 skipped, 0 failed"), "\(again.err)")
    let after = run(arguments, in: directory)
    #expect(after.err.contains("6 records: 0 rendered, 6 skipped, 0 failed"), "\(after.err)")

    // A second run's begin drops what the first left unflushed.
    let dropped = [lines[0]] + entries + [lines[0]]
    try (dropped.joined(separator: "\n") + "\n").write(to: manifest, atomically: true, encoding: .utf8)
    let rerun = run(arguments, in: directory)
    #expect(rerun.err.contains("6 records: 6 rendered, 0 skipped, 0 failed"), "\(rerun.err)")

    // A run that rewrote a trusted output and was lost before its flush: that output is
    // rendered again, though an older line vouches for it.
    let rewritten = entries + [lines[0]] + entries.prefix(1)
    try (rewritten.joined(separator: "\n") + "\n").write(to: manifest, atomically: true, encoding: .utf8)
    let redone = run(arguments, in: directory)
    #expect(redone.err.contains("6 records: 1 rendered, 5 skipped, 0 failed"), "\(redone.err)")

    // An earlier version's lines (each file flushed, no begin) are trusted as they are.
    try (entries.joined(separator: "\n") + "\n").write(to: manifest, atomically: true, encoding: .utf8)
    let old = run(arguments, in: directory)
    #expect(old.err.contains("6 records: 0 rendered, 6 skipped, 0 failed"), "\(old.err)")
    for number in 1...6 {
      let checked = shell(["qpdf", "--check", directory.appendingPathComponent("out/\(number).pdf").path])
      #expect(checked.status == 0, "\(number).pdf: \(checked.output)")
    }
  }

  @Test func collisionsAndBadOptionsStopTheBatchBeforeAnythingRenders() throws {
    let directory = try folder(records: 6)
    // Records 1 and 4 have one name.
    try """
    name,code
    Ada,A1
    Grace,G2
    Alan,A3
    Ada,A4
    """.write(to: directory.appendingPathComponent("people.csv"), atomically: true, encoding: .utf8)
    let collided = run(
      ["batch", "badge.swift", "--data", "people.csv", "--out", "out/{name}.pdf"], in: directory)
    #expect(collided.status == 1)
    #expect(collided.err.contains("records 1 and 4 would both write out/Ada.pdf"), "\(collided.err)")
    #expect(collided.err.contains("nothing was rendered"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    let numbered = run(
      ["batch", "badge.swift", "--data", "people.csv", "--out", "out/{#}-{name}.pdf"], in: directory)
    #expect(numbered.status == 0, "\(numbered.err)")
    #expect(
      pdfs(in: directory.appendingPathComponent("out")) == [
        "1-Ada.pdf", "2-Grace.pdf", "3-Alan.pdf", "4-Ada.pdf",
      ])

    for (arguments, message) in [
      (["batch", "badge.swift", "--out", "o/{id}.pdf"], "--data FILE is needed"),
      (["batch", "badge.swift", "--data", "people.jsonl"], "--out PATTERN is needed"),
      (
        ["batch", "badge.swift", "--data", "people.jsonl", "--out", "o/all.pdf"],
        "names one file for every record"
      ),
      (["batch", "badge.swift", "--data", "people.jsonl", "--out", "o/{id.pdf"], "without its '}'"),
      (["batch", "badge.swift", "--data", "people.jsonl", "--out", "o/{id}.doc"], "cannot tell the format"),
      (["batch", "badge.swift", "--data", "nosuch.jsonl", "--out", "o/{id}.pdf"], "no such data file"),
      (
        ["batch", "badge.swift", "--data", "people.jsonl", "--out", "o/{id}.pdf", "--shard", "5/4"],
        "--shard takes i/n"
      ),
      (
        ["batch", "badge.swift", "--data", "people.jsonl", "--out", "o/{id}.pdf", "--shard", "0/4"],
        "--shard takes i/n"
      ),
      (
        ["batch", "badge.swift", "--data", "people.jsonl", "--out", "o/{id}.pdf", "--jobs", "0"],
        "positive whole number"
      ),
    ] {
      let result = run(arguments, in: directory)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.err.contains(message), "\(arguments): \(result.err)")
    }
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("o").path))
    try "import Folio\nlet document = Document { Text(\"x\") }\n".write(
      to: directory.appendingPathComponent("plain.swift"), atomically: true, encoding: .utf8)
    let plain = run(["batch", "plain.swift", "--data", "people.jsonl", "--out", "o/{id}.pdf"], in: directory)
    #expect(plain.status == 1)
    #expect(plain.err.contains("declares no DocumentTemplate"), "\(plain.err)")
    // A field value cannot reach another folder.
    try #"{"id": "../../escape", "name": "Dots", "code": "D1"}"#.write(
      to: directory.appendingPathComponent("dots.jsonl"), atomically: true, encoding: .utf8)
    let dots = run(["batch", "badge.swift", "--data", "dots.jsonl", "--out", "safe/{id}.pdf"], in: directory)
    #expect(dots.status == 0, "\(dots.err)")
    #expect(pdfs(in: directory.appendingPathComponent("safe")) == ["_._.._escape.pdf"])
  }

  @Test func aDataFileWithNoRecordsRendersNothingAndSaysSo() throws {
    let directory = try folder(records: 1)
    for (name, contents) in [
      ("empty.jsonl", ""), ("blank.jsonl", "\n \n"), ("header.csv", "name,code\n"), ("none.json", "[]"),
      ("empty.csv", ""), ("blank.csv", "\r\n\n"),
    ] {
      try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
      let result = run(
        ["batch", "badge.swift", "--data", name, "--out", "out/{name}.pdf", "--report", "r.jsonl"],
        in: directory)
      #expect(result.status == 0, "\(name): \(result.err)")
      #expect(
        result.err.contains("warning: \(name) holds no records: nothing to render"), "\(name): \(result.err)")
      #expect(result.err.contains("0 records: 0 rendered, 0 skipped, 0 failed"), "\(name): \(result.err)")
      #expect(try report(directory.appendingPathComponent("r.jsonl")).isEmpty, "\(name)")
      #expect(pdfs(in: directory.appendingPathComponent("out")).isEmpty, "\(name)")
    }
    // A shard that gets no records of a file that has some is not warned about.
    let shard = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{name}.pdf", "--shard", "2/2"],
      in: directory)
    #expect(shard.status == 0, "\(shard.err)")
    #expect(!shard.err.contains("holds no records"), "\(shard.err)")
  }

  @Test func aJSONArrayIsRenderedRecordByRecordWithItsLines() throws {
    let directory = try folder(records: 1)
    try """
    [
      {"id": 1, "name": "Ada, [the first]", "code": "A1"},
      {"id": 2, "name": "Grace \\"}\\"", "code": "G2"},
      {"id": 3, "name": "Broken", "code": tru},
      {"id": 4,
       "name": "Alan", "code": "A4"}
    ]
    """.write(to: directory.appendingPathComponent("people.json"), atomically: true, encoding: .utf8)
    let arguments = ["batch", "badge.swift", "--data", "people.json", "--out", "out/{id}.pdf"]
    let first = run(arguments, in: directory)
    #expect(first.status == 1, "\(first.err)")
    #expect(first.err.contains("people.json:4: record 3 is not valid JSON"), "\(first.err)")
    #expect(first.err.contains("4 records: 3 rendered, 0 skipped, 1 failed"), "\(first.err)")
    let out = directory.appendingPathComponent("out")
    #expect(pdfs(in: out) == ["1.pdf", "2.pdf", "4.pdf"])
    for number in [2, 4] {
      let single = directory.appendingPathComponent("single-\(number).pdf")
      let alone = run(
        ["render", "badge.swift", "--data", "people.json", "--record", "\(number)", "-o", single.path],
        in: directory)
      #expect(alone.status == 0, "\(alone.err)")
      #expect(try Data(contentsOf: single) == Data(contentsOf: out.appendingPathComponent("\(number).pdf")))
    }
    let text = shell(["pdftotext", out.appendingPathComponent("2.pdf").path, "-"])
    #expect(text.output.contains("Grace \"}\""), "\(text.output)")
    let again = run(arguments, in: directory)
    #expect(again.err.contains("4 records: 0 rendered, 3 skipped, 1 failed"), "\(again.err)")
  }

  @Test func twoRunsOfOneBatchAtOnceRenderEachRecordOnce() throws {
    // Record 2 naps 3 s, so the first run is still going when the second starts.
    let directory = try folder(records: 8, bad: [1000, 1000, 1000, 1000, 1000, 2])
    let arguments = [
      "batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf", "--jobs", "1",
    ]
    let warm = run(
      ["render", "badge.swift", "--data", "people.jsonl", "--record", "1", "-o", "warm.pdf"], in: directory)
    #expect(warm.status == 0, "the template compiles: \(warm.err)")
    let out = directory.appendingPathComponent("out")
    let lock = out.appendingPathComponent(".folio-batch.jsonl")
    let firstLog = directory.appendingPathComponent("first.log")
    let first = try start(arguments, in: directory, log: firstLog)
    let deadline = Date().addingTimeInterval(60)
    while !FileManager.default.fileExists(atPath: lock.path) && first.isRunning && Date() < deadline {
      usleep(10_000)
    }
    let second = run(arguments, in: directory)
    first.waitUntilExit()
    let firstErr = try String(contentsOf: firstLog, encoding: .utf8)
    #expect(first.terminationStatus == 0, "\(firstErr)")
    #expect(firstErr.contains("8 records: 8 rendered, 0 skipped, 0 failed"), "\(firstErr)")
    #expect(second.status == 0, "\(second.err)")
    #expect(
      second.err.contains("another folio batch is rendering into \(out.path) (it holds .folio-batch.jsonl)"),
      "\(second.err)")
    #expect(second.err.contains("8 records: 0 rendered, 8 skipped, 0 failed"), "\(second.err)")
    #expect(pdfs(in: out).count == 8 && leftovers(in: out).isEmpty)

    // A run waiting for the lock stops at once when asked to, and writes nothing.
    // (It waits once the forced run has written record 1 again and naps on record 2.)
    func modified(_ name: String) -> Date? {
      try? FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[
        .modificationDate] as? Date
    }
    let before = modified("1.pdf")
    let forced = try start(arguments + ["--force"], in: directory, log: firstLog)
    while modified("1.pdf") == before && forced.isRunning && Date() < deadline { usleep(10_000) }
    let waitingLog = directory.appendingPathComponent("waiting.log")
    let waiting = try start(arguments + ["--report", "waiting.jsonl"], in: directory, log: waitingLog)
    while !(try String(contentsOf: waitingLog, encoding: .utf8)).contains("waiting for it")
      && waiting.isRunning
      && Date() < deadline
    {
      usleep(10_000)
    }
    let asked = Date()
    kill(waiting.processIdentifier, SIGTERM)
    waiting.waitUntilExit()
    #expect(Date().timeIntervalSince(asked) < 2, "stopped while waiting")
    #expect(waiting.terminationStatus == 143 || waiting.terminationReason == .uncaughtSignal)
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("waiting.jsonl").path))
    forced.waitUntilExit()
    #expect(forced.terminationStatus == 0)
  }

  @Test func aTrapFailsItsRecordOnlyAndATemplateThatCannotStartStops() throws {
    let directory = try folder(records: 30, bad: [1000, 1000, 1000, 12])
    let trapped = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf", "--report", "r.jsonl"],
      in: directory)
    #expect(trapped.status == 1)
    #expect(
      trapped.err.contains("people.jsonl:12: record 12: badge.swift:9: fatal error: trapped on purpose"),
      "\(trapped.err)")
    #expect(!trapped.err.contains("stack trace"), "the runtime's report is one line")
    #expect(pdfs(in: directory.appendingPathComponent("out")).count == 29)
    // One worker holds record 13 already when it traps on 12: the next worker renders it.
    let alone = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "one/{id}.pdf", "--jobs", "1"],
      in: directory)
    #expect(alone.status == 1)
    #expect(alone.err.contains("record 12: badge.swift:9: fatal error: trapped on purpose"), "\(alone.err)")
    #expect(!alone.err.contains("record 13"), "\(alone.err)")
    #expect(pdfs(in: directory.appendingPathComponent("one")).count == 29)

    try "import Folio\nlet broken = [1][3]\n\(Self.template)".write(
      to: directory.appendingPathComponent("broken.swift"), atomically: true, encoding: .utf8)
    let broken = run(
      ["batch", "broken.swift", "--data", "people.jsonl", "--out", "broken/{id}.pdf"], in: directory)
    #expect(broken.status == 1)
    #expect(broken.err.contains("the template stops before it renders any record"), "\(broken.err)")
    #expect(broken.err.contains("Index out of range"))
    #expect(pdfs(in: directory.appendingPathComponent("broken")).isEmpty)
  }

  @Test func aRecordPastItsTimeoutFailsAndTheRestRender() throws {
    let directory = try folder(records: 12, bad: [1000, 1000, 1000, 1000, 5])
    let started = Date()
    let result = run(
      [
        "batch", "badge.swift", "--data", "people.jsonl", "--out", "out/{id}.pdf", "--timeout", "2",
        "--report", "r.jsonl",
      ],
      in: directory)
    #expect(Date().timeIntervalSince(started) < 40, "the slow record did not hold the batch for its 60 s")
    #expect(result.status == 1)
    #expect(
      result.err.contains("people.jsonl:5: record 5: the template took longer than 2 s (--timeout)"),
      "\(result.err)")
    #expect(pdfs(in: directory.appendingPathComponent("out")).count == 11)
    #expect(leftovers(in: directory.appendingPathComponent("out")).isEmpty)
    let bad = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "o/{id}.pdf", "--timeout", "0"],
      in: directory)
    #expect(bad.status == 1)
    #expect(bad.err.contains("--timeout"), "\(bad.err)")
  }

  @Test func renderAndLayoutTakeOneRecordOfATemplate() throws {
    let directory = try folder(records: 3)
    let missing = run(["render", "badge.swift", "-o", "one.pdf"], in: directory)
    #expect(missing.status == 1)
    #expect(
      missing.err.contains("declares the template Badge: give it a record with --data FILE"), "\(missing.err)"
    )
    let one = run(
      ["render", "badge.swift", "--data", "people.jsonl", "--record", "2", "-o", "one.pdf"], in: directory)
    #expect(one.status == 0, "\(one.err)")
    let text = shell(["pdftotext", directory.appendingPathComponent("one.pdf").path, "-"])
    #expect(text.output.contains("Person 2"))
    let beyond = run(
      ["render", "badge.swift", "--data", "people.jsonl", "--record", "9", "-o", "x.pdf"], in: directory)
    #expect(beyond.status == 1)
    #expect(beyond.err.contains("there is no record 9 (the file has 3 records)"), "\(beyond.err)")
    let layout = run(["layout", "badge.swift", "--data", "people.jsonl", "--record", "3"], in: directory)
    #expect(layout.status == 0)
    #expect(layout.out.contains("Text \"Person 3\""), "\(layout.out)")
    try "import Folio\nlet document = Document { Text(\"x\") }\n".write(
      to: directory.appendingPathComponent("plain.swift"), atomically: true, encoding: .utf8)
    let plain = run(["render", "plain.swift", "--data", "people.jsonl", "-o", "p.pdf"], in: directory)
    #expect(plain.status == 1)
    #expect(plain.err.contains("declares none"), "\(plain.err)")
  }

  /// tag.swift in `directory`: a template whose name is truncated to 40 points on one
  /// line (a layout warning for each record whose name is longer).
  func writeTagTemplate(in directory: URL) throws {
    try """
    import Folio

    struct Tag: DocumentTemplate {
      let record: DataRecord
      var document: Document {
        Document(pageSize: PageSize(width: 200, height: 100), margins: EdgeInsets()) {
          Page { Text(verbatim: record["name"] ?? "").lineLimit(1).frame(width: 40) }
        }
      }
    }
    """.write(to: directory.appendingPathComponent("tag.swift"), atomically: true, encoding: .utf8)
  }

  @Test func eachWarningIsPrintedOnceWithItsRecord() throws {
    // A name too long for its frame is truncated: a layout warning for that record only.
    let directory = temporaryDirectory(#function)
    try writeTagTemplate(in: directory)
    try #"{"name": "Al"}\#n{"name": "Bartholomew Longname the Third"}\#n"#.write(
      to: directory.appendingPathComponent("tags.jsonl"), atomically: true, encoding: .utf8)
    let result = run(
      ["batch", "tag.swift", "--data", "tags.jsonl", "--out", "out/{#}.pdf", "--report", "report.jsonl"],
      in: directory)
    #expect(result.status == 0, "\(result.err)")
    let warnings = result.err.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
    #expect(!warnings.isEmpty, "\(result.err)")
    #expect(
      warnings.allSatisfy { $0.hasPrefix("folio: warning: record 2 (tags.jsonl:2): ") }, "\(result.err)")
    #expect(warnings.contains { $0.contains("Bartholomew") && $0.contains("truncated") }, "\(result.err)")
    #expect(Set(warnings).count == warnings.count, "each warning once: \(result.err)")
    // The report keeps them too, on their record's line.
    let lines = try report(directory.appendingPathComponent("report.jsonl"))
    #expect((lines.first?["warnings"] as? [String])?.isEmpty == true, "\(lines)")
    #expect((lines.last?["warnings"] as? [String])?.count == warnings.count, "\(lines)")
  }

  @Test func aWarningEveryRecordGivesIsPrintedOnceWithACount() throws {
    // Every name is too long for its frame: one warning per record, with each record's
    // name quoted. The first is printed as it comes, the rest counted once at the end.
    let directory = temporaryDirectory(#function)
    try writeTagTemplate(in: directory)
    let records = (1...40).map { #"{"name": "Person number \#($0) with a long name"}"# }
    try records.joined(separator: "\n").write(
      to: directory.appendingPathComponent("tags.jsonl"), atomically: true, encoding: .utf8)
    let result = run(
      ["batch", "tag.swift", "--data", "tags.jsonl", "--out", "out/{#}.pdf", "--report", "report.jsonl"],
      in: directory)
    #expect(result.status == 0, "\(result.err)")
    let warnings = result.err.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 2, "\(result.err)")
    #expect(warnings.first?.contains("truncated") == true, "\(result.err)")
    #expect(warnings.last?.hasPrefix("folio: warning: 40 times (record ") == true, "\(result.err)")
    // The report still has every record's own.
    let lines = try report(directory.appendingPathComponent("report.jsonl"))
    #expect(lines.count == 40)
    #expect(lines.allSatisfy { ($0["warnings"] as? [String])?.count == 1 }, "\(lines)")
  }

  @Test func twoSpellingsOfOnePatternSkipEachOthersOutputs() throws {
    let directory = try folder(records: 6)
    let first = run(
      ["batch", "badge.swift", "--data", "people.jsonl", "--out", "o3/{id}.pdf"], in: directory)
    #expect(first.status == 0, "\(first.err)")
    #expect(pdfs(in: directory.appendingPathComponent("o3")).count == 6)
    for spelling in ["./o2/../o3//{id}.pdf", "\(directory.path)/o3/{id}.pdf"] {
      let again = run(
        ["batch", "badge.swift", "--data", "people.jsonl", "--out", spelling, "--report", "r.jsonl"],
        in: directory)
      #expect(again.status == 0, "\(again.err)")
      let statuses = try report(directory.appendingPathComponent("r.jsonl")).compactMap {
        $0["status"] as? String
      }
      #expect(statuses == Array(repeating: "skipped", count: 6), "\(spelling): \(statuses)")
    }
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("o2").path))
  }
}

import FolioTestSupport
import Foundation
import Testing

// Issue 51, item 7: batches that die badly — a closed standard error, a killed `folio
// batch`, a folder name too long for the file system, ragged CSV rows and repeated
// header names — each fail only what they must, naming the line.
@Suite(.serialized) struct BatchFailureTests {
  let cache = temporaryDirectory("batch-failure-cache")

  /// A badge per record, from its `name` (a record named "spin" loops for ever).
  static let template = """
    import Folio

    struct Badge: DocumentTemplate {
      let record: DataRecord
      var document: Document {
        get throws(FolioError) {
          let name = try record.string("name")
          if name == "spin" { while true {} }
          return Document(pageSize: .a6) { Text(verbatim: name) }
        }
      }
    }
    """

  func run(_ arguments: [String], in directory: URL) -> (status: Int32, out: String, err: String) {
    runFolio(arguments, in: directory, environment: ["FOLIO_CACHE_DIR": cache.path])
  }

  /// A folder with badge.swift and `data` written as `name`.
  func folder(data: String, name: String, test: String = #function) throws -> URL {
    let directory = temporaryDirectory(test)
    try Self.template.write(
      to: directory.appendingPathComponent("badge.swift"), atomically: true, encoding: .utf8)
    try data.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return directory
  }

  /// The PDFs in a folder, sorted.
  func pdfs(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".pdf")
    }.sorted()
  }

  @Test func aClosedStandardErrorLosesTheMessagesNotTheBatch() throws {
    let csv = "name\n" + (1...60).map { "P\($0)" }.joined(separator: "\n") + "\n"
    let directory = try folder(data: csv, name: "people.csv")
    // Standard output and error both into a pipe nobody reads (`| true`).
    let result = runCommand(
      [
        "/bin/bash", "-c",
        "'\(productsDirectory.appendingPathComponent("folio").path)' batch badge.swift --data people.csv --out 'out/{name}.pdf' --report report.jsonl 2>&1 | true; exit ${PIPESTATUS[0]}",
      ], in: directory, environment: ["FOLIO_CACHE_DIR": cache.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(pdfs(in: directory.appendingPathComponent("out")).count == 60)
    let report = try String(contentsOf: directory.appendingPathComponent("report.jsonl"), encoding: .utf8)
    #expect(report.split(separator: "\n").count == 60)
  }

  @Test func workersEndWithAKilledBatch() throws {
    let directory = try folder(data: "name\nspin\nspin\n", name: "people.csv")
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("folio")
    process.arguments = [
      "batch", "badge.swift", "--data", "people.csv", "--out", "out/{name}{#}.pdf", "--jobs", "2",
    ]
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(["FOLIO_CACHE_DIR": cache.path]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait for the workers (the compiled template, from this suite's cache) to spin. The
    // poll holds its thread: it must see them while the batch still runs (suspended, a busy
    // runner resumed it after the records' time limit had ended them).
    func workers() -> [String] {
      runCommand(["pgrep", "-f", cache.path]).out.split(separator: "\n").map(String.init)
    }
    var deadline = Date().addingTimeInterval(180)
    while workers().count < 2 && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    #expect(workers().count == 2, "the workers never started")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    deadline = Date().addingTimeInterval(10)
    while !workers().isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    #expect(workers().isEmpty, "workers kept running after folio batch was killed")
  }

  @Test func aFolderNameTooLongFailsItsRecordOnly() throws {
    let long = String(repeating: "x", count: 100)
    let csv = "name,b,c\nAnn,1,2\n\(long),\(long),\(long)\nBob,3,4\n"
    let directory = try folder(data: csv, name: "people.csv")
    let result = run(
      [
        "batch", "badge.swift", "--data", "people.csv", "--out", "out/{name}{b}{c}/badge.pdf", "--report",
        "report.jsonl",
      ],
      in: directory)
    #expect(result.status == 1)
    #expect(result.err.contains("people.csv:3: record 2: cannot create its output folder"), "\(result.err)")
    #expect(result.err.contains("File name too long"), "\(result.err)")
    let out = directory.appendingPathComponent("out")
    #expect(pdfs(in: out.appendingPathComponent("Ann12")) == ["badge.pdf"])
    #expect(pdfs(in: out.appendingPathComponent("Bob34")) == ["badge.pdf"])
    let report = try String(contentsOf: directory.appendingPathComponent("report.jsonl"), encoding: .utf8)
    #expect(report.split(separator: "\n").count == 3)
    #expect(report.contains(#""index":2,"line":3,"status":"failed""#), "\(report)")
  }

  @Test func raggedRowsFailWithTheirLine() throws {
    let directory = try folder(data: "name,age\nAnn,1\nBob\nCid,3,4\nDee,5\n", name: "people.csv")
    let result = run(
      ["batch", "badge.swift", "--data", "people.csv", "--out", "out/{name}.pdf"], in: directory)
    #expect(result.status == 1)
    #expect(result.err.contains("people.csv:3: the row has 1 field where the header has 2"), "\(result.err)")
    #expect(result.err.contains("people.csv:4: the row has 3 fields where the header has 2"), "\(result.err)")
    #expect(pdfs(in: directory.appendingPathComponent("out")) == ["Ann.pdf", "Dee.pdf"])
  }

  @Test func aRepeatedHeaderNameStopsTheBatchBeforeAnything() throws {
    let directory = try folder(data: "name,code,name\nAnn,1,Other\n", name: "people.csv")
    let result = run(
      ["batch", "badge.swift", "--data", "people.csv", "--out", "out/{name}.pdf"], in: directory)
    #expect(result.status != 0)
    #expect(
      result.err.contains("people.csv:1: the header names columns 1 and 3 both 'name'"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }
}

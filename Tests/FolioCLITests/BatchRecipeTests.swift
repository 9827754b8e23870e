import FolioTestSupport
import Foundation
import Testing

// Issue 15: the scheduler recipes of docs/batch.md, run as far as one machine allows —
// GNU parallel as written, the Kubernetes Indexed Job's command and the Slurm array
// script once per index with the variables the scheduler would set, on a folder standing
// in for the shared volume. Each must leave every document once and a merged report.
@Suite(.serialized) struct BatchRecipeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let cache = temporaryDirectory("batch-recipe-cache")

  /// The block of docs/batch.md whose first line is `# recipe: NAME`.
  static func recipe(_ name: String) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent("docs/batch.md"), encoding: .utf8)
    let blocks = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    return try #require(blocks.first { $0.contains("# recipe: \(name)\n") })
  }

  /// A folder standing in for the shared volume: the invoice template and 24 invoices.
  func sharedFolder(_ name: String = #function) throws -> URL {
    let folder = temporaryDirectory(name)
    try FileManager.default.copyItem(
      at: Self.root.appendingPathComponent("Samples/Scripts/invoice-batch.swift"),
      to: folder.appendingPathComponent("invoice-batch.swift"))
    let sample = try String(
      contentsOf: Self.root.appendingPathComponent("Samples/Data/invoices.jsonl"), encoding: .utf8
    ).split(separator: "\n")
    var lines: [String] = []
    for index in 0..<24 {
      lines.append(
        sample[index % sample.count].replacingOccurrences(
          of: #""number": ""#, with: #""number": "R\#(index + 1)-"#))
    }
    try (lines.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent("invoices.jsonl"), atomically: true, encoding: .utf8)
    return folder
  }

  /// The environment of a recipe: the built `folio` first on PATH.
  func environment(_ extra: [String: String] = [:]) -> [String: String] {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return ["PATH": productsDirectory.path + ":" + path, "FOLIO_CACHE_DIR": cache.path].merging(extra) { $1 }
  }

  /// Checks the shared folder after a recipe: 24 PDFs, and a merged report in record
  /// order listing each once as rendered.
  func expectCompleteSet(in folder: URL, report: URL) throws {
    let out = folder.appendingPathComponent("out")
    let pdfs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".pdf") }
    #expect(pdfs.count == 24)
    let lines = try String(contentsOf: report, encoding: .utf8).split(separator: "\n")
    let decoded = try lines.map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(decoded.map { $0["index"] as? Int } == Array(1...24), "merged in the data file's order")
    #expect(decoded.allSatisfy { $0["status"] as? String == "rendered" })
  }

  @Test func gnuParallel() throws {
    guard shell(["sh", "-c", "command -v parallel"]).status == 0 else {
      // scripts/bootstrap installs GNU parallel; without it this recipe cannot run.
      Issue.record("GNU parallel is not installed (scripts/bootstrap installs it)")
      return
    }
    let folder = try sharedFolder()
    let script = String(try Self.recipe("parallel").drop { $0 != "\n" })
    let result = runCommand(
      ["bash", "-euo", "pipefail", "-c", script], in: folder, environment: environment())
    #expect(result.status == 0, "\(result.err)")
    try expectCompleteSet(in: folder, report: folder.appendingPathComponent("report.jsonl"))
  }

  @Test func kubernetesIndexedJob() throws {
    let folder = try sharedFolder()
    let manifest = try Self.recipe("kubernetes")
    let completions = try #require(
      manifest.split(separator: "\n").first { $0.contains("completions:") }
        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) })
    // The container's command: the folded (`>-`) block under `args:`, one line.
    let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- >-" })
    let command = lines[(start + 1)...].prefix { $0.trimmingCharacters(in: .whitespaces) != "resources:" }
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      .replacingOccurrences(of: "/shared", with: folder.path)
    #expect(command.contains("--shard $((JOB_COMPLETION_INDEX + 1))/\(completions)"), "\(command)")
    // One pod per index, all at once.
    let pods = (0..<completions).map { index in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", command]
      process.environment = environment(["JOB_COMPLETION_INDEX": "\(index)"])
      process.standardError = FileHandle.nullDevice
      return process
    }
    for pod in pods { try pod.run() }
    for pod in pods { pod.waitUntilExit() }
    #expect(pods.map(\.terminationStatus) == Array(repeating: 0, count: completions))
    let merge = runCommand(
      ["sh", "-c", "cat reports/shard-*.jsonl | sort -t: -k2 -n > report.jsonl"], in: folder,
      environment: environment())
    #expect(merge.status == 0)
    try expectCompleteSet(in: folder, report: folder.appendingPathComponent("report.jsonl"))
  }

  @Test func slurmJobArray() throws {
    let folder = try sharedFolder()
    let script = try Self.recipe("slurm")
    let array = try #require(script.split(separator: "\n").first { $0.hasPrefix("#SBATCH --array=") })
    let bounds = array.dropFirst("#SBATCH --array=".count).split(separator: "-").compactMap { Int($0) }
    try #require(bounds.count == 2)
    let file = folder.appendingPathComponent("invoices.sh")
    try String(script.drop { $0 != "\n" }.dropFirst()).write(to: file, atomically: true, encoding: .utf8)
    let tasks = (bounds[0]...bounds[1]).map { index in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = [file.path]
      process.environment = environment([
        "SHARED": folder.path, "SLURM_ARRAY_TASK_ID": "\(index)",
        "SLURM_ARRAY_TASK_COUNT": "\(bounds[1] - bounds[0] + 1)", "SLURM_CPUS_PER_TASK": "1",
      ])
      process.standardError = FileHandle.nullDevice
      return process
    }
    for task in tasks { try task.run() }
    for task in tasks { task.waitUntilExit() }
    #expect(tasks.map(\.terminationStatus) == Array(repeating: 0, count: tasks.count))
    let merge = runCommand(
      ["sh", "-c", "cat reports/shard-*.jsonl | sort -t: -k2 -n > report.jsonl"], in: folder,
      environment: environment())
    #expect(merge.status == 0)
    try expectCompleteSet(in: folder, report: folder.appendingPathComponent("report.jsonl"))
  }
}

import Foundation

/// What `folio run` costs a script's author: the first run of a script (it is compiled) and
/// later runs (the compiled script comes from the cache), with the `folio` built beside
/// folio-bench; and what a cached run costs above rendering the same document in-process
/// (`folio samples invoice`, whole processes both).
enum ScriptBench {
  static func run(executable: String, runs: Int) {
    print(
      "== scripts (folio run of Samples/Scripts/invoice.swift; first run compiles, later runs are cached)")
    guard let folio = ProcessRunner.folio(beside: executable) else { return }
    let root = ProcessRunner.packageRoot
    let script = root.appendingPathComponent("Samples/Scripts/invoice.swift").path
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "folio-bench-scripts-\(getpid())")
    try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    // A warm-up script, so building libFolioScripting (once per build) is not counted.
    let warmUp = work.appendingPathComponent("warm-up.swift")
    try? "import Folio\nprint(1)\n".write(to: warmUp, atomically: true, encoding: .utf8)
    let environment = ["FOLIO_CACHE_DIR": work.appendingPathComponent("cache").path]
    _ = ProcessRunner.run([folio, "run", warmUp.path], environment: environment)
    // `folio run` writes invoice.pdf in the current folder: the work folder (`env -C`).
    let command = ["/usr/bin/env", "-C", work.path, folio, "run", script]
    let first = ProcessRunner.run(command, environment: environment)
    guard first.status == 0,
      FileManager.default.fileExists(atPath: work.appendingPathComponent("invoice.pdf").path)
    else {
      print("failed: folio run invoice.swift exited \(first.status): \(first.output.suffix(500))")
      return
    }
    // The same document rendered in-process: `folio samples invoice` builds it from this
    // same file, compiled into folio. Alternating, median of each.
    let inProcessCommand = [
      "/usr/bin/env", "-C", work.path, folio, "samples", "--out", work.path, "--format", "pdf", "invoice",
    ]
    var cached: [Double] = []
    var inProcess: [Double] = []
    for _ in 0..<max(runs, 1) {
      cached.append(ProcessRunner.run(command, environment: environment).seconds)
      inProcess.append(ProcessRunner.run(inProcessCommand, environment: environment).seconds)
    }
    cached.sort()
    inProcess.sort()
    let cachedMedian = cached[cached.count / 2]
    let inProcessMedian = inProcess[inProcess.count / 2]
    print(
      "invoice.swift first_run_s=\(format(first.seconds, 3)) cached_run_s=\(format(cachedMedian, 3)) in_process_s=\(format(inProcessMedian, 3)) cached_overhead_ms=\(format((cachedMedian - inProcessMedian) * 1000, 1)) (median of \(cached.count))"
    )
  }
}

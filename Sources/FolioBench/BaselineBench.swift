import Foundation

/// The three workloads against another build of folio-bench (`--baseline PATH`, for
/// example a worktree of an earlier commit built with `swift build -c release`): the two
/// builds' children alternate, run after run, so both see the same machine, and each
/// workload gets three estimates of the change in whole-process wall time.
///
/// 1. Each run renders the workload with the baseline's child (an untagged PDF, as builds
///    before tagged PDF write) and then with this build's child, untagged, into a private
///    folder.
/// 2. Per workload and build: the median, the mean of the fastest quarter of runs, and the
///    minimum. On a shared machine the median moves with the neighbours' load; the fastest
///    quarter and the minimum are the runs least disturbed.
/// 3. One line per workload: the three estimates for both builds and the change in percent.
enum BaselineBench {
  static func run(executable: String, baseline: String, runs: Int) {
    guard FileManager.default.isExecutableFile(atPath: baseline) else {
      print("baseline: no executable at \(baseline)")
      return
    }
    print("== baseline (PDF, untagged, whole-process wall time, \(runs) alternating runs)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "folio-bench-baseline-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in WorkloadBench.names {
      // 1. Alternate the two builds.
      var baselineTimes: [Double] = []
      var currentTimes: [Double] = []
      for _ in 0..<runs {
        let old = ProcessRunner.measured([
          baseline, "child", "workload", name, "1", folder.appendingPathComponent("baseline.pdf").path,
        ])
        let new = ProcessRunner.measured([
          executable, "child", "workload", name, "1", folder.appendingPathComponent("current.pdf").path,
          "pdf-untagged",
        ])
        guard old.status == 0, new.status == 0 else {
          print("\(name): a child failed (baseline \(old.status), current \(new.status))")
          return
        }
        baselineTimes.append(old.seconds)
        currentTimes.append(new.seconds)
      }
      // 2. and 3.
      let before = estimates(baselineTimes)
      let after = estimates(currentTimes)
      func change(_ new: Double, _ old: Double) -> String { format(100 * (new / max(old, 0.000_001) - 1), 1) }
      print(
        "\(name) median_change_pct=\(change(after.median, before.median)) fastest_quarter_change_pct=\(change(after.fastestQuarter, before.fastestQuarter)) min_change_pct=\(change(after.minimum, before.minimum)) baseline_median_s=\(format(before.median, 3)) current_median_s=\(format(after.median, 3)) baseline_fastest_quarter_s=\(format(before.fastestQuarter, 3)) current_fastest_quarter_s=\(format(after.fastestQuarter, 3))"
      )
    }
  }

  /// Step 2: median, mean of the fastest quarter (at least one run), minimum.
  static func estimates(_ times: [Double]) -> (median: Double, fastestQuarter: Double, minimum: Double) {
    let sorted = times.sorted()
    let quarter = sorted.prefix(max(sorted.count / 4, 1))
    return (median(times), quarter.reduce(0, +) / Double(quarter.count), sorted.first ?? 0)
  }
}

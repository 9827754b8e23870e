import Foundation

/// The three workloads against another build of folio-bench (`--baseline PATH`, for
/// example a worktree of an earlier commit built with `swift build -c release`): the two
/// builds' children alternate, run after run, so both see the same machine, and each
/// workload gets five estimates of the change.
///
/// 1. Each run renders the workload untagged with the baseline's child and with this
///    build's child, into a private folder; which of the two goes first alternates from
///    run to run. A baseline too old to be asked for an untagged PDF (its child refuses
///    the format argument) writes its default, untagged before tagged PDF came; a
///    baseline that takes the argument is always given it (without it, its tagged PDF was
///    compared with this build's untagged one: 43 % "faster" on the report for nothing).
/// 2. Per workload and build: the median, the mean of the fastest quarter of runs, and the
///    minimum of whole-process wall time. On a shared machine the median moves with the
///    neighbours' load; the fastest quarter and the minimum are the runs least disturbed.
/// 3. Paired: the median over runs of the change within each run (the two children ran
///    back to back, so a slow spell of the machine weighs on both), and the change in the
///    median CPU time (user and system, every thread), which the other load moves least.
/// 4. One line per workload: the estimates for both builds and the changes in percent.
///
/// Given this build itself as the baseline, both sides render the same untagged PDF: the
/// changes it prints are the machine's noise, the smallest change a comparison can show.
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
      // 1. Alternate the two builds, and which goes first.
      // Both sides render the same untagged PDF when the baseline can be asked for one.
      let takesFormat =
        ProcessRunner.measured([
          baseline, "child", "workload", name, "1", folder.appendingPathComponent("probe.pdf").path,
          "pdf-untagged",
        ]).status == 0
      var baselineRuns: [ProcessRunner.Result] = []
      var currentRuns: [ProcessRunner.Result] = []
      for run in 0..<runs {
        let old =
          [
            baseline, "child", "workload", name, "1", folder.appendingPathComponent("baseline.pdf").path,
          ] + (takesFormat ? ["pdf-untagged"] : [])
        let new = [
          executable, "child", "workload", name, "1", folder.appendingPathComponent("current.pdf").path,
          "pdf-untagged",
        ]
        let first = ProcessRunner.measured(run.isMultiple(of: 2) ? old : new)
        let second = ProcessRunner.measured(run.isMultiple(of: 2) ? new : old)
        let (baselineRun, currentRun) = run.isMultiple(of: 2) ? (first, second) : (second, first)
        guard baselineRun.status == 0, currentRun.status == 0 else {
          print("\(name): a child failed (baseline \(baselineRun.status), current \(currentRun.status))")
          return
        }
        baselineRuns.append(baselineRun)
        currentRuns.append(currentRun)
      }
      // 2. Wall time per build.
      let before = estimates(baselineRuns.map(\.seconds))
      let after = estimates(currentRuns.map(\.seconds))
      func change(_ new: Double, _ old: Double) -> String { format(100 * (new / max(old, 0.000_001) - 1), 1) }
      // 3. Paired changes, and CPU time.
      let paired = median(zip(currentRuns, baselineRuns).map { $0.seconds / max($1.seconds, 0.000_001) })
      let cpu = change(median(currentRuns.map(\.cpuSeconds)), median(baselineRuns.map(\.cpuSeconds)))
      // 4.
      print(
        "\(name) median_change_pct=\(change(after.median, before.median)) paired_median_change_pct=\(format(100 * (paired - 1), 1)) cpu_median_change_pct=\(cpu) fastest_quarter_change_pct=\(change(after.fastestQuarter, before.fastestQuarter)) min_change_pct=\(change(after.minimum, before.minimum)) baseline_median_s=\(format(before.median, 3)) current_median_s=\(format(after.median, 3)) baseline_fastest_quarter_s=\(format(before.fastestQuarter, 3)) current_fastest_quarter_s=\(format(after.fastestQuarter, 3))"
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

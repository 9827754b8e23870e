import Foundation

/// `folio batch` at scale: 2,000 one-page invoices from a JSON-lines file
/// (Samples/Scripts/invoice-batch.swift) with one job and with two, alternating, three
/// times each (the median is reported), then 20,000 with two, each a whole `folio batch`
/// process measured from the outside. Peak memory is the
/// largest process of the batch (`folio` or a worker): it should stay flat as the record
/// count grows tenfold. The last line is
/// `batch records=2000 jobs1_s=… jobs2_s=… speedup=… peak_mib=… tenfold_peak_mib=…`.
enum BatchBench {
  static func run(executable: String) {
    print("== batch (folio batch of Samples/Scripts/invoice-batch.swift, one-page invoices from JSON lines)")
    guard let folio = ProcessRunner.folio(beside: executable) else { return }
    let root = ProcessRunner.packageRoot
    let template = root.appendingPathComponent("Samples/Scripts/invoice-batch.swift").path
    let samples = root.appendingPathComponent("Samples/Data/invoices.jsonl")
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-batch-\(getpid())")
    try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    guard let lines = try? String(contentsOf: samples, encoding: .utf8).split(separator: "\n"),
      !lines.isEmpty,
      writeRecords(2_000, from: lines, to: work.appendingPathComponent("2000.jsonl")),
      writeRecords(20_000, from: lines, to: work.appendingPathComponent("20000.jsonl"))
    else {
      print("failed: cannot write the records")
      return
    }
    let cache = "FOLIO_CACHE_DIR=" + work.appendingPathComponent("cache").path
    func batch(_ records: Int, jobs: Int, out: String) -> ProcessRunner.Result {
      ProcessRunner.measured([
        "/usr/bin/env", "-C", work.path, cache, folio, "batch", template, "--data", "\(records).jsonl",
        "--out", "\(out)/{number}.pdf", "--jobs", "\(jobs)", "--force",
      ])
    }
    // Compiles the template (and builds libFolioScripting once per build): not counted.
    let warmUp = batch(2_000, jobs: 2, out: "warm-up")
    guard warmUp.status == 0 else {
      print("failed: folio batch exited \(warmUp.status): \(warmUp.output.suffix(500))")
      return
    }
    // The two modes alternate, three runs each, and each reports its median: one run of
    // each, minutes apart, is at the mercy of what else the host runs.
    var ones: [ProcessRunner.Result] = []
    var twos: [ProcessRunner.Result] = []
    var stolenOne = StolenTime()
    var stolenTwo = StolenTime()
    for round in 0..<3 {
      ones.append(stolenOne.measure { batch(2_000, jobs: 1, out: "one-\(round)") })
      twos.append(stolenTwo.measure { batch(2_000, jobs: 2, out: "two-\(round)") })
      for name in ["one-\(round)", "two-\(round)"] {
        try? FileManager.default.removeItem(at: work.appendingPathComponent(name))
      }
    }
    let one = medianRun(ones)
    let two = medianRun(twos)
    print(
      "2,000 records: jobs 1 \(ones.map { format($0.seconds, 2) }.joined(separator: " ")) s (\(format(stolenOne.percent, 1)) % of CPU time stolen by the host), jobs 2 \(twos.map { format($0.seconds, 2) }.joined(separator: " ")) s (\(format(stolenTwo.percent, 1)) % stolen)"
    )
    let tenfold = batch(20_000, jobs: 2, out: "tenfold")
    for (name, result) in ones.map({ ("jobs 1", $0) }) + twos.map({ ("jobs 2", $0) }) + [
      ("20,000 records, jobs 2", tenfold)
    ]
    where result.status != 0 {
      print("failed: \(name) exited \(result.status)")
    }
    let rendered =
      (try? FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("tenfold").path))?
      .filter { $0.hasSuffix(".pdf") }.count ?? 0
    print(
      "20,000 records: \(format(tenfold.seconds, 2)) s, \(rendered) PDFs, \(format(Double(rendered) / max(tenfold.seconds, 0.001), 0)) per second"
    )
    print(
      "batch records=2000 jobs1_s=\(format(one.seconds, 2)) jobs2_s=\(format(two.seconds, 2)) speedup=\(format(one.seconds / max(two.seconds, 0.001), 2)) peak_mib=\(format(max(one.peakMiB, two.peakMiB), 1)) tenfold_peak_mib=\(format(tenfold.peakMiB, 1))"
    )
  }

  /// The run with the median time (of an odd count); its peak memory is the largest of all.
  private static func medianRun(_ runs: [ProcessRunner.Result]) -> ProcessRunner.Result {
    var middle = runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
    middle.peakMiB = runs.map(\.peakMiB).max() ?? middle.peakMiB
    return middle
  }

  /// `count` invoice records, the sample's lines in turn with numbers made unique.
  private static func writeRecords(_ count: Int, from lines: [Substring], to url: URL) -> Bool {
    var text = ""
    for index in 0..<count {
      let line = lines[index % lines.count]
      guard let range = line.range(of: #""number": ""#) ?? line.range(of: #""number":""#) else {
        return false
      }
      text += line[..<range.upperBound] + "B\(index + 1)-" + line[range.upperBound...] + "\n"
    }
    return (try? text.write(to: url, atomically: true, encoding: .utf8)) != nil
  }
}

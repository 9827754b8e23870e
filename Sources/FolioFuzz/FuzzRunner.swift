import Foundation

/// Generates, renders (in child processes, `jobs` at a time) and checks a range of seeds;
/// shrinks every failure and prints it as a Swift script.
///
/// `@unchecked Sendable`: `next`, `done` and `failures` are read and written under `lock` (`run`
/// reads `failures` once the workers' group is done); the rest is `let`.
public final class FuzzRunner: @unchecked Sendable {
  /// What to run.
  public struct Options: Sendable {
    /// The seeds.
    public var seeds: Range<UInt64>
    /// Child processes at once.
    public var jobs: Int
    /// Where cases are rendered (each case's folder is removed when it passes).
    public var output: URL
    /// Seconds a case may take.
    public var timeout: Double
    /// Candidates the shrinker may try per failure.
    public var shrinkBudget: Int

    /// Creates options.
    public init(seeds: Range<UInt64>, jobs: Int, output: URL, timeout: Double = 120, shrinkBudget: Int = 300)
    {
      self.seeds = seeds
      self.jobs = max(jobs, 1)
      self.output = output
      self.timeout = timeout
      self.shrinkBudget = shrinkBudget
    }
  }

  /// One failing seed.
  public struct Failure: Sendable {
    /// The seed.
    public var seed: UInt64
    /// What was wrong.
    public var reason: String
    /// The shrunk document as a Swift script.
    public var script: String
  }

  private let options: Options
  private let executable: URL
  private let lock = NSLock()
  private var next: UInt64
  private var done = 0
  private var failures: [Failure] = []
  private let log: @Sendable (String) -> Void

  /// Creates a runner; `executable` is `folio-fuzz` (it runs `folio-fuzz child`).
  public init(options: Options, executable: URL, log: @escaping @Sendable (String) -> Void) {
    self.options = options
    self.executable = executable
    self.next = options.seeds.lowerBound
    self.log = log
  }

  /// Runs every seed; returns the failures.
  public func run() -> [Failure] {
    let start = Date()
    try? FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
    let group = DispatchGroup()
    for _ in 0..<options.jobs {
      group.enter()
      let thread = Thread { [self] in
        work()
        group.leave()
      }
      thread.stackSize = 16 << 20
      thread.start()
    }
    group.wait()
    let seconds = Date().timeIntervalSince(start)
    log(
      "fuzz: \(options.seeds.count) cases, \(failures.count) failure\(failures.count == 1 ? "" : "s") in \(String(format: "%.1f", seconds)) s (\(String(format: "%.1f", Double(options.seeds.count) / max(seconds, 0.001))) cases/s)"
    )
    return failures.sorted { $0.seed < $1.seed }
  }

  private func takeSeed() -> UInt64? {
    lock.lock()
    defer { lock.unlock() }
    guard next < options.seeds.upperBound else { return nil }
    defer { next += 1 }
    return next
  }

  private func work() {
    let child = FuzzChildProcess(executable: executable)
    while let seed = takeSeed() {
      let document = FuzzGenerator.document(seed: seed)
      if let reason = evaluate(document, child: child, name: "\(seed)") {
        log("FAIL seed \(seed): \(reason)")
        let category = Self.category(reason)
        var shrinker = FuzzShrinker(budget: options.shrinkBudget) { candidate in
          guard let again = self.evaluate(candidate, child: child, name: "\(seed)-shrink") else {
            return false
          }
          return Self.category(again) == category
        }
        let smallest = shrinker.shrink(document)
        let finalReason = evaluate(smallest, child: child, name: "\(seed)-shrink") ?? reason
        let script = "// \(finalReason)\n" + FuzzSwiftPrinter.script(smallest)
        let folder = options.output.appendingPathComponent("failures")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? script.write(
          to: folder.appendingPathComponent("seed-\(seed).swift"), atomically: true, encoding: .utf8)
        log("seed \(seed) shrunk to:\n\(script)")
        lock.lock()
        failures.append(Failure(seed: seed, reason: reason, script: script))
        lock.unlock()
      }
      lock.lock()
      done += 1
      let count = done
      let failed = failures.count
      lock.unlock()
      if count % 50 == 0 { log("fuzz: \(count)/\(options.seeds.count) cases, \(failed) failures") }
    }
    child.stop()
  }

  /// Renders and checks one document; nil when it passes.
  private func evaluate(_ document: FuzzDocument, child: FuzzChildProcess, name: String) -> String? {
    let directory = options.output.appendingPathComponent("case-\(name)")
    try? FileManager.default.removeItem(at: directory)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let reason: String?
    switch child.render(document, into: directory, timeout: options.timeout) {
    case .crashed(let how): reason = "crashed: \(how)"
    case .timedOut: reason = "hang: no answer within \(Int(options.timeout)) s"
    case .result(let result): reason = FuzzChecker.check(document, result, in: directory)
    }
    if reason == nil { try? FileManager.default.removeItem(at: directory) }
    return reason
  }

  /// The kind of a failure (the text before its first colon).
  static func category(_ reason: String) -> String {
    String(reason.prefix { $0 != ":" })
  }
}

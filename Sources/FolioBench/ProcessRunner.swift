import Folio
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion and reports its wall time and peak memory.
///
/// Linux keeps the larger of the old and new images' peak resident sizes across `exec`, so
/// a program spawned straight from this process (a large one, once the in-process benches
/// have run) would report this process's peak as its own. `measured` runs therefore go
/// through scripts/measure.c, a small C helper built on first use, which spawns the
/// program and reports the program's own peak and wall time.
struct ProcessRunner {
  struct Result {
    var seconds: Double
    var peakMiB: Double
    var status: Int32
    var output: String
    /// User and system CPU time of the measured program (its threads summed); 0 from `run`.
    var cpuSeconds: Double = 0
  }

  /// The measuring helper, built with `cc` into the temporary directory on first use; nil
  /// when it cannot be built.
  static let helper: String? = {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/measure.c").path
    let binary = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-measure").path
    let built = run(["/usr/bin/cc", "-O2", "-o", binary, source])
    return built.status == 0 ? binary : nil
  }()

  /// The `folio` built beside folio-bench (`executable`); nil, after saying so, when there
  /// is none.
  static func folio(beside executable: String) -> String? {
    let folio = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("folio")
      .path
    guard FileManager.default.isExecutableFile(atPath: folio) else {
      print("skipped: no folio beside folio-bench (swift build -c release --product folio)")
      return nil
    }
    return folio
  }

  /// The package's root folder (it holds Samples/).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs `arguments[0]` with the rest as arguments through the measuring helper: the
  /// result's time and peak memory are the program's own.
  static func measured(_ arguments: [String]) -> Result {
    guard let helper else {
      return Result(seconds: 0, peakMiB: 0, status: -1, output: "cannot build scripts/measure.c")
    }
    var result = run([helper] + arguments)
    var lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last == "" { lines.removeLast() }
    guard let last = lines.last, last.hasPrefix("measured ") else {
      result.status = -1
      return result
    }
    lines.removeLast()
    result.seconds = Double(field("seconds", in: last) ?? "") ?? 0
    result.cpuSeconds = Double(field("cpu_seconds", in: last) ?? "") ?? 0
    result.peakMiB = (Double(field("peak_kib", in: last) ?? "") ?? 0) / 1024
    result.status = Int32(field("status", in: last) ?? "") ?? -1
    result.output = lines.joined(separator: "\n")
    return result
  }

  /// Runs `arguments[0]` with the rest as arguments, stdout captured, stderr discarded.
  /// Its peak memory includes this process's (see the type's summary): use `measured`
  /// for numbers that are reported.
  static func run(_ arguments: [String], environment: [String: String] = [:]) -> Result {
    var pipe: [Int32] = [0, 0]
    _ = Glibc.pipe(&pipe)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
    posix_spawn_file_actions_destroy(&actions)
    close(pipe[1])
    guard spawned == 0 else {
      close(pipe[0])
      return Result(seconds: 0, peakMiB: 0, status: -1, output: "cannot run \(arguments[0])")
    }
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(pipe[0], &buffer, buffer.count)
      if count <= 0 { break }
      output.append(buffer, count: count)
    }
    close(pipe[0])
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return Result(
      seconds: seconds, peakMiB: Double(usage.ru_maxrss) / 1024, status: status,
      output: String(decoding: output, as: UTF8.self))
  }
}

/// The median of some numbers.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// This process's peak resident memory in MiB (VmHWM).
func peakMemoryMiB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let digits = line.split(separator: " ").compactMap { Double($0) }
    return (digits.first ?? 0) / 1024
  }
  return 0
}

/// Seconds taken by `body`.
func time(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// In a child process: makes a document and renders it to a PDF at `path` with the
/// machine's fonts, then prints `seconds=… peak_mib=…` (or `error=…`).
func renderChild(to path: String, format: String = "pdf", _ makeDocument: () throws -> Document) -> Int32 {
  do {
    // PDF to a file; SVG and PNG pages (1 pixel per point) into a folder, as the floor does.
    let url = URL(fileURLWithPath: path)
    let output: DocumentOutput =
      switch format {
      case "svg": .svgPages(directory: url, baseName: "page")
      case "png": .pngPages(directory: url, baseName: "page")
      default: .pdf(url)
      }
    var settings = RenderSettings(fonts: .system, pngScale: 1)
    // "pdf-untagged": a PDF without a structure tree, as the C floor writes.
    settings.taggedPDF = format != "pdf-untagged"
    let seconds = try time { try makeDocument().render(to: [output], settings: settings) }
    print("seconds=\(seconds) peak_mib=\(peakMemoryMiB())")
    return 0
  } catch {
    print("error=\(error)")
    return 1
  }
}

import FolioTestSupport
import Foundation
import Testing

// Issue 10, "interrupts": Ctrl-C (SIGINT) and SIGTERM to `folio render` stop the script it
// started, leave the old output and no temporary file, and exit 130 or 143; after a kill -9
// the next render to the same output removes what the killed one left.
@Suite(.serialized) struct SignalTests {
  /// A script cache of this suite's own, so only its scripts are looked for.
  static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("folio-signal-tests-cache")

  /// A script whose render takes several seconds.
  static let longScript = """
    import Folio
    let words = (0..<300).map { "word\\($0)" }.joined(separator: " ")
    let document = Document {
      ForEach(0..<4000, id: \\.self) { index in Text("\\(index) " + words) }
    }
    """

  /// Starts `folio render` of the long script into `output`; returns the process once the
  /// render is under way (its temporary file exists).
  /// (It polls holding its thread: suspended, the test could resume only after the render
  /// ended on a busy runner, too late to interrupt it.)
  func startLongRender(_ script: URL, output: URL) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: folio)
    process.arguments = ["render", script.path, "-o", output.path]
    process.environment = ProcessInfo.processInfo.environment.merging(["FOLIO_CACHE_DIR": Self.cache.path]) {
      $1
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline {
      if files(in: output.deletingLastPathComponent()).contains(where: { $0.hasPrefix(".folio-") }) {
        return process
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("the render never started writing")
    return process
  }

  /// The compiled scripts still running (from this target's cache).
  func runningScripts() -> [String] {
    run(["pgrep", "-f", Self.cache.path]).out.split(separator: "\n").map(String.init)
  }

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func aSignalStopsTheRenderAndKeepsTheOldOutput(signal: Int32, status: Int32) async throws {
    let url = try script(Self.longScript, name: "long.swift")
    let directory = url.deletingLastPathComponent()
    let output = directory.appendingPathComponent("long.pdf")
    try Data("old".utf8).write(to: output)
    let process = try startLongRender(url, output: output)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationStatus == status)
    #expect(process.terminationReason == .exit)
    // Nothing keeps running to overwrite the output later.
    await suspend(for: 1)
    #expect(runningScripts().isEmpty)
    #expect(try Data(contentsOf: output) == Data("old".utf8))
    #expect(files(in: directory) == ["long.pdf", "long.swift"])
  }

  @Test func aKilledRenderIsCleanedUpByTheNext() async throws {
    let url = try script(Self.longScript, name: "killed.swift")
    let directory = url.deletingLastPathComponent()
    let output = directory.appendingPathComponent("killed.pdf")
    // kill -9 the script itself (no handler runs): `folio render` reports it and removes
    // the file the script left.
    let first = try startLongRender(url, output: output)
    for pid in runningScripts() { kill(pid_t(pid) ?? 0, SIGKILL) }
    first.waitUntilExit()
    #expect(first.terminationStatus == 137)
    #expect(!files(in: directory).contains { $0.hasPrefix(".folio-") }, "\(files(in: directory))")
    // kill -9 `folio render`: its script ends with it (a parent-death signal), removing its
    // file, and writes no output later.
    let orphaned = try startLongRender(url, output: output)
    kill(orphaned.processIdentifier, SIGKILL)
    orphaned.waitUntilExit()
    var deadline = Date().addingTimeInterval(10)
    while !runningScripts().isEmpty && Date() < deadline { await suspend(for: 0.05) }
    #expect(runningScripts().isEmpty, "the script outlived its folio")
    await suspend(for: 0.5)
    #expect(files(in: directory) == ["killed.swift"])
    // kill -9 both (`folio render` stopped first, so it neither sweeps nor dies before its
    // script): only the next render can clean up.
    let process = try startLongRender(url, output: output)
    kill(process.processIdentifier, SIGSTOP)
    for pid in runningScripts() { kill(pid_t(pid) ?? 0, SIGKILL) }
    deadline = Date().addingTimeInterval(10)
    while !runningScripts().isEmpty && Date() < deadline { await suspend(for: 0.05) }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let left = files(in: directory).filter { $0.hasPrefix(".folio-") }
    #expect(left.count == 1, "the killed render left its temporary file: \(files(in: directory))")
    // The next render to the same output removes it.
    let small = try script(
      "import Folio\nlet document = Document { Text(\"again\") }\n", name: "killed.swift", in: directory)
    let again = runFolio(["render", small.path, "-o", output.path])
    #expect(again.status == 0, "\(again.err)")
    #expect(files(in: directory) == ["killed.pdf", "killed.swift"])
    #expect(pdfText(output).contains("again"))
  }
}

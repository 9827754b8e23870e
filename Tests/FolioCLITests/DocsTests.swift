import FolioTestSupport
import Foundation
import Testing

// Issue 7: a script written by following docs/getting-started.md exactly runs with
// `#!/usr/bin/env folio run` and produces its PDF; the README's example works too.
@Suite(.serialized) struct DocsTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The first ```swift block after `marker` in a Markdown file.
  func codeBlock(in file: String, after marker: String) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let start = try #require(text.range(of: marker))
    let open = try #require(text.range(of: "```swift\n", range: start.upperBound..<text.endIndex))
    let close = try #require(text.range(of: "\n```", range: open.upperBound..<text.endIndex))
    return String(text[open.upperBound..<close.lowerBound]) + "\n"
  }

  func runScript(_ source: String, name: String, arguments: [String]) throws -> (
    status: Int32, directory: URL
  ) {
    // As in the guide: `folio --help` once after building (it links "folio run" beside it).
    #expect(shell([productsDirectory.appendingPathComponent("folio").path, "--help"]).status == 0)
    let directory = temporaryDirectory(name)
    let script = directory.appendingPathComponent(name)
    try source.write(to: script, atomically: true, encoding: .utf8)
    #expect(chmod(script.path, 0o755) == 0)
    let process = Process()
    process.executableURL = script
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["FOLIO_CACHE_DIR"] = directory.appendingPathComponent("cache").path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, directory)
  }

  @Test func gettingStartedScriptRunsWithAShebang() throws {
    let source = try codeBlock(in: "docs/getting-started.md", after: "<!-- test: hello.swift -->")
    #expect(source.hasPrefix("#!/usr/bin/env folio run\n"))
    let (status, directory) = try runScript(source, name: "hello.swift", arguments: ["Ada"])
    #expect(status == 0)
    let pdf = directory.appendingPathComponent("hello.pdf")
    #expect(shell(["qpdf", "--check", pdf.path]).status == 0)
    #expect(shell(["pdftotext", pdf.path, "-"]).output.contains("Hello, Ada!"))
  }

  @Test func readmeExampleRuns() throws {
    let example = try codeBlock(in: "README.md", after: "## A first document")
    let (status, directory) = try runScript(
      "#!/usr/bin/env folio run\n" + example, name: "readme.swift", arguments: [])
    #expect(status == 0)
    let text = shell(["pdftotext", directory.appendingPathComponent("hello.pdf").path, "-"]).output
    #expect(text.contains("Hello, Folio"))
    #expect(text.contains("Page 1 of 1"))
  }
}

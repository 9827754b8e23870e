import FolioTestSupport
import Foundation
import Testing

// Issue 7: the real `folio` executable — every subcommand's success path, --help, and the
// error paths with their messages and exit codes.
@Suite(.serialized) struct CLITests {
  let folio = productsDirectory.appendingPathComponent("folio").path
  let cache = temporaryDirectory("cli-cache")
  let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs folio with this suite's script cache; returns the exit status, stdout and stderr.
  func run(_ arguments: [String], in directory: URL? = nil) -> (status: Int32, out: String, err: String) {
    runFolio(arguments, in: directory, environment: ["FOLIO_CACHE_DIR": cache.path])
  }

  func script(_ name: String, _ contents: String) throws -> URL {
    let directory = temporaryDirectory(name)
    let url = directory.appendingPathComponent(name)
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func helpEverywhere() {
    let top = run(["--help"])
    #expect(top.status == 0)
    for command in ["samples", "render", "run", "layout", "watch"] {
      #expect(top.out.contains(command))
      let help = run([command, "--help"])
      #expect(help.status == 0, "\(command) --help")
      #expect(help.out.contains("USAGE: folio \(command)"))
    }
    #expect(run([]).status == 1)
  }

  @Test func samplesCommand() throws {
    let list = run(["samples", "--list"])
    #expect(list.status == 0)
    #expect(list.out.contains("labels") && list.out.contains("invoice"))
    let directory = temporaryDirectory()
    let rendered = run(["samples", "--out", directory.path, "--format", "pdf,png", "invoice"])
    #expect(rendered.status == 0)
    #expect(rendered.err.contains("rendered invoice: 1 page"))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == ["invoice-1.png", "invoice.pdf"])
    let unknown = run(["samples", "nosuch"])
    #expect(unknown.status == 1)
    #expect(unknown.err.contains("no sample named 'nosuch'"))
  }

  @Test func renderMatchesTheCompiledSample() throws {
    let directory = temporaryDirectory()
    #expect(
      run(["samples", "--out", directory.path, "--format", "pdf", "invoice", "shipping-labels"]).status == 0)
    for name in ["invoice", "shipping-labels"] {
      let script = packageRoot.appendingPathComponent("Samples/Scripts/\(name).swift")
      let output = directory.appendingPathComponent("\(name)-script.pdf")
      let result = run(["render", script.path, "-o", output.path])
      #expect(result.status == 0, "\(result.err)")
      #expect(
        try Data(contentsOf: output) == Data(contentsOf: directory.appendingPathComponent("\(name).pdf")),
        "folio render \(name).swift gives the bytes of the compiled sample")
    }
    // One page as PNG at a scale.
    let png = directory.appendingPathComponent("label.png")
    let page = run([
      "render", packageRoot.appendingPathComponent("Samples/Scripts/shipping-labels.swift").path, "-o",
      png.path,
      "--page", "2", "--scale", "2",
    ])
    #expect(page.status == 0)
    #expect(FileManager.default.fileExists(atPath: png.path))
  }

  @Test func runAndLayout() throws {
    let url = try script(
      "hello.swift",
      """
      #!/usr/bin/env folio run
      import Folio

      let name = CommandLine.arguments.dropFirst().first ?? "world"
      let document = Document(pageSize: .a6) {
        Text("Hello, \\(name)!").font(.title)
      }
      try document.write(to: URL(fileURLWithPath: "hello.pdf"))
      print("done")
      """)
    let directory = url.deletingLastPathComponent()
    let result = run(["run", url.path, "Ada"], in: directory)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("done"))
    let text = shell(["pdftotext", directory.appendingPathComponent("hello.pdf").path, "-"]).output
    #expect(text.contains("Hello, Ada!"))
    let declared = try script(
      "declared.swift", "import Folio\nlet document = Document { Text(\"Declared\").id(\"d\") }\n")
    let layout = run(["layout", declared.path])
    #expect(layout.status == 0)
    #expect(layout.out.contains("Text \"Declared\""))
    #expect(layout.out.contains("id=d"))
    let debug = directory.appendingPathComponent("debug.pdf")
    #expect(run(["layout", declared.path, "--debug", "-o", debug.path]).status == 0)
    #expect(FileManager.default.fileExists(atPath: debug.path))
  }

  @Test func errors() throws {
    let missing = run(["render", "/nonexistent/doc.swift"])
    #expect(missing.status == 1)
    #expect(missing.err.contains("no such file: /nonexistent/doc.swift"))
    let broken = try script("broken.swift", "import Folio\nlet document: Int = \"no\"\n")
    let compile = run(["render", broken.path])
    #expect(compile.status == 1)
    #expect(compile.err.contains("broken.swift:2:"))
    #expect(compile.err.contains("does not compile"))
    let unknown = run(["render", "--frobnicate", broken.path])
    #expect(unknown.status == 1)
    #expect(unknown.err.contains("unknown option '--frobnicate'"))
    let good = try script("good.swift", "import Folio\nlet document = Document { Text(\"x\") }\n")
    let unwritable = run(["render", good.path, "-o", "/nonexistent-folder/out.pdf"])
    #expect(unwritable.status == 1)
    #expect(unwritable.err.contains("cannot write /nonexistent-folder/out.pdf"))
    let badFormat = run(["render", good.path, "-o", "out.doc"])
    #expect(badFormat.status == 1)
    #expect(badFormat.err.contains("cannot tell the format of out.doc"))
    let badPage = run(["render", good.path, "--page", "zero"])
    #expect(badPage.status == 1)
    #expect(run(["frobnicate"]).status == 1)
  }
}

import Foundation
import Testing

@testable import FolioCLI

@Suite struct ArgumentParserTests {
  let spec = CommandSpec(
    name: "demo", summary: "Demo.", usage: "folio demo",
    options: [.value("out", short: "o", name: "dir", help: ""), .flag("list", help: "")], arguments: [])

  @Test func parsesOptionsFlagsAndPositionals() throws {
    let parsed = try ArgumentParser.parse(["-o", "x", "a", "--list", "--out=y", "--", "--b"], spec: spec)
    #expect(parsed.values["out"] == ["x", "y"])
    #expect(parsed.flags == ["list"])
    #expect(parsed.positionals == ["a", "--b"])
    #expect(ArgumentValues(parsed: parsed, command: "demo").string("out") == "y")
  }

  @Test func rejectsMistakes() {
    #expect(throws: CLIError.self) { try ArgumentParser.parse(["--nope"], spec: spec) }
    #expect(throws: CLIError.self) { try ArgumentParser.parse(["-o"], spec: spec) }
    #expect(throws: CLIError.self) { try ArgumentParser.parse(["--list=1"], spec: spec) }
    #expect(throws: CLIError.self) { try ArgumentParser.parse(["-z"], spec: spec) }
  }

  @Test func typedValues() throws {
    let parsed = try ArgumentParser.parse(["--out", "3"], spec: spec)
    let values = ArgumentValues(parsed: parsed, command: "demo")
    #expect(try values.positiveInt("out") == 3)
    let bad = ArgumentValues(parsed: try ArgumentParser.parse(["--out", "-2"], spec: spec), command: "demo")
    #expect(throws: CLIError.self) { try bad.positiveInt("out") }
    let formats = ArgumentValues(
      parsed: try ArgumentParser.parse(["--out", "pdf, png,pdf"], spec: spec), command: "demo")
    #expect(try formats.formats("out") == [.pdf, .png])
  }

  @Test func passthroughForRun() throws {
    var run = spec
    run.passesThroughAfterFirstArgument = true
    let parsed = try ArgumentParser.parse(["script.swift", "--anything", "-x"], spec: run)
    #expect(parsed.positionals == ["script.swift"])
    #expect(parsed.passthrough == ["--anything", "-x"])
  }

  @Test func scriptMainSource() {
    let url = URL(fileURLWithPath: "/tmp/s.swift")
    let provider = ScriptCompiler.mainSource(
      for: url, contents: "#!/usr/bin/env folio run\nstruct Doc: DocumentProvider {}\n")
    #expect(provider.contains("try FolioScript.emit(Doc.self)"))
    #expect(!provider.contains("#!/usr/bin/env"))
    #expect(provider.hasPrefix("#sourceLocation(file: \"/tmp/s.swift\", line: 1)"))
    let declared = ScriptCompiler.mainSource(for: url, contents: "let document = Document { }\n")
    #expect(declared.contains("try FolioScript.emit(document)"))
    let own = ScriptCompiler.mainSource(for: url, contents: "let document = 1\ntry FolioScript.emit(x)\n")
    #expect(!own.contains("emit(document)"))
  }
}

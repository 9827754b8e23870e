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

  /// Issue 53: every command that writes takes `-o`, `--output` and `--out` alike, and
  /// its help shows one spelling.
  @Test(arguments: ["render", "layout", "watch", "previews", "batch", "diff", "samples"])
  func everyOutputSpellingWorks(command name: String) throws {
    let command = try #require(Commands.all.first { $0.spec.name == name })
    let option = try #require(command.spec.options.first { ArgumentParser.outputNames.contains($0.long) })
    #expect(option.short == "o", "\(name) takes -o")
    for spelling in ["-o", "--output", "--out", "--output=x", "--out=x"] {
      let tokens = spelling.contains("=") ? [spelling] : [spelling, "x"]
      let parsed = try ArgumentParser.parse(tokens, spec: command.spec)
      #expect(parsed.values[option.long] == ["x"], "\(name) \(spelling)")
    }
    let help = command.spec.help
    #expect(
      help.contains("--\(option.long) ") && !help.contains("--\(option.long == "out" ? "output" : "out ") "))
  }

  @Test func mistypedOptionsAndCommandsGetASuggestion() {
    do {
      _ = try ArgumentParser.parse(["--fromat", "png"], spec: RenderCommand.spec)
      Issue.record("a mistyped option parsed")
    } catch {
      #expect("\(error)".contains("did you mean") && "\(error)".contains("--format"), "\(error)")
    }
    #expect(Suggestion.closest(to: "rendr", among: Commands.all.map { $0.spec.name }) == "render")
    #expect(Suggestion.closest(to: "prev", among: Commands.all.map { $0.spec.name }) == "previews")
    #expect(Suggestion.closest(to: "xyzzy", among: Commands.all.map { $0.spec.name }) == nil)
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

  @Test func scriptMainSource() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("s-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: url) }
    func declarations(_ contents: String) throws -> ScriptDeclarations {
      try contents.write(to: url, atomically: true, encoding: .utf8)
      return try ScriptDeclarations.parse(url, contents: contents)
    }
    let providerText =
      "#!/usr/bin/env folio run\nimport Folio\nstruct Doc: Equatable,\n  DocumentProvider {}\n"
    let providerDeclarations = try declarations(providerText)
    #expect(providerDeclarations.provider == "Doc")
    let provider = ScriptCompiler.mainSource(
      for: url, contents: providerText, declarations: providerDeclarations)
    #expect(provider.contains("try FolioScript.emit(Doc.self)"))
    #expect(!provider.contains("#!/usr/bin/env"))
    #expect(provider.contains("#sourceLocation(file: \"\(url.path)\", line: 1)"))
    let declaredText = "import Folio\n\nlet document = Document { }\nprint(1)\n"
    let declared = try declarations(declaredText)
    #expect(declared.hasDocument && declared.provider == nil)
    #expect(declared.statementLines == [3, 4])
    let source = ScriptCompiler.mainSource(for: url, contents: declaredText, declarations: declared)
    #expect(source.contains("try FolioScript.emit(document, declaredAt: \"\(url.lastPathComponent):3\")"))
    #expect(
      source.contains(
        "FolioScript.enterTopLevelLine(4)\n#sourceLocation(file: \"\(url.path)\", line: 4)\nprint(1)"))
    let hidden = try declarations(
      "func f() {\n  let document = 1\n}\nlet s = \"\"\"\nlet document = 2\n\"\"\"\n")
    #expect(!hidden.hasDocument && !hidden.declaresDocument)
    let own = try declarations("let document = 1\ntry FolioScript.emit(x)\n")
    #expect(own.emitsItself)
    #expect(
      !ScriptCompiler.mainSource(
        for: url, contents: "let document = 1\ntry FolioScript.emit(x)\n", declarations: own
      ).contains("emit(document)"))
    #expect(ScriptCompiler.stringLiteral("a\\b\"c\nd") == #""a\\b\"c\nd""#)
  }
}

import Foundation

/// `folio run`: compiles and runs a Swift script that imports Folio.
enum RunCommand: Command {
  static let spec = CommandSpec(
    name: "run", summary: "Run a Swift script that imports Folio (for #!/usr/bin/env folio run).",
    usage: "folio run [--verbose] FILE.swift [ARGS ...]",
    options: [.flag("verbose", help: "Show the full backtrace when the script traps.")],
    arguments: [("FILE.swift", "The script."), ("ARGS", "Arguments passed to the script.")],
    passesThroughAfterFirstArgument: true)

  static func run(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32 {
    guard let path = arguments.parsed.positionals.first else {
      throw .user("which script? (usage: \(spec.usage))")
    }
    let script = URL(fileURLWithPath: path).standardizedFileURL
    let binary = try ScriptCompiler.locate().compile(script, console: console).binary
    return ScriptProcess.run(
      binary, arguments: arguments.parsed.passthrough, script: script,
      environment: [
        "FOLIO_SCRIPT_MODE": "run",
        // The document's default file is in the folder `folio run` was run from (the
        // script runs in its own).
        "FOLIO_SCRIPT_NAME": URL(fileURLWithPath: script.deletingPathExtension().lastPathComponent).path,
      ], verbose: arguments.flag("verbose"), console: console)
  }
}

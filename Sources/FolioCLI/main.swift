import Foundation

/// The subcommands of `folio`.
let commands: [any Command.Type] = [SamplesCommand.self, RenderCommand.self, RunCommand.self, LayoutCommand.self]

@MainActor
func topLevelHelp() -> String {
  var lines = [
    "folio — render SwiftUI-style documents to PDF, SVG and PNG.", "",
    "USAGE: folio <command> [options]", "", "COMMANDS:",
  ]
  for command in commands {
    lines.append("  " + command.spec.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.spec.summary)
  }
  lines += ["", "See 'folio <command> --help' for a command's options."]
  return lines.joined(separator: "\n") + "\n"
}

@MainActor
func main() -> Int32 {
  let console = Console()
  let arguments = Array(CommandLine.arguments.dropFirst())
  guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
    console.out(topLevelHelp())
    return arguments.isEmpty ? 1 : 0
  }
  guard let command = commands.first(where: { $0.spec.name == name }) else {
    console.error("unknown command '\(name)' (see 'folio --help')")
    return 1
  }
  do {
    let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: command.spec)
    if parsed.wantsHelp {
      console.out(command.spec.help)
      return 0
    }
    return try command.run(ArgumentValues(parsed: parsed, command: name), console: console)
  } catch {
    console.error(error.message)
    return error.exitCode
  }
}

exit(main())

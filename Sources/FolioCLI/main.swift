import Folio
import FolioProcess
import Foundation

/// The subcommands of `folio`.
let commands = Commands.all

@MainActor
func topLevelHelp() -> String {
  var lines = [
    "folio — render SwiftUI-style documents to PDF, SVG and PNG.", "",
    "USAGE: folio <command> [options]", "", "COMMANDS:",
  ]
  for command in commands {
    lines.append(
      "  " + command.spec.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.spec.summary)
  }
  lines += ["", "See 'folio <command> --help' for a command's options."]
  return lines.joined(separator: "\n") + "\n"
}

/// Linux passes `#!/usr/bin/env folio run` to env as one word, "folio run": a link with
/// that name beside `folio` makes such scripts work. It is made when missing.
func ensureRunLink() -> URL? {
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  let link = executable.deletingLastPathComponent().appendingPathComponent("folio run")
  if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == nil {
    try? FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: executable.lastPathComponent)
  }
  return link
}

@MainActor
func main() -> Int32 {
  ProcessAllocator.configureWithChildren()
  let console = Console()
  _ = ensureRunLink()
  var arguments = Array(CommandLine.arguments.dropFirst())
  if URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent == "folio run" {
    arguments.insert("run", at: 0)
  }
  guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
    console.out(topLevelHelp())
    return arguments.isEmpty ? 1 : 0
  }
  guard let command = commands.first(where: { $0.spec.name == name }) else {
    let hint = Suggestion.closest(to: name, among: commands.map { $0.spec.name }).map {
      " (did you mean '\($0)'?)"
    }
    console.error("unknown command '\(name)'\(hint ?? "") (see 'folio --help')")
    return 1
  }
  do {
    let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: command.spec)
    if parsed.wantsHelp {
      console.out(command.spec.help)
      return 0
    }
    let status = try command.run(ArgumentValues(parsed: parsed, command: name), console: console)
    if Subprocess.receivedSignal != 0 { return 128 + Subprocess.receivedSignal }
    return status
  } catch {
    // Stopped by a signal: the child already said what it had to.
    if Subprocess.receivedSignal != 0 { return 128 + Subprocess.receivedSignal }
    console.error(error.message)
    return error.exitCode
  }
}

exit(main())

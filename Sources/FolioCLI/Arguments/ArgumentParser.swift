import Foundation

/// An option a command accepts: `--long VALUE`, `-s VALUE`, or a flag without a value.
struct OptionSpec: Equatable {
  let long: String
  let short: Character?
  let valueName: String?
  let help: String

  /// An option that takes a value.
  static func value(_ long: String, short: Character? = nil, name: String, help: String) -> OptionSpec {
    OptionSpec(long: long, short: short, valueName: name, help: help)
  }

  /// A flag.
  static func flag(_ long: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(long: long, short: short, valueName: nil, help: help)
  }
}

/// What a command accepts, and its help text.
struct CommandSpec {
  let name: String
  let summary: String
  let usage: String
  let options: [OptionSpec]
  /// Positional arguments: a description for help.
  let arguments: [(name: String, help: String)]
  /// Whether everything after the first positional argument is passed through untouched
  /// (for `folio run FILE ARGS…`).
  var passesThroughAfterFirstArgument = false

  /// The help text.
  var help: String {
    var lines = [summary, "", "USAGE: \(usage)"]
    if !arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in arguments {
        lines.append("  " + argument.name.padding(toLength: 22, withPad: " ", startingAt: 0) + argument.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for option in options + [.flag("help", short: "h", help: "Show this help.")] {
      var name = option.short.map { "-\($0), " } ?? "    "
      name += "--\(option.long)"
      if let value = option.valueName { name += " <\(value)>" }
      lines.append("  " + name.padding(toLength: 22, withPad: " ", startingAt: 0) + option.help)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A parsed command line: option values (last one wins, or all of them), flags and
/// positional arguments. Values stay strings here; `ArgumentValues` converts them, in one
/// place, to typed values.
struct ParsedArguments: Equatable {
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []
  var passthrough: [String] = []

  /// Whether `--help`/`-h` was given.
  var wantsHelp: Bool { flags.contains("help") }
}

enum ArgumentParser {
  /// The spellings of the output option, all accepted by every command that writes.
  static let outputNames = ["output", "out"]

  /// Parses `arguments` (without the command name) against `spec`.
  static func parse(_ arguments: [String], spec: CommandSpec) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments()
    let options = spec.options + [.flag("help", short: "h", help: "")]
    var index = 0
    var onlyPositionals = false
    func option(for token: String) throws(CLIError) -> (OptionSpec, inlineValue: String?) {
      if token.hasPrefix("--") {
        let body = token.dropFirst(2)
        let parts = body.split(separator: "=", maxSplits: 1).map(String.init)
        // `--out` and `--output` name the same option: each command shows one.
        let names = Self.outputNames.contains(parts[0]) ? Self.outputNames : [parts[0]]
        guard let spec = options.first(where: { names.contains($0.long) }) else {
          let hint = Suggestion.closest(to: parts[0], among: options.map(\.long)).map {
            " (did you mean '--\($0)'?)"
          }
          throw .user(
            "unknown option '--\(parts[0])' for '\(spec.name)'\(hint ?? "") (see 'folio \(spec.name) --help')"
          )
        }
        return (spec, parts.count > 1 ? parts[1] : nil)
      }
      let short = token.dropFirst()
      guard short.count == 1, let letter = short.first,
        let spec = options.first(where: { $0.short == letter })
      else {
        throw .user("unknown option '\(token)' for '\(spec.name)' (see 'folio \(spec.name) --help')")
      }
      return (spec, nil)
    }
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if onlyPositionals || token == "-" || !token.hasPrefix("-") {
        parsed.positionals.append(token)
        if spec.passesThroughAfterFirstArgument && parsed.positionals.count == 1 {
          parsed.passthrough = Array(arguments[index...])
          break
        }
        continue
      }
      if token == "--" {
        onlyPositionals = true
        continue
      }
      let (option, inline) = try option(for: token)
      if option.valueName == nil {
        if inline != nil { throw .user("option '--\(option.long)' takes no value") }
        parsed.flags.insert(option.long)
        continue
      }
      let value: String
      if let inline {
        value = inline
      } else {
        guard index < arguments.count else {
          throw .user("option '--\(option.long)' needs a value <\(option.valueName ?? "value")>")
        }
        value = arguments[index]
        index += 1
      }
      parsed.values[option.long, default: []].append(value)
    }
    return parsed
  }
}

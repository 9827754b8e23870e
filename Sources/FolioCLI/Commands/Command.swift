import Foundation

/// A `folio` subcommand.
protocol Command {
  /// Its name, usage, options and help.
  static var spec: CommandSpec { get }
  /// Runs it; returns the exit code.
  static func run(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32
}

/// Where the command writes: results to stdout, errors and progress to stderr.
final class Console: Sendable {
  private let errorIsTerminal = isatty(2) != 0

  func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  func error(_ text: String) {
    FileHandle.standardError.write(Data(("folio: " + text + "\n").utf8))
  }

  /// A line of progress; on a terminal it is rewritten in place.
  func progress(_ text: String, final: Bool = false) {
    if errorIsTerminal {
      FileHandle.standardError.write(Data(("\r\u{1B}[K" + text + (final ? "\n" : "")).utf8))
    } else if final {
      FileHandle.standardError.write(Data((text + "\n").utf8))
    }
  }
}

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
    Self.write(1, text.hasSuffix("\n") ? text : text + "\n")
  }

  func error(_ text: String) {
    Self.write(2, "folio: " + text + "\n")
  }

  /// Writes text to a descriptor, all of it or until the descriptor fails: a closed pipe
  /// (`folio batch … 2>&1 | true`, where SIGPIPE is ignored) loses the messages, not the
  /// run (`FileHandle.write` would trap).
  static func write(_ descriptor: Int32, _ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return }
        offset += count
      }
    }
  }

  /// A line of progress; on a terminal it is rewritten in place.
  func progress(_ text: String, final: Bool = false) {
    if errorIsTerminal {
      Self.write(2, "\r\u{1B}[K" + text + (final ? "\n" : ""))
    } else if final {
      Self.write(2, text + "\n")
    }
  }
}

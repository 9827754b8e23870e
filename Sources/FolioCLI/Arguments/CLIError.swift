import Foundation

/// A failure of the `folio` command, with the exit code it means.
enum CLIError: Error, Equatable {
  /// A mistake in the command line or its inputs (exit 1).
  case user(String)
  /// A bug or an environment problem in Folio itself (exit 2).
  case `internal`(String)
  /// Inputs `folio diff` cannot compare (exit 2, as diff(1) does; its 1 means "differ").
  case cannotCompare(String)

  var exitCode: Int32 {
    switch self {
    case .user: return 1
    case .internal, .cannotCompare: return 2
    }
  }

  var message: String {
    switch self {
    case .user(let message), .internal(let message), .cannotCompare(let message): return message
    }
  }
}

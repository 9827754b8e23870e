import Folio
import Foundation

/// Typed access to parsed arguments: every string-to-value conversion happens here.
struct ArgumentValues {
  let parsed: ParsedArguments
  let command: String

  /// The last value of an option as a string.
  func string(_ option: String) -> String? { parsed.values[option]?.last }

  /// An option's value as a file URL.
  func url(_ option: String) -> URL? {
    string(option).map { URL(fileURLWithPath: $0) }
  }

  /// An option's value as a positive number.
  func positiveDouble(_ option: String) throws(CLIError) -> Double? {
    guard let text = string(option) else { return nil }
    guard let value = Double(text), value.isFinite, value > 0 else {
      throw .user("option '--\(option)' needs a positive number, not '\(text)'")
    }
    return value
  }

  /// An option's value as a positive integer.
  func positiveInt(_ option: String) throws(CLIError) -> Int? {
    guard let text = string(option) else { return nil }
    guard let value = Int(text), value > 0 else {
      throw .user("option '--\(option)' needs a positive whole number, not '\(text)'")
    }
    return value
  }

  /// An option's value as a comma-separated list of output formats.
  func formats(_ option: String) throws(CLIError) -> [OutputFormat]? {
    guard let values = parsed.values[option] else { return nil }
    var formats: [OutputFormat] = []
    for item in values.flatMap({ $0.split(separator: ",") }) {
      let name = item.trimmingCharacters(in: .whitespaces)
      guard let format = OutputFormat(pathExtension: name) else {
        throw .user("unknown format '\(name)' (use pdf, svg or png)")
      }
      if !formats.contains(format) { formats.append(format) }
    }
    return formats
  }

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool { parsed.flags.contains(name) }
}

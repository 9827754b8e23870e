import Folio
import FolioCairo
import Foundation

/// The outcome of each record of a batch, written with `--report FILE` as JSON lines in
/// the data file's order, all at once when the batch ends.
struct BatchReport {
  /// One record's line.
  struct Line: Codable {
    /// The record's number in the data file, from 1 (as `--record` counts).
    var index: Int
    /// The line it starts on, when known.
    var line: Int?
    /// `rendered`, `skipped` (an earlier run's output is current) or `failed`.
    var status: String
    /// Its output, as the pattern names it.
    var output: String?
    /// Its page count.
    var pages: Int
    /// The files written.
    var files: [String]
    /// Why it failed.
    var error: String?
    /// What the layout noticed.
    var warnings: [String]

    /// The line as JSON, keys in a fixed order.
    var json: String {
      var fields = ["\"index\":\(index)", "\"line\":\(line.map(String.init) ?? "null")"]
      fields.append("\"status\":\(Self.quoted(status))")
      fields.append("\"output\":\(output.map(Self.quoted) ?? "null")")
      fields.append("\"pages\":\(pages)")
      fields.append("\"files\":[\(files.map(Self.quoted).joined(separator: ","))]")
      fields.append("\"error\":\(error.map(Self.quoted) ?? "null")")
      fields.append("\"warnings\":[\(warnings.map(Self.quoted).joined(separator: ","))]")
      return "{" + fields.joined(separator: ",") + "}"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String { DataRecord.jsonString(text) }
  }

  /// The lines, by record number.
  private(set) var lines: [Int: Line] = [:]

  /// A file written beside `output`, named as the output is (relative when the pattern
  /// is), so reports from machines that mount the outputs at different places agree.
  static func besideOutput(_ file: String, output: String?) -> String {
    guard let output else { return file }
    // The plain case without NSString (this runs for every file of every record): one
    // slash, neither first nor last, before the output's name, and a file name after the
    // file's last slash.
    if let slash = output.lastIndex(of: "/"), slash != output.startIndex,
      output.index(after: slash) != output.endIndex, !output.contains("//"), file.last != "/"
    {
      let name = file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file
      return String(output[..<slash]) + "/" + name
    }
    let folder = (output as NSString).deletingLastPathComponent
    let name = (file as NSString).lastPathComponent
    return folder.isEmpty ? name : folder + "/" + name
  }

  /// Sets a record's line.
  mutating func set(_ line: Line) { lines[line.index] = line }

  /// How many records have each status.
  func count(_ status: String) -> Int { lines.values.reduce(0) { $0 + ($1.status == status ? 1 : 0) } }

  /// Writes the report to `url` all or nothing: one line per record, in the data file's
  /// order, keys always in the order above (so `sort -t: -k2 -n` merges shards' reports).
  func write(to url: URL) throws(CLIError) {
    var data = Data()
    for number in lines.keys.sorted() {
      guard let line = lines[number] else { continue }
      data.append(Data(line.json.utf8))
      data.append(UInt8(ascii: "\n"))
    }
    do {
      let transaction = OutputTransaction()
      try transaction.write(data, to: url)
      try transaction.commit()
    } catch {
      throw .user(error.description)
    }
  }
}

import Foundation

/// What `folio batch` asks a worker (a template script started in batch mode) to render:
/// one JSON line on the worker's standard input per record.
package struct BatchRequest: Codable, Sendable {
  /// The record's number in its file, from 1.
  package var number: Int
  /// The data file's name.
  package var source: String
  /// The line the record starts on.
  package var line: Int?
  /// The record, as a JSON object.
  package var record: String
  /// The output file (its extension is the format unless `formats` lists several).
  package var output: String
  /// The formats to write.
  package var formats: [String]

  package init(
    number: Int, source: String, line: Int?, record: String, output: String, formats: [String]
  ) {
    self.number = number
    self.source = source
    self.line = line
    self.record = record
    self.output = output
    self.formats = formats
  }

  /// The request as one line of JSON, as `JSONDecoder` reads it back, written directly:
  /// `folio batch` sends one per record, and `JSONEncoder` cost it more than the rest of
  /// its work on a request put together.
  package var jsonLine: String {
    let quote = DataRecord.jsonString
    let formatList = formats.map(quote).joined(separator: ",")
    return "{\"number\":\(number),\"source\":\(quote(source)),\"line\":\(line.map(String.init) ?? "null"),"
      + "\"record\":\(quote(record)),\"output\":\(quote(output)),\"formats\":[\(formatList)]}"
  }
}

/// A worker's answer for one record: one JSON line on its file descriptor 3.
package struct BatchResult: Codable, Sendable {
  /// The record's number.
  package var number: Int
  /// Whether the document was written.
  package var rendered: Bool
  /// Its page count.
  package var pages: Int
  /// The files written.
  package var files: [String]
  /// Why the record failed.
  package var error: String?
  /// What the layout noticed.
  package var warnings: [String]

  package init(
    number: Int, rendered: Bool, pages: Int = 0, files: [String] = [], error: String? = nil,
    warnings: [String] = []
  ) {
    self.number = number
    self.rendered = rendered
    self.pages = pages
    self.files = files
    self.error = error
    self.warnings = warnings
  }
}

import Folio
import FolioGraphics
import Foundation

/// What a batch will do with each record, from a first read of the data file: its output
/// path, or why it cannot be rendered, and the key that says whether an earlier output is
/// still current. Only the names and keys are kept, so a JSON-lines file of any length
/// costs little memory.
struct BatchPlan {
  /// One record.
  struct Entry {
    /// Its number in the file, from 1.
    let number: Int
    /// The line it starts on.
    let line: Int?
    /// Its output as the pattern makes it (relative paths stay relative).
    var output: String?
    /// The output as an absolute path.
    var absoluteOutput: String?
    /// A hash of the template build, the render settings, the record and the output.
    var key: String
    /// Why it cannot be rendered (it cannot be read, or its output cannot be named).
    var error: String?
  }

  /// Every record of the file, in order.
  var entries: [Entry] = []

  /// Reads `data` once, naming each record's output with `pattern`.
  ///
  /// 1. Each record (or its read error) becomes an entry, with its output path and key.
  /// 2. A field the pattern names that no record has (a typo) is one error for the whole
  ///    batch, before anything renders: the message lists the fields the records have.
  /// 3. Two records writing one path is an error for the whole batch, before anything
  ///    renders: the message lists the first few.
  init(data: URL, pattern: OutputPattern, keyPrefix: String) throws(CLIError) {
    let reader: DataFileReader
    do {
      reader = try DataFileReader(url: data)
    } catch {
      throw .user(error.description)
    }
    // 1. Entries.
    let folder = FileManager.default.currentDirectoryPath
    var fieldsSeen = Set<String>()
    var recordsRead = 0
    while let result = reader.next() {
      let number = entries.count + 1
      switch result {
      case .failure(let error):
        entries.append(
          Entry(number: number, line: DataFileReader.line(of: error), key: "", error: error.description))
      case .success(let record):
        recordsRead += 1
        fieldsSeen.formUnion(record.fieldNames)
        do throws(FolioError) {
          let output = try pattern.path(for: record)
          entries.append(
            Entry(
              number: number, line: record.recordLocation.line, output: output,
              absoluteOutput: AbsolutePath.of(output, in: folder), key: Self.key(keyPrefix, record: record)))
        } catch {
          entries.append(
            Entry(number: number, line: record.recordLocation.line, key: "", error: error.description))
        }
      }
    }
    // 2. Fields no record has.
    let missing = pattern.fieldNames.filter { !fieldsSeen.contains($0) }
    if recordsRead > 0, !missing.isEmpty {
      let known = fieldsSeen.sorted()
      let shown = known.prefix(30).joined(separator: ", ") + (known.count > 30 ? ", …" : "")
      let names = missing.map { "{\($0)}" }.joined(separator: ", ")
      let hint =
        missing.compactMap { Suggestion.closest(to: $0, among: known) }.map { " (did you mean {\($0)}?)" }
        .first ?? ""
      throw .user(
        "the output pattern '\(pattern.text)' names \(names), which no record of \(data.lastPathComponent) has\(hint); nothing was rendered. The records' fields: \(shown.isEmpty ? "none" : shown)"
      )
    }
    // 3. Collisions.
    var first: [String: Int] = [:]
    var collisions: [String] = []
    for entry in entries {
      guard let path = entry.absoluteOutput else { continue }
      if let earlier = first[path] {
        collisions.append("records \(earlier) and \(entry.number) would both write \(entry.output ?? path)")
      } else {
        first[path] = entry.number
      }
    }
    if !collisions.isEmpty {
      let shown = collisions.prefix(5).joined(separator: "\n  ")
      let more = collisions.count > 5 ? "\n  … and \(collisions.count - 5) more" : ""
      throw .user(
        "the output pattern '\(pattern.text)' gives \(collisions.count) name\(collisions.count == 1 ? "" : "s") twice; nothing was rendered:\n  \(shown)\(more)\nput a field that tells records apart in the pattern (or {#}, the record's number)"
      )
    }
  }

  /// The key of a record's output: the template build and settings (`prefix`), the
  /// record's number (a template can show it: `record.number`, so a record moved in the
  /// file is rendered again) and its JSON, hashed. The output's name is not in it: the
  /// manifest finds an entry by that name, standardized, so every spelling of one pattern
  /// (`out/{id}.pdf`, `./out//{id}.pdf`) finds the same files.
  static func key(_ prefix: String, record: DataRecord) -> String {
    FNV1a.hex(FNV1a.hash64((prefix + "\u{0}\(record.number)\u{0}" + record.json).utf8), digits: 16)
  }
}

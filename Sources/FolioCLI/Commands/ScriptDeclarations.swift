import Foundation

/// What a script declares at its top level, as the Swift parser sees it
/// (`swiftc -dump-parse`): whether it has a `document` value, and which type conforms to
/// `DocumentProvider`. Text inside functions, strings and comments does not count.
struct ScriptDeclarations: Equatable {
  /// A top-level `let document` or `var document`.
  var hasDocument = false
  /// The line of the top-level `document`, when the parse gave it (not kept in the seal:
  /// only the main file's generation needs it).
  var documentLine: Int?
  /// The first non-generic type whose declaration or extension lists `DocumentProvider`.
  var provider: String?
  /// The first non-generic type whose declaration or extension lists `DocumentTemplate`.
  var template: String?
  /// Whether the script calls `FolioScript.emit` itself.
  var emitsItself = false
  /// The lines where a top-level statement starts (nothing but spaces before it), in
  /// order: an uncaught error is reported with the line of the statement it came from.
  var statementLines: [Int] = []

  /// Whether `folio render` and `folio layout` have a document to work with.
  var declaresDocument: Bool { hasDocument || provider != nil || template != nil || emitsItself }

  /// What `folio render` and `folio layout` accept, for error messages.
  static let contract = """
    declare the document at the top level of the script, either as a value:

        let document = Document { Text("Hello") }

    or as a type conforming to DocumentProvider:

        struct Report: DocumentProvider {
          var document: Document { Document { Text("Hello") } }
        }

    or, for one document per record of a data file, as a DocumentTemplate:

        struct Badge: DocumentTemplate {
          let record: DataRecord
          var document: Document { get throws(FolioError) { Document { Text(try record.string("name")) } } }
        }
    """

  /// Parses `script`; throws the parser's messages when it does not parse.
  static func parse(_ script: URL, contents: String) throws(CLIError) -> ScriptDeclarations {
    let result = Subprocess.runSwiftc(["-dump-parse", script.path], captureOutput: true)
    if Subprocess.receivedSignal != 0 { throw .user("stopped") }
    var declarations = read(dump: result.output, source: contents)
    declarations.emitsItself = contents.contains("FolioScript.emit")
    return declarations
  }

  /// Reads the top-level declarations (two-space indented lines) of a parse dump.
  ///
  /// 1. A `var_decl` named `document` marked `top_level_global` is the document value.
  /// 2. A `top_level_code_decl` that starts a line adds its line to `statementLines`.
  /// 3. For each `struct_decl`, `class_decl`, `enum_decl` and `extension_decl`, the source
  ///    from the start of its range to its first `{` is its header; a header naming
  ///    `DocumentProvider` (`DocumentTemplate`) after a colon makes its type (when not
  ///    generic) the provider (the template); the first of each counts.
  static func read(dump: String, source: String) -> ScriptDeclarations {
    var result = ScriptDeclarations()
    let lineStarts = Self.lineStarts(of: source)
    let bytes = Array(source.utf8)
    for line in dump.split(separator: "\n") where line.hasPrefix("  (") && !line.hasPrefix("   ") {
      if line.hasPrefix("  (var_decl "), line.contains(" \"document\" "), line.contains("top_level_global") {
        result.hasDocument = true
        result.documentLine = Self.rangeStart(in: line)?.line
        continue
      }
      if line.hasPrefix("  (top_level_code_decl "), let start = Self.rangeStart(in: line),
        start.line - 1 < lineStarts.count
      {
        let lineStart = lineStarts[start.line - 1]
        let before = bytes[lineStart..<min(lineStart + start.column - 1, bytes.count)]
        if before.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }),
          result.statementLines.last.map({ $0 < start.line }) ?? true
        {
          result.statementLines.append(start.line)
        }
        continue
      }
      let kinds = ["  (struct_decl ", "  (class_decl ", "  (enum_decl ", "  (extension_decl "]
      guard result.provider == nil || result.template == nil, kinds.contains(where: { line.hasPrefix($0) }),
        let start = Self.rangeStart(in: line), start.line - 1 < lineStarts.count
      else { continue }
      let offset = lineStarts[start.line - 1] + start.column - 1
      guard offset < bytes.count else { continue }
      let tail = bytes[offset...]
      let header = String(decoding: tail.prefix(while: { $0 != UInt8(ascii: "{") }), as: UTF8.self)
      guard let colon = header.firstIndex(of: ":") else { continue }
      let conformances = header[colon...].split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
      let isProvider = conformances.contains("DocumentProvider")
      let isTemplate = conformances.contains("DocumentTemplate")
      guard isProvider || isTemplate else { continue }
      let words = header[..<colon].split(whereSeparator: { $0.isWhitespace })
      guard let name = words.last, !name.contains("<"),
        let first = name.first, first.isLetter || first == "_"
      else { continue }
      if isProvider && result.provider == nil { result.provider = String(name) }
      if isTemplate && result.template == nil { result.template = String(name) }
    }
    return result
  }

  /// The line and column of `range=[FILE:LINE:COLUMN - …`, read from the right of the
  /// file name (which may hold any character).
  static func rangeStart(in line: Substring) -> (line: Int, column: Int)? {
    guard let marker = line.range(of: " - line:") else { return nil }
    let before = line[..<marker.lowerBound]
    let parts = before.split(separator: ":")
    guard parts.count >= 3, let row = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
    else { return nil }
    return (row, column)
  }

  /// The UTF-8 offset of each line's start.
  static func lineStarts(of source: String) -> [Int] {
    var starts = [0]
    for (index, byte) in source.utf8.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    return starts
  }
}

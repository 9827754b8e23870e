import Foundation

/// The `PreviewProvider` types a file declares at its top level, as the Swift parser sees
/// them (`swiftc -dump-parse`), in source order; generic types are skipped.
enum PreviewProviders {
  static func names(in file: URL, contents: String) throws(CLIError) -> [String] {
    let result = Subprocess.runSwiftc(["-dump-parse", "-D", "DEBUG", file.path], captureOutput: true)
    if Subprocess.receivedSignal != 0 { throw .user("stopped") }
    return read(dump: result.output, source: contents)
  }

  /// 1. For each top-level `struct_decl`, `class_decl`, `enum_decl` or `extension_decl`,
  ///    the source from its start to its first `{` is its header.
  /// 2. A header listing `PreviewProvider` after its colon names a provider (unless
  ///    generic); each name counts once.
  static func read(dump: String, source: String) -> [String] {
    let lineStarts = ScriptDeclarations.lineStarts(of: source)
    let bytes = Array(source.utf8)
    var names: [String] = []
    let kinds = ["  (struct_decl ", "  (class_decl ", "  (enum_decl ", "  (extension_decl "]
    for line in dump.split(separator: "\n") where kinds.contains(where: { line.hasPrefix($0) }) {
      // 1. The header.
      guard let start = ScriptDeclarations.rangeStart(in: line), start.line - 1 < lineStarts.count else {
        continue
      }
      let offset = lineStarts[start.line - 1] + start.column - 1
      guard offset < bytes.count else { continue }
      let header = String(
        decoding: bytes[offset...].prefix(while: { $0 != UInt8(ascii: "{") }), as: UTF8.self)
      // 2. The conformance.
      guard let colon = header.firstIndex(of: ":") else { continue }
      let conformances = header[colon...].split(whereSeparator: {
        !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "."
      })
      guard conformances.contains(where: { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") })
      else {
        continue
      }
      let words = header[..<colon].split(whereSeparator: { $0.isWhitespace })
      guard let name = words.last, !name.contains("<"), let first = name.first, first.isLetter || first == "_"
      else { continue }
      if !names.contains(String(name)) { names.append(String(name)) }
    }
    return names
  }
}

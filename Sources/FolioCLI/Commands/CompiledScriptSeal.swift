import Foundation

/// A compiled script's seal: a file beside the binary (`script.seal`) holding its size and
/// a checksum of its first and last 64 KiB, then what the script declares (flags, the
/// provider, the template), written once the
/// binary is complete. A binary without a matching seal — truncated, damaged, or still
/// being put in place — is rebuilt.
enum CompiledScriptSeal {
  static func sealURL(for binary: URL) -> URL {
    binary.deletingLastPathComponent().appendingPathComponent(binary.lastPathComponent + ".seal")
  }

  /// What the script declares, when `binary` is executable and matches its seal; nil
  /// otherwise.
  static func declarations(of binary: URL) -> ScriptDeclarations? {
    guard FileManager.default.isExecutableFile(atPath: binary.path),
      let seal = FileManager.default.contents(atPath: sealURL(for: binary).path),
      let expected = fingerprint(of: binary)
    else { return nil }
    let lines = String(decoding: seal, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 4, lines[0] == expected else { return nil }
    return ScriptDeclarations(
      hasDocument: lines[1].contains("d"), provider: lines[2].isEmpty ? nil : String(lines[2]),
      template: lines[3].isEmpty ? nil : String(lines[3]), emitsItself: lines[1].contains("e"))
  }

  /// Writes the seal of a finished binary; false when it cannot.
  static func write(for binary: URL, declarations: ScriptDeclarations) -> Bool {
    guard let value = fingerprint(of: binary) else { return false }
    let flags = "-" + (declarations.hasDocument ? "d" : "") + (declarations.emitsItself ? "e" : "")
    let text = [value, flags, declarations.provider ?? "", declarations.template ?? ""]
      .joined(separator: "\n")
    return FileManager.default.createFile(atPath: sealURL(for: binary).path, contents: Data(text.utf8))
  }

  /// `<size>:<checksum of the first and last 64 KiB>`.
  static func fingerprint(of binary: URL) -> String? {
    guard let handle = try? FileHandle(forReadingFrom: binary) else { return nil }
    defer { try? handle.close() }
    guard let size = try? handle.seekToEnd(), size > 0 else { return nil }
    let window: UInt64 = 65_536
    var bytes = Data()
    do {
      try handle.seek(toOffset: 0)
      bytes.append(try handle.read(upToCount: Int(min(window, size))) ?? Data())
      if size > window {
        try handle.seek(toOffset: size - min(window, size - window))
        bytes.append(try handle.read(upToCount: Int(window)) ?? Data())
      }
    } catch {
      return nil
    }
    return "\(size):\(ScriptCompiler.hash(bytes))"
  }
}

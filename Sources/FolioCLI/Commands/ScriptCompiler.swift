import Foundation

/// Compiles a Swift script that imports Folio into an executable, with what the compiler
/// needs to find Folio (its modules, the C modules' module maps and include paths, the
/// library), and caches the result so a second run starts at once.
struct ScriptCompiler {
  /// The folder of the running `folio` (it holds `Modules/` and `libFolioScripting.so`).
  let buildDirectory: URL
  /// The package's root (it holds `Sources/C*/module.modulemap`).
  let packageRoot: URL
  /// Where compiled scripts are kept.
  let cacheDirectory: URL

  static let cModules = ["CPango", "CCairo", "CMarkdown", "CRsvg", "CZint"]

  static func locate() -> ScriptCompiler {
    let environment = ProcessInfo.processInfo.environment
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let build =
      environment["FOLIO_BUILD_DIR"].map { URL(fileURLWithPath: $0) }
      ?? (FileManager.default.fileExists(atPath: executable.path)
        ? executable.deletingLastPathComponent()
        : URL(
          fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? ""
        )
        .deletingLastPathComponent())
    let root =
      environment["FOLIO_PACKAGE_ROOT"].map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let cacheBase =
      environment["FOLIO_CACHE_DIR"].map { URL(fileURLWithPath: $0) }
      ?? environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent("folio") }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/folio")
    return ScriptCompiler(
      buildDirectory: build, packageRoot: root, cacheDirectory: cacheBase.appendingPathComponent("scripts"))
  }

  /// The script as a main file: its own path kept for diagnostics and `#filePath`, a
  /// `#!` line blanked, and a call rendering its `document` (or `DocumentProvider`) added
  /// when the script does not call `FolioScript.emit` itself.
  static func mainSource(for script: URL, contents: String) -> String {
    var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let first = lines.first, first.hasPrefix("#!") { lines[0] = "" }
    var source =
      "#sourceLocation(file: \"\(script.path.replacingOccurrences(of: "\"", with: "\\\""))\", line: 1)\n"
    source += lines.joined(separator: "\n")
    source += "\n#sourceLocation()\n"
    guard !contents.contains("FolioScript.emit") else { return source }
    let call: String?
    if let provider = providerType(in: contents) {
      call = "try FolioScript.emit(\(provider).self)"
    } else if contents.range(of: #"(?m)^\s*(let|var)\s+document\b"#, options: .regularExpression) != nil {
      call = "try FolioScript.emit(document)"
    } else {
      call = nil
    }
    if let call {
      source += """
        do {
          \(call)
        } catch {
          FileHandle.standardError.write(Data("folio: \\(error)\\n".utf8))
          exit(1)
        }

        """
    }
    return source
  }

  /// The name of the first type conforming to `DocumentProvider`, if any.
  static func providerType(in contents: String) -> String? {
    let pattern = #"(?:struct|class|enum)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{]*\bDocumentProvider\b"#
    guard let range = contents.range(of: pattern, options: .regularExpression) else { return nil }
    let declaration = contents[range]
    let words = declaration.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "\n" || $0 == "\t" })
    return words.count > 1 ? String(words[1]) : nil
  }

  /// Compiles (or finds in the cache) the executable for a script.
  func executable(for script: URL) throws(CLIError) -> URL {
    guard FileManager.default.fileExists(atPath: script.path) else {
      throw .user("no such file: \(script.path)")
    }
    guard let data = FileManager.default.contents(atPath: script.path) else {
      throw .user("cannot read \(script.path)")
    }
    let contents = String(decoding: data, as: UTF8.self)
    let source = Self.mainSource(for: script, contents: contents)
    let library = buildDirectory.appendingPathComponent("libFolioScripting.so")
    guard FileManager.default.fileExists(atPath: library.path) else {
      throw .internal("libFolioScripting.so is not in \(buildDirectory.path); run 'swift build' first")
    }
    let stamp = [library, buildDirectory.appendingPathComponent("Modules/Folio.swiftmodule")].map { url in
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      return "\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
    }.joined(separator: ",")
    let key = Self.hash(source + "\u{0}" + stamp + "\u{0}" + buildDirectory.path)
    let folder = cacheDirectory.appendingPathComponent(key)
    let binary = folder.appendingPathComponent("script")
    if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(source.utf8).write(to: folder.appendingPathComponent("main.swift"))
    } catch {
      throw .user("cannot write to the script cache \(folder.path): \(error.localizedDescription)")
    }
    var arguments = [
      "swiftc", "-Onone", "-diagnostic-style", "llvm", "-module-name", "FolioScriptMain",
      folder.appendingPathComponent("main.swift").path,
      "-o", binary.path + ".partial", "-I", buildDirectory.appendingPathComponent("Modules").path,
      "-L", buildDirectory.path, "-lFolioScripting", "-Xlinker", "-rpath", "-Xlinker", buildDirectory.path,
    ]
    for module in Self.cModules {
      arguments += ["-Xcc", "-fmodule-map-file=\(packageRoot.path)/Sources/\(module)/module.modulemap"]
    }
    for include in Self.includeFlags() { arguments += ["-Xcc", include] }
    let result = Subprocess.run(arguments, captureOutput: true)
    guard result.status == 0 else {
      try? FileManager.default.removeItem(atPath: binary.path + ".partial")
      let output = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
      throw .user("\(script.lastPathComponent) does not compile:\n\(output)")
    }
    guard rename(binary.path + ".partial", binary.path) == 0 else {
      throw .internal("cannot move the compiled script into \(folder.path)")
    }
    return binary
  }

  /// The `-I` flags of the C libraries Folio's modules import.
  static func includeFlags() -> [String] {
    let result = Subprocess.run(
      ["pkg-config", "--cflags-only-I", "pangocairo", "librsvg-2.0", "md4c"], captureOutput: true)
    return result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
      .filter { $0.hasPrefix("-I") }
  }

  static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return String(value, radix: 16)
  }
}

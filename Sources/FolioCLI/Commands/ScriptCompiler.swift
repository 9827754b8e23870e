import Folio
import FolioGraphics
import Foundation

/// Compiles a Swift script that imports Folio into an executable, with what the compiler
/// needs to find Folio (its modules, the C modules' module maps and include paths, the
/// library), and caches the result so a second run starts at once.
struct ScriptCompiler {
  /// The folder holding `libFolioScripting.so` and `Modules/`: the running `folio`'s own in
  /// a build folder, `<prefix>/lib/folio` when installed (`make install`).
  let buildDirectory: URL
  /// The package this `folio` was built from, when it runs from that package's build folder
  /// (`<root>/.build/…/folio`): `libFolioScripting.so` is built there when missing or
  /// older than Folio's modules. Nil for an installed or copied `folio`.
  let packageRoot: URL?
  /// Where compiled scripts are kept.
  let cacheDirectory: URL

  /// The C modules Folio's Swift modules import, which a script's compiler must find.
  static let cModules = CModuleFiles.modules.map(\.name)

  /// Finds what scripts are compiled with from the running `folio` itself (not from where
  /// its sources were), so a copied build folder or an installed `folio` works.
  ///
  /// 1. The library folder: `FOLIO_BUILD_DIR`, else the first of `folio`'s own folder and
  ///    `<folder>/../lib/folio` that holds `libFolioScripting.so`, else `folio`'s folder
  ///    (where a build makes it on first use).
  /// 2. The package: `FOLIO_PACKAGE_ROOT`, else the folder a `.build` folder above `folio`
  ///    is in, when it holds `Package.swift`.
  /// 3. The cache: `FOLIO_CACHE_DIR`, else `$XDG_CACHE_HOME/folio`, else `~/.cache/folio`.
  static func locate() -> ScriptCompiler {
    let environment = ProcessInfo.processInfo.environment
    let executable = URL(
      fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]
    ).resolvingSymlinksInPath()
    let folder = executable.deletingLastPathComponent()
    // 1. Library.
    let installed = folder.deletingLastPathComponent().appendingPathComponent("lib/folio")
    let build =
      environment["FOLIO_BUILD_DIR"].map { URL(fileURLWithPath: $0) }
      ?? [folder, installed].first {
        FileManager.default.fileExists(
          atPath: $0.appendingPathComponent(ScriptLinkOrder.scriptingLibrary).path)
      } ?? folder
    // 2. Package.
    let root =
      environment["FOLIO_PACKAGE_ROOT"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? packageRoot(above: folder)
    // 3. Cache.
    let cacheBase =
      environment["FOLIO_CACHE_DIR"].map { URL(fileURLWithPath: $0) }
      ?? environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent("folio") }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/folio")
    return ScriptCompiler(
      buildDirectory: build, packageRoot: root, cacheDirectory: cacheBase.appendingPathComponent("scripts"))
  }

  /// The package whose `.build` folder holds `folder`, if any.
  static func packageRoot(above folder: URL) -> URL? {
    let components = folder.pathComponents
    guard let index = components.lastIndex(of: ".build"), index > 0 else { return nil }
    let root = URL(fileURLWithPath: NSString.path(withComponents: Array(components[..<index])))
    let manifest = root.appendingPathComponent("Package.swift")
    return FileManager.default.fileExists(atPath: manifest.path) ? root : nil
  }

  /// The script as a main file: its own path kept for diagnostics and `#filePath`, a
  /// `#!` line blanked, and a call rendering its `document` (or `DocumentProvider`) added
  /// when it declares one and does not call `FolioScript.emit` itself.
  ///
  /// 1. `FolioScript.startScript()` comes first (it reports an uncaught error with its
  ///    line).
  /// 2. The script's lines follow under `#sourceLocation`, so diagnostics name its file
  ///    and lines; before each line that starts a top-level statement, a generated line
  ///    records that line number, and `#sourceLocation` resumes at the script's line.
  /// 3. The emit call, when the script needs one.
  static func mainSource(for script: URL, contents: String, declarations: ScriptDeclarations) -> String {
    var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let first = lines.first, first.hasPrefix("#!") { lines[0] = "" }
    let file = stringLiteral(script.path)
    // 1. Start.
    var source = "@_spi(FolioScripting) import Folio\nFolioScript.startScript()\n"
    // 2. The script, with its statement lines recorded.
    source += "#sourceLocation(file: \(file), line: 1)\n"
    let marks = Set(declarations.statementLines)
    for (index, line) in lines.enumerated() {
      let number = index + 1
      if marks.contains(number) {
        source += "#sourceLocation()\nFolioScript.enterTopLevelLine(\(number))\n"
        source += "#sourceLocation(file: \(file), line: \(number))\n"
      }
      source += line + "\n"
    }
    source += "#sourceLocation()\n"
    guard !contents.contains("FolioScript.emit") else { return source }
    let call: String?
    if let template = declarations.template {
      call = "try FolioScript.emitTemplate(\(template).self)"
    } else if let provider = declarations.provider {
      call = "try FolioScript.emit(\(provider).self)"
    } else if declarations.hasDocument {
      let location = script.lastPathComponent + (declarations.documentLine.map { ":\($0)" } ?? "")
      call = "try FolioScript.emit(document, declaredAt: \(stringLiteral(location)))"
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

  /// `text` as a Swift string literal (quotes, backslashes and control characters escaped),
  /// as the display-list dump writes it.
  static func stringLiteral(_ text: String) -> String { DisplayItem.quoted(text) }

  /// A compiled script and what it declares.
  struct CompiledScript {
    var binary: URL
    var declarations: ScriptDeclarations
  }

  /// Compiles (or finds in the cache) the executable for a script.
  ///
  /// 1. The cache key is the script's path and text, the Folio build's stamp and folder.
  /// 2. A cached binary is used when its seal (size, checksum, and what the script
  ///    declares) matches it; a truncated or damaged one is rebuilt.
  /// 3. Otherwise the parser reads the script's top-level declarations, the main file is
  ///    generated, and the script is compiled in a work folder of this process's own, so
  ///    concurrent first runs never share a file; the binary and its seal are renamed into
  ///    place, and a run that finds a valid binary already there (another run won) uses
  ///    that one.
  func compile(_ script: URL, console: Console) throws(CLIError) -> CompiledScript {
    guard FileManager.default.fileExists(atPath: script.path) else {
      throw .user("no such file: \(script.path)")
    }
    guard let data = FileManager.default.contents(atPath: script.path) else {
      throw .user("cannot read \(script.path)")
    }
    let contents = String(decoding: data, as: UTF8.self)
    // 1. Key.
    let folder = try cacheFolder(for: ["main-7", script.path, contents], console: console)
    let binary = folder.appendingPathComponent("script")
    // 2. A valid cached binary.
    if let declarations = CompiledScriptSeal.declarations(of: binary) {
      return CompiledScript(binary: binary, declarations: declarations)
    }
    // 3. Parse, generate, compile privately, rename into place.
    let declarations = try ScriptDeclarations.parse(script, contents: contents)
    let source = Self.mainSource(for: script, contents: contents, declarations: declarations)
    try build(
      [(name: "main.swift", text: source)], into: folder, moduleName: "FolioScriptMain",
      label: script.lastPathComponent, declarations: declarations)
    return CompiledScript(binary: binary, declarations: declarations)
  }

  /// The cache folder of a build whose inputs hash to `parts` (with the Folio build's
  /// stamp), and whether a valid binary is already there.
  func cacheFolder(for parts: [String], console: Console) throws(CLIError) -> URL {
    let library = try scriptingLibrary(console: console)
    let stamp = [library, buildDirectory.appendingPathComponent("Modules/Folio.swiftmodule")].map { url in
      "\(FileStatus(path: url.path)?.modified ?? 0)"
    }.joined(separator: ",")
    let key = Self.hash((parts + [stamp, buildDirectory.path]).joined(separator: "\u{0}").utf8)
    return cacheDirectory.appendingPathComponent(key)
  }

  /// Compiles generated files (the one named `main.swift` is the entry point) into
  /// `folder/script`, in a work folder of this process's own so concurrent first runs never
  /// share a file; the binary and its seal are renamed into place, and a run that finds a
  /// valid binary already there (another run won) uses that one.
  ///
  /// `conditions` are compilation conditions defined for `#if` (previews define `DEBUG`,
  /// as Xcode's preview builds do).
  func build(
    _ files: [(name: String, text: String)], into folder: URL, moduleName: String, label: String,
    declarations: ScriptDeclarations, conditions: [String] = []
  ) throws(CLIError) {
    let binary = folder.appendingPathComponent("script")
    let work = folder.appendingPathComponent("build-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: work) }
    do {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      for file in files { try Data(file.text.utf8).write(to: work.appendingPathComponent(file.name)) }
    } catch {
      throw .user("cannot write to the script cache \(folder.path): \(error.localizedDescription)")
    }
    let built = work.appendingPathComponent("script")
    let arguments =
      [
        "-Onone", "-diagnostic-style", "llvm", "-module-name", moduleName,
      ] + conditions.flatMap { ["-D", $0] } + files.map { work.appendingPathComponent($0.name).path }
      + ScriptLinkOrder.paths(
        scriptingLibrary: buildDirectory.appendingPathComponent(ScriptLinkOrder.scriptingLibrary))
      + [
        "-o", built.path, "-Xlinker", "-rpath", "-Xlinker",
        buildDirectory.path,
      ] + (try moduleSearchFlags()) + autolinkFlags(for: files.map(\.text))
    let result = Subprocess.runSwiftc(arguments, captureOutput: true)
    guard result.status == 0 else {
      if Subprocess.receivedSignal != 0 { throw .user("stopped") }
      let output = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
      throw .user("\(label) does not compile:\n\(output)")
    }
    if CompiledScriptSeal.declarations(of: binary) != nil { return }
    guard CompiledScriptSeal.write(for: built, declarations: declarations),
      rename(built.path, binary.path) == 0,
      rename(CompiledScriptSeal.sealURL(for: built).path, CompiledScriptSeal.sealURL(for: binary).path) == 0
    else {
      // Another run may have put its own in place meanwhile.
      if CompiledScriptSeal.declarations(of: binary) != nil { return }
      throw .user("cannot move the compiled script into \(folder.path): \(String(cString: strerror(errno)))")
    }
  }

  /// What a batch's outputs depend on besides the record: the script's text and the Folio
  /// library it links (its size and checksum, the same on every machine with the same
  /// build), hashed. Paths and dates play no part, so shards on machines that mount the
  /// outputs at different places agree.
  func templateIdentity(of script: URL) -> String {
    let contents = FileManager.default.contents(atPath: script.path) ?? Data()
    let library = CompiledScriptSeal.fingerprint(
      of: buildDirectory.appendingPathComponent("libFolioScripting.so"))
    return Self.hash(contents + Data((library ?? "").utf8))
  }

  /// The Swift modules `libFolioScripting.so` is made of.
  static let libraryModules = FolioModules.library

  /// `libFolioScripting.so`, which scripts link: built on first use from the package this
  /// `folio` was built from when it is missing (`swift build --product folio` does not
  /// build it), and rebuilt when it is older than the modules it is made of — their
  /// interfaces or their object files (the package changed since).
  func scriptingLibrary(console: Console) throws(CLIError) -> URL {
    let library = buildDirectory.appendingPathComponent("libFolioScripting.so")
    func modified(_ url: URL) -> Double? { FileStatus(path: url.path)?.modified }
    let built = modified(library)
    let modules = buildDirectory.appendingPathComponent("Modules")
    // A module's interface, and its object files: a change inside a function body leaves
    // the `.swiftmodule` as it was but rebuilds the objects.
    var newestModule = Self.libraryModules
      .compactMap { modified(modules.appendingPathComponent("\($0).swiftmodule")) }.max()
    for module in Self.libraryModules {
      let objects = buildDirectory.appendingPathComponent("\(module).build").path
      let names = (try? FileManager.default.contentsOfDirectory(atPath: objects)) ?? []
      for name in names where name.hasSuffix(".o") {
        // A plain path, not a URL per file: this runs before every cached script.
        guard let date = FileStatus(path: objects + "/" + name)?.modified else { continue }
        newestModule = max(newestModule ?? date, date)
      }
    }
    if let built, built >= newestModule ?? built { return library }
    let configuration = buildDirectory.lastPathComponent
    // `<scratch>/<triple>/<configuration>`, or `<scratch>/<configuration>`.
    var scratch = buildDirectory.deletingLastPathComponent()
    if scratch.lastPathComponent.contains("-linux") { scratch = scratch.deletingLastPathComponent() }
    guard ["debug", "release"].contains(configuration), let packageRoot else {
      if built != nil { return library }
      throw .user(
        "libFolioScripting.so is not in \(buildDirectory.path): build it with 'swift build --product FolioScripting' beside this folio, or install Folio with 'make install PREFIX=…'"
      )
    }
    console.error(
      built == nil
        ? "building libFolioScripting.so (\(configuration); first use only) …"
        : "rebuilding libFolioScripting.so (\(configuration); Folio changed) …")
    let result = Subprocess.run(
      [
        "swift", "build", "--package-path", packageRoot.path, "--scratch-path", scratch.path, "-c",
        configuration,
        "--product", "FolioScripting",
      ], captureOutput: true)
    guard result.status == 0, FileManager.default.fileExists(atPath: library.path) else {
      if Subprocess.receivedSignal != 0 { throw .user("stopped") }
      throw .user(
        "cannot build libFolioScripting.so (swift build --product FolioScripting):\n"
          + result.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return library
  }

  /// What `swiftc` needs to find Folio's modules: the library's `Modules` folder, the C
  /// modules' module maps (written to the cache, `cModuleFolder`) and the C libraries'
  /// include paths.
  func moduleSearchFlags() throws(CLIError) -> [String] {
    var flags = ["-I", buildDirectory.appendingPathComponent("Modules").path]
    let folder = try cModuleFolder()
    for module in Self.cModules {
      flags += ["-Xcc", "-fmodule-map-file=\(folder.appendingPathComponent(module).path)/module.modulemap"]
    }
    for include in Self.includeFlags() { flags += ["-Xcc", include] }
    return flags
  }

  /// The folder of the C modules' module maps and headers (`CModuleFiles`), written once
  /// per set of files beside the compiled scripts: made in a folder of this process's own
  /// and renamed into place, so concurrent first runs never see half of it.
  func cModuleFolder() throws(CLIError) -> URL {
    let contents = CModuleFiles.modules.flatMap { module in
      module.files.flatMap { [module.name, $0.name, $0.text] }
    }.joined(separator: "\u{0}")
    let folder = cacheDirectory.deletingLastPathComponent().appendingPathComponent(
      "c-modules-\(Self.hash(contents.utf8))")
    if FileManager.default.fileExists(atPath: folder.path) { return folder }
    let work = URL(fileURLWithPath: folder.path + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    do {
      for module in CModuleFiles.modules {
        let moduleFolder = work.appendingPathComponent(module.name)
        try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
        for file in module.files {
          try Data(file.text.utf8).write(to: moduleFolder.appendingPathComponent(file.name))
        }
      }
    } catch {
      try? FileManager.default.removeItem(at: work)
      throw .user("cannot write to the script cache \(folder.path): \(error.localizedDescription)")
    }
    if rename(work.path, folder.path) != 0 {
      // Another run put the same files in place meanwhile.
      try? FileManager.default.removeItem(at: work)
      guard FileManager.default.fileExists(atPath: folder.path) else {
        throw .user("cannot move the C module maps into \(folder.path): \(String(cString: strerror(errno)))")
      }
    }
    return folder
  }

  /// Flags that keep the C libraries of Folio's module maps (`link "cairo"`, …) off the
  /// script's own list of libraries, unless a file names one of the C modules (an import
  /// of any kind).
  ///
  /// `libFolioScripting.so` already needs them, so they load all the same, but after the
  /// Swift libraries: the dynamic linker looks each symbol up through the libraries in that
  /// order, and with a dozen C libraries ahead of `libswiftCore` every lookup of a Swift
  /// symbol went through them first, a large part of a cached script's start-up
  /// (docs/benchmarks.md, "Figures the code was shaped by"). The few that most look-ups end
  /// in are named first on purpose, after `libswiftCore` (`ScriptLinkOrder`).
  func autolinkFlags(for sources: [String]) -> [String] {
    let namesCModule = sources.contains { source in Self.cModules.contains { source.contains($0) } }
    guard !namesCModule else { return [] }
    return CModuleFiles.modules.flatMap { Self.linkedLibraries(in: $0.files.first?.text ?? "") }.flatMap {
      ["-Xfrontend", "-disable-autolink-library", "-Xfrontend", $0]
    }
  }

  /// The libraries a module map links (its `link "name"` lines).
  static func linkedLibraries(in moduleMap: String) -> [String] {
    moduleMap.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count == 2, words[0] == "link", words[1].count > 2, words[1].first == "\"",
        words[1].last == "\""
      else { return nil }
      return String(words[1].dropFirst().dropLast())
    }
  }

  /// The `-I` flags of the C libraries Folio's modules import.
  static func includeFlags() -> [String] {
    let result = Subprocess.run(
      ["pkg-config", "--cflags-only-I", "pangocairo", "md4c", "poppler-glib"],
      captureOutput: true)
    return result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
      .filter { $0.hasPrefix("-I") }
  }

  /// The FNV-1a hash of some bytes, in hexadecimal (cache keys and seals).
  static func hash<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    String(FNV1a.hash64(bytes), radix: 16)
  }
}

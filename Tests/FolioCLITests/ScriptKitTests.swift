import FolioTestSupport
import Foundation
import Testing

@testable import FolioCLI

// A `folio` finds what scripts compile against from its own location, not from where its
// sources were: a build folder copied elsewhere, and the layout `make install` makes, run
// scripts; the C module maps it embeds are the package's own.
extension CLITests {
  @Test func theEmbeddedCModulesAreThePackagesOwn() throws {
    let sources = packageRoot.appendingPathComponent("Sources")
    let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
      name.hasPrefix("C") && name.dropFirst().first?.isUppercase == true
    }
    #expect(Set(ScriptCompiler.cModules) == Set(folders), "run scripts/generate-c-modules")
    for module in CModuleFiles.modules {
      var folder = sources.appendingPathComponent(module.name)
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("include/module.modulemap").path)
      {
        folder = folder.appendingPathComponent("include")
      }
      #expect(module.files.first?.name == "module.modulemap")
      for file in module.files {
        let text = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
        #expect(
          text == file.text + "\n", "\(module.name)/\(file.name) differs: run scripts/generate-c-modules")
      }
    }
  }

  /// Copies the running build's `folio`, `libFolioScripting.so` and `Modules` into
  /// `binary`'s and `library`'s folders.
  func copyFolio(binary: URL, library: URL) throws {
    // A script run once makes sure the build has its scripting library.
    let warmUp = try script("warm.swift", "import Folio\nprint(\"warm\")\n")
    #expect(run(["run", warmUp.path]).status == 0)
    let manager = FileManager.default
    try manager.createDirectory(at: binary, withIntermediateDirectories: true)
    try manager.createDirectory(at: library, withIntermediateDirectories: true)
    try manager.copyItem(
      at: productsDirectory.appendingPathComponent("folio"), to: binary.appendingPathComponent("folio"))
    for name in ["libFolioScripting.so", "Modules"] {
      try manager.copyItem(
        at: productsDirectory.appendingPathComponent(name), to: library.appendingPathComponent(name))
    }
  }

  /// Runs a copied `folio` on a script with a cache of its own.
  func runCopy(_ folio: URL, _ arguments: [String]) -> CommandResult {
    runCommand(
      [folio.path] + arguments,
      environment: ["FOLIO_CACHE_DIR": temporaryDirectory("copy-cache").path])
  }

  @Test(arguments: ["copied build", "installed"])
  func aFolioElsewhereRunsScripts(layout: String) throws {
    let place = temporaryDirectory("elsewhere")
    let binary = layout == "installed" ? place.appendingPathComponent("bin") : place
    let library = layout == "installed" ? place.appendingPathComponent("lib/folio") : place
    try copyFolio(binary: binary, library: library)
    let source = try script(
      "elsewhere.swift", "import Folio\nlet document = Document { Text(\"rendered \(layout)\") }\n")
    let output = source.deletingLastPathComponent().appendingPathComponent("elsewhere.pdf")
    let result = runCopy(binary.appendingPathComponent("folio"), ["render", source.path, "-o", output.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(shell(["pdftotext", output.path, "-"]).output.contains("rendered \(layout)"))
  }

  /// The names a shared library defines for others (`nm -D --defined-only`), without
  /// their versions.
  func definedSymbols(_ library: String) -> Set<String> {
    Set(
      shell(["nm", "-D", "--defined-only", library]).output.split(separator: "\n").compactMap { line in
        line.split(separator: " ").last.map { String($0.split(separator: "@").first ?? $0) }
      })
  }

  @Test func theScriptingLibraryReplacesNothingOfTheCLibrary() throws {
    let warmUp = try script("nm.swift", "import Folio\nprint(\"warm\")\n")
    #expect(run(["run", warmUp.path]).status == 0)
    let folio = definedSymbols(productsDirectory.appendingPathComponent("libFolioScripting.so").path)
    let machine = shell(["uname", "-m"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    let libc = definedSymbols("/lib/\(machine)-linux-gnu/libc.so.6")
    #expect(folio.count > 1_000 && libc.count > 1_000, "\(folio.count) and \(libc.count) symbols")
    #expect(
      folio.intersection(libc).isEmpty, "defined by both: \(folio.intersection(libc).sorted().prefix(20))")
    #expect(!folio.contains { $0.lowercased().contains("printf") })
  }

  /// `folio` sets up its own allocator, and gives the scripts it runs the same settings
  /// through glibc's tunables — keeping a user's own `GLIBC_TUNABLES`; the library sets
  /// nothing (this test process, which links it, has none).
  @Test func folioGivesItsScriptsItsAllocatorSettingsAndKeepsTheUsers() throws {
    #expect(ProcessInfo.processInfo.environment["GLIBC_TUNABLES"] == nil)
    let probe = try script(
      "tunables.swift",
      "import Folio\nprint(ProcessInfo.processInfo.environment[\"GLIBC_TUNABLES\"] ?? \"none\")\n")
    let ours = run(["run", probe.path])
    #expect(ours.status == 0, "\(ours.err)")
    #expect(ours.out.contains("glibc.malloc.mmap_threshold=33554432"), "\(ours.out)")
    let theirs = runFolio(
      ["run", probe.path],
      environment: ["FOLIO_CACHE_DIR": cache.path, "GLIBC_TUNABLES": "glibc.malloc.arena_max=2"])
    #expect(theirs.out == "glibc.malloc.arena_max=2\n", "\(theirs.out)")
  }
}

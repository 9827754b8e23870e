import FolioGraphics
import Foundation
import Testing

// Issue 54: docs/architecture.md's module table is the package's — every Swift module with
// exactly the targets it depends on — and the rules stated under its graph hold in the
// sources' imports.
@Suite struct ArchitectureDocTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The Swift modules of `Package.swift` that are not tests, with their dependencies.
  func packageModules() throws -> [String: Set<String>] {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let target = try Regex(
      #"\.(target|executableTarget)\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?(?:,\s*path:\s*"([^"]+)")?"#
    )
    var modules: [String: Set<String>] = [:]
    for match in manifest.matches(of: target) {
      let name = String(try #require(match.output[2].substring))
      let path = match.output[4].substring.map(String.init)
      // C targets and what the tests share are not the library's modules.
      guard !name.hasPrefix("C"), !(path ?? "").hasPrefix("Tests") else { continue }
      let dependencies = match.output[3].substring.map { list in
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""])) }
          .filter { !$0.isEmpty }
      }
      modules[name] = Set(dependencies ?? [])
    }
    return modules
  }

  /// The module table of docs/architecture.md: each row's module and the backticked names
  /// of its "depends on" column.
  func documentedModules() throws -> [String: Set<String>] {
    let text = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    let header = try #require(text.range(of: "| module | holds | depends on |"))
    let rows = text[header.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
    let name = try Regex(#"`([A-Za-z]+)`"#)
    var modules: [String: Set<String>] = [:]
    for row in rows {
      let cells = row.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      guard cells.count >= 4, let module = cells[1].firstMatch(of: name)?.output[1].substring else {
        continue
      }
      // The column's module names, up to a parenthesis that explains them.
      let listed = cells[3].prefix { $0 != "(" }
      modules[String(module)] = Set(
        listed.matches(of: name).compactMap { $0.output[1].substring.map(String.init) })
    }
    return modules
  }

  @Test func theModuleTableIsThePackages() throws {
    let package = try packageModules()
    let documented = try documentedModules()
    #expect(package.count > 10, "the manifest's targets were not found: \(package.keys.sorted())")
    #expect(Set(documented.keys) == Set(package.keys))
    for (module, dependencies) in package.sorted(by: { $0.key < $1.key }) {
      #expect(
        documented[module] == dependencies,
        "\(module): the docs say \(documented[module] ?? []), Package.swift \(dependencies)")
    }
  }

  /// The Swift sources of `module`, as `Module/relative/path.swift` and text, in path order.
  func sources(of module: String) throws -> [(path: String, text: String)] {
    let folder = root.appendingPathComponent("Sources/\(module)")
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return try files.sorted().filter { $0.hasSuffix(".swift") }.map { file in
      ("\(module)/\(file)", try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }
  }

  /// The modules the sources of `module` import, by file.
  func imports(of module: String) throws -> [(file: String, module: String)] {
    let importLine = try Regex(
      #"^(?:@_exported |@_spi\(\w+\) |package |internal |public |@testable )*import (\w+)"#
    )
    .anchorsMatchLineEndings()
    var imports: [(String, String)] = []
    for (path, source) in try sources(of: module) {
      for match in source.matches(of: importLine) {
        imports.append((path, String(try #require(match.output[1].substring))))
      }
    }
    #expect(!imports.isEmpty, "no imports found in \(module)")
    return imports
  }

  @Test func theRulesUnderTheGraphHold() throws {
    let package = try packageModules()
    let cModules = [
      "CPango", "CCairo", "CGLib", "CHarfBuzz", "CHyphen", "CPoppler", "CZint", "CZlib", "CMarkdown",
    ]
    // The package-only modules never import each other (or each other's C library).
    for (file, imported) in try imports(of: "FolioCairo") {
      #expect(!["FolioPango", "CPango", "CHarfBuzz"].contains(imported), "\(file) imports \(imported)")
    }
    for (file, imported) in try imports(of: "FolioPango") {
      #expect(imported != "FolioCairo", "\(file) imports \(imported)")
    }
    // The engine, the surface and documents import no C module and neither of them, and
    // each imports only the ones before it: engine ← surface ← documents.
    let above = [
      "FolioLayout": ["FolioViews", "FolioDocuments"], "FolioViews": ["FolioDocuments"], "FolioDocuments": [],
    ]
    for (module, later) in above {
      for (file, imported) in try imports(of: module) {
        #expect(
          !(cModules + ["FolioPango", "FolioCairo"] + later).contains(imported), "\(file) imports \(imported)"
        )
      }
    }
    // FolioGraphics is the bottom: no project module, no C.
    for (file, imported) in try imports(of: "FolioGraphics") {
      #expect(package[imported] == nil && !cModules.contains(imported), "\(file) imports \(imported)")
    }
  }

  /// The Swift modules of a product's target and all it depends on.
  func closure(of roots: [String]) throws -> Set<String> {
    let package = try packageModules()
    var found: Set<String> = []
    var pending = roots
    while let module = pending.popLast() {
      guard package[module] != nil, found.insert(module).inserted else { continue }
      pending += package[module] ?? []
    }
    return found
  }

  @Test func folioKnowsItsOwnModules() throws {
    // What tells Folio's views from a user's, and what `folio` checks the scripting
    // library against: a module missing here would make its views look like a user's and
    // leave the library stale when it changes.
    #expect(Set(FolioModules.library) == (try closure(of: ["Folio"])))
    #expect(Set(FolioModules.ownViews) == (try closure(of: ["Folio", "FolioTesting"])))
  }

  /// The Swift lines of each module in the library products (`Folio`, `FolioTesting`, and
  /// what they depend on), comments and blank lines included.
  func libraryLines() throws -> [String: Int] {
    let library = try closure(of: ["Folio", "FolioTesting"])
    var lines: [String: Int] = [:]
    for module in library {
      for (_, source) in try sources(of: module) {
        lines[module, default: 0] += source.split(separator: "\n", omittingEmptySubsequences: false).count
      }
    }
    return lines
  }

  @Test func noLibraryModuleHoldsOverAThirdOfTheLibrary() throws {
    let lines = try libraryLines()
    let total = lines.values.reduce(0, +)
    #expect(lines.count >= 8 && total > 20_000, "the library's modules were not found: \(lines)")
    for (module, count) in lines.sorted(by: { $0.key < $1.key }) {
      #expect(
        Double(count) <= 0.35 * Double(total),
        "\(module) holds \(count) of the library's \(total) lines, over 35%")
    }
  }

  @Test func theLibraryPrintsNothing() throws {
    // Diagnostics go back to the caller in the report; only the script host — the code
    // the `folio` command runs in a script's process (Folio/Scripting, Folio/Previews) —
    // writes to standard error. Anything else printing would land in a user's program.
    let printing = try Regex(
      #"standardError|STDERR_FILENO|\bstderr\b|fputs\(|\bprint\(|debugPrint\(|printWarnings\("#)
    let hosts = ["Folio/Scripting/", "Folio/Previews/"]
    var seen = 0
    for module in try closure(of: ["Folio", "FolioTesting"]).sorted() {
      for (path, source) in try sources(of: module) {
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let code = line.trimmingCharacters(in: .whitespaces)
          guard !code.hasPrefix("//"), code.contains(printing) else { continue }
          if hosts.contains(where: path.hasPrefix) {
            seen += 1
            continue
          }
          // A child process's error output sent nowhere is not printing.
          if code.contains("standardError = FileHandle.nullDevice") { continue }
          Issue.record("\(path):\(number + 1) prints: \(code)")
        }
      }
    }
    #expect(seen > 0, "the scan found not even the script host's printing")
  }
}

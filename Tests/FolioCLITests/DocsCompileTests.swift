import FolioTestSupport
import Foundation
import Testing

@testable import FolioCLI

// Issue 11: every Swift code block in README.md and docs/ compiles. Scripts (a `#!` line,
// `import Folio` or a `let document` at the top level) are type-checked as scripts are
// compiled; a `Package.swift` is evaluated by SwiftPM; the other blocks, fragments of a
// larger program, are type-checked together with `DocsFragmentContext` below, which
// declares the names they take from their surroundings (`rows`, `InvoiceView`…).
@Suite struct DocsCompileTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// One ```swift block.
  struct Block: CustomStringConvertible {
    let file: String
    let line: Int
    let code: String

    var description: String { "\(file):\(line)" }
    var isManifest: Bool { code.hasPrefix("// swift-tools-version") }
    /// A whole program: a `#!` line, or top-level code that imports Folio itself.
    var isScript: Bool { code.hasPrefix("#!") || (code.hasPrefix("import Folio\n") && !isDeclarations) }
    /// Only declarations at the top level (a layout, a test file): compiled at file scope.
    var isDeclarations: Bool {
      let starts = [
        "import ", "struct ", "private struct ", "enum ", "extension ", "final class ", "class ", "func ",
        "@Test", "@Suite", "}", "//", "@MainActor", "#Preview", "@main",
      ]
      return code.split(separator: "\n").allSatisfy { line in
        line.first == " " || line.isEmpty || starts.contains { line.hasPrefix($0) }
      }
    }
  }

  /// Every ```swift block of README.md and docs/*.md.
  func blocks() throws -> [Block] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    var blocks: [Block] = []
    for file in ["README.md"] + docs {
      let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        .components(separatedBy: "\n")
      var start: Int?
      for (index, line) in lines.enumerated() {
        if start == nil, line == "```swift" {
          start = index + 1
        } else if let first = start, line == "```" {
          blocks.append(
            Block(file: file, line: first, code: lines[first..<index].joined(separator: "\n") + "\n"))
          start = nil
        }
      }
    }
    return blocks
  }

  var compiler: ScriptCompiler {
    ScriptCompiler(
      buildDirectory: productsDirectory, packageRoot: root, cacheDirectory: temporaryDirectory("docs-cache"))
  }

  /// Type-checks `files` as one module; nil when they compile, else the compiler's output.
  func typecheck(_ files: [URL], parseAsLibrary: Bool) -> String? {
    var arguments = [
      "swiftc", "-typecheck", "-suppress-warnings", "-diagnostic-style", "llvm", "-module-name", "DocsBlock",
    ]
    if parseAsLibrary { arguments.append("-parse-as-library") }
    let flags: [String]
    do {
      flags = try compiler.moduleSearchFlags()
    } catch {
      return "\(error)"
    }
    let result = run(arguments + files.map(\.path) + flags)
    return result.status == 0 ? nil : result.output
  }

  /// Runs a command; its exit status and what it wrote to standard output and error.
  func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let result = runCommand(arguments)
    return (result.status, result.out + result.err)
  }

  @Test func everySwiftBlockInTheDocsCompiles() throws {
    let blocks = try blocks()
    #expect(blocks.count >= 20, "found \(blocks.count) blocks")
    let folder = temporaryDirectory("docs-blocks")
    var failures: [String] = []
    // 1. Scripts, each as the main file of its own program (two at a time).
    let scripts = blocks.filter(\.isScript)
    let results = ResultBox(count: scripts.count)
    DispatchQueue.concurrentPerform(iterations: scripts.count) { index in
      let directory = folder.appendingPathComponent("script-\(index)")
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let main = directory.appendingPathComponent("main.swift")
      var code = scripts[index].code
      if code.hasPrefix("#!") { code = "//" + code }
      try? code.write(to: main, atomically: true, encoding: .utf8)
      results.set(index, typecheck([main], parseAsLibrary: false))
    }
    for (block, output) in zip(scripts, results.values) {
      if let output { failures.append("\(block) does not compile:\n\(output)") }
    }
    // 2. Manifests, evaluated by SwiftPM (a `folio` package beside them, as they expect).
    for (index, block) in blocks.filter(\.isManifest).enumerated() {
      let package = folder.appendingPathComponent("manifest-\(index)/Invoices")
      try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
      try? FileManager.default.createSymbolicLink(
        at: package.deletingLastPathComponent().appendingPathComponent("folio"), withDestinationURL: root)
      try block.code.write(
        to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
      let result = run(["swift", "package", "--package-path", package.path, "dump-package"])
      if result.status != 0 || !result.output.contains("\"Invoices\"") {
        failures.append("\(block) is not a valid manifest:\n\(result.output)")
      }
    }
    // 3. Fragments and declarations, type-checked together with the context.
    let fragments = blocks.filter { !$0.isScript && !$0.isManifest }
    var files = [folder.appendingPathComponent("Context.swift")]
    try DocsFragmentContext.source.write(to: files[0], atomically: true, encoding: .utf8)
    for (index, block) in fragments.enumerated() {
      let file = folder.appendingPathComponent("Block\(index).swift")
      // `#Preview` blocks are compiled as `folio previews` compiles them.
      let code =
        block.code.contains("#Preview")
        ? PreviewSourceRewriter(contents: block.code, path: file.path, fileNumber: index).text : block.code
      let source =
        block.isDeclarations
        ? (block.code.contains("import ") ? "" : "import Folio\nimport Foundation\n\n") + code
        : "import Folio\nimport Foundation\n\n@MainActor func block\(index)() throws {\n\(code)}\n"
      try source.write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    if let output = typecheck(files, parseAsLibrary: true) {
      let names = zip(files.dropFirst(), fragments).map { "\($0.lastPathComponent) is \($1)" }
      failures.append("fragments do not compile (\(names.joined(separator: ", "))):\n\(output)")
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
  }

  /// The "Use" cell of every row of docs/coming-from-swiftui.md's table whose status is
  /// "same" or "differs".
  func tableUses() throws -> [(name: String, use: String)] {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/coming-from-swiftui.md"), encoding: .utf8)
    guard let start = text.range(of: "## Every view and modifier") else { return [] }
    var uses: [(String, String)] = []
    for line in text[start.upperBound...].split(separator: "\n") {
      if line.hasPrefix("## ") { break }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 5, cells[2].hasPrefix("same") || cells[2].hasPrefix("differs") else { continue }
      let use = cells[3]
      guard use.hasPrefix("`"), use.hasSuffix("`"), use.count > 2 else {
        uses.append((cells[1], ""))
        continue
      }
      uses.append((cells[1], String(use.dropFirst().dropLast())))
    }
    return uses
  }

  // Issue 13: the SwiftUI table of docs/coming-from-swiftui.md is kept true: one use of
  // every row marked "same" or "differs" compiles against Folio.
  @Test func everyRowOfTheSwiftUITableCompiles() throws {
    let uses = try tableUses()
    #expect(uses.count >= 50, "the table lists the views and modifiers: \(uses.count)")
    for (name, use) in uses { #expect(!use.isEmpty, "\(name) is marked same or differs but shows no use") }
    var source = """
      import Folio
      import Foundation

      struct DocsWidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
      }
      struct DocsAnchorKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
      }
      struct DocsTagKey: LayoutValueKey { static let defaultValue = 0 }
      struct DocsMember { var name: String }
      struct DocsPreviews: PreviewProvider {
        static var previews: some View { Text("a") }
      }
      struct DocsCardModifier: ViewModifier {
        func body(content: Content) -> some View { content.padding(4) }
      }
      struct DiscountText: View {
        @Binding var discount: Double
        @State private var shown = true
        @Environment(\\.horizontalSizeClass) private var sizeClass
        var body: some View { Text(discount, format: .percent) }
      }

      """
    for (index, row) in uses.enumerated() where !row.use.isEmpty {
      source += "// \(row.name)\n@MainActor @ViewBuilder func row\(index)() -> some View {\n  \(row.use)\n}\n"
    }
    let file = temporaryDirectory().appendingPathComponent("Table.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let failure = typecheck([file], parseAsLibrary: true)
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func theBlocksAreClassifiedAsTheyAreMeant() throws {
    let blocks = try blocks()
    // Every recipe and the getting-started script are whole programs.
    #expect(blocks.filter { $0.file == "docs/recipes.md" && $0.isScript }.count >= 4)
    #expect(blocks.contains { $0.file == "docs/getting-started.md" && $0.isManifest })
    // A custom layout is a declaration; a text example is a fragment.
    #expect(
      blocks.contains {
        $0.file == "docs/layout.md" && $0.isDeclarations && $0.code.contains("DiagonalLayout")
      })
    #expect(blocks.contains { $0.file == "docs/text.md" && !$0.isDeclarations && !$0.isScript })
  }
}

/// Collects results written from concurrent iterations.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: String?) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [String?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

/// The names the docs' fragments take from the program around them.
enum DocsFragmentContext {
  static let source = """
    import Folio
    import Foundation

    struct ReportSection: Identifiable { let id: Int; let title: String }
    struct SectionView: View {
      let section: ReportSection
      var body: some View { Text(section.title) }
    }
    struct Cover: View { var body: some View { Text("Cover") } }
    struct WideChart: View { var body: some View { Rectangle() } }
    struct Row: Identifiable { let id: String; let name: String; let note: String }
    struct Shipment { let name: String }
    struct ShippingLabel: View {
      let shipment: Shipment
      var body: some View { Text(shipment.name) }
    }
    struct MyView: View { var body: some View { Text("Total").id("total") } }
    struct Invoice { static let example = Invoice() }
    struct InvoiceView: View {
      let invoice: Invoice
      var body: some View { Text("Invoice") }
    }
    func makeReport() throws -> Document { Document { Text("Report") } }
    let sections: [ReportSection] = []
    let rows: [Row] = []
    let shipments: [Shipment] = []
    let userInput = "user text"
    let name = "Ada"
    let total = "42.00"

    """
}

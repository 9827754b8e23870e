import FolioTestSupport
import Foundation
import Testing

// Issue 53: a script's errors and warnings name the line of the script that made the view
// at fault (not Folio's sources, not the statement that rendered), and a warning with one
// cause is printed once with a count.
extension CLITests {
  @Test func errorsOfAViewNameTheLineThatMadeIt() throws {
    for (name, view, message) in [
      ("image.swift", #"Image("missing-logo.png")"#, "cannot read "),
      ("barcode.swift", #"Barcode(.ean13, value: "12345")"#, "Barcode(EAN-13): invalid value"),
    ] {
      let url = try script(
        name,
        """
        import Folio

        let document = Document(pageSize: .a6) {
          VStack {
            Text("Hello")
            \(view)
          }
        }
        try document.write(to: URL(fileURLWithPath: "\(name).pdf"))
        """)
      let result = run(["run", url.path])
      #expect(result.status == 1, "\(result.err)")
      #expect(result.err.hasPrefix("folio: \(name):6: \(message)"), "\(result.err)")
      #expect(result.err.split(separator: "\n").count == 1, "\(result.err)")
      #expect(!FileManager.default.fileExists(atPath: url.path + ".pdf"))
    }
    // A missing image is looked for beside the script, and the error says so.
    let image = try script("beside.swift", "import Folio\nlet document = Document { Image(\"logo.png\") }\n")
    let result = run(["render", image.path, "-o", image.path + ".pdf"])
    #expect(result.status == 1)
    let beside = image.deletingLastPathComponent().appendingPathComponent("logo.png").path
    #expect(result.err.contains("beside.swift:2: cannot read \(beside)"), "\(result.err)")
  }

  @Test func warningsNameTheirLineAndRepeatsArePrintedOnceWithACount() throws {
    let url = try script(
      "repeats.swift",
      """
      import Folio

      let document = Document(pageSize: .a6) {
        VStack {
          Image(systemName: "no.such.symbol")
          Image(systemName: "no.such.symbol")
          Image(systemName: "no.such.symbol")
          Text("Off the page").offset(x: 900)
          ForEach(0..<5, id: \\.self) { Text("Row \\($0)").offset(x: 900) }
        }
      }
      """)
    let result = run(["render", url.path, "-o", url.deletingPathExtension().path + ".pdf"])
    #expect(result.status == 0, "\(result.err)")
    let warnings = result.err.split(separator: "\n").filter { $0.hasPrefix("folio: warning:") }
    #expect(warnings.count == 3, "\(result.err)")
    // One line's texts, differing only in their words, are one cause too.
    #expect(
      warnings.contains { $0.hasPrefix("folio: warning: repeats.swift:9: ") && $0.hasSuffix("(5 times)") },
      "\(result.err)")
    #expect(
      warnings.contains {
        $0.hasPrefix("folio: warning: repeats.swift:5: VStack › Image(systemName: \"no.such.symbol\")")
          && $0.hasSuffix("(3 times; also at repeats.swift:6, repeats.swift:7)")
      }, "\(result.err)")
    #expect(
      warnings.contains {
        $0.hasPrefix("folio: warning: repeats.swift:8: VStack › Text \"Off the page\": drawn")
      },
      "\(result.err)")
    #expect(!result.err.contains("SystemSymbol.swift") && !result.err.contains("Paginator"))
  }

  // Issue 54: a render returns its diagnostics and prints nothing; the `folio` command's
  // script host prints them, once, for a script that renders by itself too.
  @Test func aScriptThatRendersItselfGetsItsWarningsBackAndPrintedOnce() throws {
    let url = try script(
      "itself.swift",
      """
      import Folio

      let document = Document(pageSize: .a6) {
        Text("Off the page").offset(x: 900)
      }
      let report = try document.write(to: URL(fileURLWithPath: "itself.pdf"))
      print("diagnostics: \\(report.diagnostics.count)")
      """)
    let folder = url.deletingLastPathComponent()
    let result = run(["run", url.path], in: folder)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("diagnostics: 1"), "\(result.out)")
    let warnings = result.err.split(separator: "\n").filter { $0.hasPrefix("folio: warning:") }
    #expect(warnings.count == 1, "\(result.err)")
    #expect(warnings.first?.hasPrefix("folio: warning: itself.swift:4: ") == true, "\(result.err)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("itself.pdf").path))
  }
}

import FolioTestSupport
import Foundation
import Testing

// Issue 11, "docs/recipes.md": every recipe runs exactly as printed, with the real `folio`,
// from a folder holding only its files, and makes the document it promises.
extension CLITests {
  /// The files of docs/recipes.md: each `<!-- recipe: NAME -->` and the code block after it.
  func recipeFiles() throws -> [(name: String, contents: String)] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/recipes.md"), encoding: .utf8)
    var files: [(String, String)] = []
    var rest = text[...]
    while let marker = rest.range(of: "<!-- recipe: ") {
      let nameEnd = try #require(rest.range(of: " -->", range: marker.upperBound..<rest.endIndex))
      let name = String(rest[marker.upperBound..<nameEnd.lowerBound])
      let open = try #require(rest.range(of: "```", range: nameEnd.upperBound..<rest.endIndex))
      let firstLine = try #require(rest.range(of: "\n", range: open.upperBound..<rest.endIndex))
      let close = try #require(rest.range(of: "\n```", range: firstLine.upperBound..<rest.endIndex))
      files.append((name, String(rest[firstLine.upperBound..<close.lowerBound]) + "\n"))
      rest = rest[close.upperBound...]
    }
    return files
  }

  @Test func everyRecipeRunsAsPrinted() throws {
    let files = try recipeFiles()
    #expect(
      files.map(\.name) == [
        "addresses.csv", "labels.swift", "report.swift", "invoice.json", "invoice.swift", "certificate.swift",
        "GreetingCardTests.swift",
      ])
    let directory = temporaryDirectory("recipes")
    for file in files {
      try file.contents.write(
        to: directory.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    let promises = [
      ("labels", ["Katherine Johnson", "Arlington, VA 22202", "London SW1Y 4JH"]),
      ("report", ["Sales by region", "North", "120", "Amount"]),
      ("invoice", ["Invoice", "No. 2026-0042", "Punched cards (box of 500)", "Total"]),
      ("certificate", ["Certificate of Completion", "Ada Lovelace", "Director of Studies"]),
    ]
    for (name, words) in promises {
      let result = run(["run", "\(name).swift"], in: directory)
      #expect(result.status == 0, "\(name): \(result.err)")
      #expect(result.err.contains("wrote "), "\(name): \(result.err)")
      #expect(!result.err.contains("warning"), "\(name) renders without warnings: \(result.err)")
      let pdf = directory.appendingPathComponent("\(name).pdf")
      #expect(shell(["qpdf", "--check", pdf.path]).status == 0, "\(name).pdf")
      let text = shell(["pdftotext", pdf.path, "-"]).output
      for word in words { #expect(text.contains(word), "\(name).pdf shows \(word)") }
    }
    // The golden-test recipe is this suite's own GreetingCardTests.swift, verbatim.
    let recipe = try #require(files.first { $0.name == "GreetingCardTests.swift" })
    let suiteFile = try String(
      contentsOf: packageRoot.appendingPathComponent("Tests/FolioTests/GreetingCardTests.swift"),
      encoding: .utf8)
    #expect(recipe.contents == suiteFile)
  }
}

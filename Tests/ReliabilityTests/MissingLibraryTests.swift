import FolioTestSupport
import Foundation
import Testing

// A library Folio loads when a document first needs it, missing from the system (hidden
// here by mounting an empty file over it in a mount namespace of the render's own): the
// render fails with an error naming the package to install, and writes nothing — Markdown
// never shows its asterisks instead.
@Suite struct MissingLibraryTests {
  /// Renders `script` with the files of `library` (`libmd4c.so*`) hidden; the exit
  /// status, standard error and the files left in the script's folder.
  func render(_ script: String, hiding library: String) throws -> (
    status: Int32, err: String, files: [String]
  ) {
    let directory = temporaryDirectory()
    let source = directory.appendingPathComponent("doc.swift")
    try script.write(to: source, atomically: true, encoding: .utf8)
    let folio = productsDirectory.appendingPathComponent("folio").path
    let hide =
      "for f in /usr/lib/\(library).so* /usr/lib/*/\(library).so*; do [ -e \"$f\" ] && [ ! -L \"$f\" ] && mount --bind /dev/null \"$f\"; done; true"
    let result = runCommand([
      "/usr/bin/unshare", "--mount", "/bin/bash", "-c", "\(hide) && exec \"$0\" \"$@\"", folio, "render",
      source.path, "-o", directory.appendingPathComponent("doc.pdf").path,
    ])
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return (result.status, result.err, files.filter { $0 != "doc.swift" }.sorted())
  }

  @Test func markdownWithoutMd4cIsAnErrorNamingThePackage() throws {
    let result = try render(
      "import Folio\nlet document = Document { Text(\"Total: **42**\") }\n", hiding: "libmd4c")
    #expect(result.status == 1, "\(result.err)")
    #expect(
      result.err.contains(
        "libmd4c is not installed: it is needed for Markdown; install Debian's libmd4c-dev"), "\(result.err)")
    #expect(result.files.isEmpty, "\(result.files)")
  }

  @Test func aMarkdownViewWithoutMd4cIsAnErrorToo() throws {
    let result = try render(
      "import Folio\nlet document = Document { Markdown(\"# Title\\n\\nSome *text*.\") }\n", hiding: "libmd4c"
    )
    #expect(result.status == 1, "\(result.err)")
    #expect(result.err.contains("libmd4c is not installed"), "\(result.err)")
    #expect(result.files.isEmpty, "\(result.files)")
  }

  @Test func plainTextNeedsNoMd4c() throws {
    let result = try render(
      "import Folio\nlet document = Document { Text(\"Total: 42\") }\n", hiding: "libmd4c")
    #expect(result.status == 0, "\(result.err)")
    #expect(result.files == ["doc.pdf"])
  }

  @Test func aBarcodeWithoutLibzintIsAnErrorNamingThePackage() throws {
    let result = try render(
      "import Folio\nlet document = Document { Barcode(.code128, value: \"FOLIO-42\").frame(width: 200, height: 60) }\n",
      hiding: "libzint")
    #expect(result.status == 1, "\(result.err)")
    #expect(
      result.err.contains(
        "libzint is not installed: it is needed for barcodes; install Debian's libzint-dev"), "\(result.err)")
    #expect(result.files.isEmpty, "\(result.files)")
  }
}

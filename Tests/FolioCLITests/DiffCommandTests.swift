import Folio
import FolioCairo
import FolioTestSupport
import Foundation
import Testing

/// A label whose padding and size the tests vary.
private struct Badge: View {
  var padding: CGFloat = 10
  var width: CGFloat = 120

  var body: some View {
    Text("Hello, diff").padding(.leading, padding).frame(width: width, height: 30, alignment: .leading)
      .background(Color.yellow)
  }
}

// Issue 12: `folio diff A B` compares renders outside Swift tests — identical, slightly
// different and differently sized inputs, as PDF, SVG and PNG, files and folders.
@Suite struct DiffCommandTests {
  func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) { runFolio(arguments) }

  /// Writes the badge as `name.ext` in `folder`.
  fileprivate func write(_ badge: Badge, _ name: String, _ ext: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent("\(name).\(ext)")
    try ImageRenderer(content: badge).write(to: url)
    return url.path
  }

  @Test(arguments: ["pdf", "svg", "png"]) func identicalDifferentAndResized(ext: String) throws {
    let folder = temporaryDirectory("diff-\(ext)")
    let a = try write(Badge(), "a", ext, in: folder)
    let same = try write(Badge(), "same", ext, in: folder)
    let moved = try write(Badge(padding: 11), "moved", ext, in: folder)
    let wider = try write(Badge(width: 140), "wider", ext, in: folder)
    // Identical.
    let identical = run(["diff", a, same])
    #expect(identical.status == 0, "\(identical.err)")
    #expect(identical.out == "page 1: identical\n")
    // One point of padding: differs, with a count and a box, and a difference image.
    let out = folder.appendingPathComponent("diffs")
    let different = run(["diff", a, moved, "--out", out.path])
    #expect(different.status == 1, "\(different.err)")
    #expect(
      different.out.contains("page 1: ") && different.out.contains("pixels")
        && different.out.contains("in the box"))
    let image = out.appendingPathComponent("moved-1-diff.png")
    #expect(different.err.contains("wrote \(image.path)"))
    let raster = try Raster(png: Data(contentsOf: image))
    #expect(raster.width > 0)
    // Any difference passes with the loosest tolerance; the default is exact.
    #expect(run(["diff", a, moved, "--tolerance", "255"]).status == 0)
    // Another size: padded and compared, the sizes named.
    let resized = run(["diff", a, wider])
    #expect(resized.status == 1)
    #expect(resized.out.contains("; sizes "), "\(resized.out)")
  }

  @Test func foldersPagesAndBadInput() throws {
    let folder = temporaryDirectory("diff-folders")
    let a = folder.appendingPathComponent("A")
    let b = folder.appendingPathComponent("B")
    try FileManager.default.createDirectory(at: a, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: b, withIntermediateDirectories: true)
    _ = try write(Badge(), "badge", "png", in: a)
    _ = try write(Badge(), "badge", "png", in: b)
    _ = try write(Badge(), "extra", "svg", in: a)
    // Two-page documents: the second page differs.
    let first = Document(pageSize: PageSize(width: 200, height: 100)) {
      Page { Text("One") }
      Page { Text("Two") }
    }
    let second = Document(pageSize: PageSize(width: 200, height: 100)) {
      Page { Text("One") }
      Page { Text("Two!") }
    }
    try first.write(to: a.appendingPathComponent("doc.pdf"))
    try second.write(to: b.appendingPathComponent("doc.pdf"))
    let result = run(["diff", a.path, b.path])
    #expect(result.status == 1)
    #expect(result.out.contains("badge.png page 1: identical"), "\(result.out)")
    #expect(result.out.contains("doc.pdf page 1: identical"))
    #expect(result.out.contains("doc.pdf page 2: ") && result.out.contains("pixels"))
    #expect(result.out.contains("extra.svg: only in A"))
    // Inputs that cannot be compared exit 2 (1 means "they differ").
    let missing = run(["diff", a.path + "/badge.png", folder.path + "/nothing.png"])
    #expect(missing.status == 2 && missing.err.contains("no such file"))
    let garbage = folder.appendingPathComponent("garbage.pdf")
    try Data("not a pdf".utf8).write(to: garbage)
    #expect(run(["diff", garbage.path, garbage.path]).status == 2)
    #expect(run(["diff", a.path, garbage.path]).status == 2, "a folder with a file")
    #expect(run(["diff", a.path + "/badge.png", a.path + "/badge.png", "--tolerance", "300"]).status == 2)
  }

  @Test func longPDFsAreComparedPageByPage() throws {
    // Twelve pages: only page 10 differs.
    func document(changing page: Int?) -> Document {
      Document(pageSize: PageSize(width: 160, height: 80), margins: EdgeInsets(.all, 10)) {
        ForEach(1...12, id: \.self) { number in
          Page { Text(number == page ? "Changed" : "Page \(number)") }
        }
      }
    }
    let folder = temporaryDirectory("diff-long")
    let a = folder.appendingPathComponent("a.pdf")
    let b = folder.appendingPathComponent("b.pdf")
    try document(changing: nil).write(to: a)
    try document(changing: 10).write(to: b)
    // A temporary folder of its own: other tests' diffs may be running in the shared one.
    let scratch = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let result = runFolio(["diff", a.path, b.path], environment: ["TMPDIR": scratch.path])
    #expect(result.status == 1, "\(result.err)")
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 12, "\(result.out)")
    for (index, line) in lines.enumerated() {
      if index == 9 {
        #expect(line.hasPrefix("page 10: ") && line.contains("pixels"), "\(line)")
      } else {
        #expect(line == "page \(index + 1): identical", "\(line)")
      }
    }
    // No temporary file is made.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
    #expect(leftovers.isEmpty, "\(leftovers)")
  }
}

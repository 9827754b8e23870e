import FolioCairo
import FolioGraphics
import Foundation

/// `folio diff A B`: compares two renders — PDFs, SVGs, PNGs, or folders of them — page by
/// page, in pixels.
enum DiffCommand: Command {
  static let spec = CommandSpec(
    name: "diff",
    summary: "Compare two renders (PDF, SVG, PNG, or folders of them) page by page, in pixels.",
    usage: "folio diff A B [--out DIR] [--tolerance N] [--scale S]",
    options: [
      .value("out", short: "o", name: "dir", help: "Write a difference image for each page that differs."),
      .value(
        "tolerance", short: "t", name: "n",
        help: "How far (0-255) a pixel's channels may differ and still count as equal (default 0)."),
      .value("scale", short: "s", name: "x", help: "Pixels per point for PDF and SVG (default: 1)."),
    ],
    arguments: [("A", "The expected render (a file or a folder)."), ("B", "The actual render.")])

  /// Exit status when a page differs; 2 is kept for inputs that cannot be compared.
  static let differs: Int32 = 1

  /// Compares the two inputs:
  /// 1. Pair them: two files, or the files of two folders by name (a file in only one
  ///    folder differs).
  /// 2. Read each file's pages as they are compared, a band of rows at a time
  ///    (`RenderedPages`): PNG decoded, SVG drawn with librsvg, PDF rasterized with
  ///    poppler's `pdftoppm`, at `--scale` pixels per point.
  /// 3. Compare page by page, row by row (padding the smaller of two sizes), and print one
  ///    line per page; with `--out`, write each page's difference image as its rows are
  ///    compared, and keep it only when the pages differ.
  static func run(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32 {
    do {
      return try compare(arguments, console: console)
    } catch {
      // 1 means "they differ": what stops the comparison exits 2.
      if case .user(let message) = error { throw .cannotCompare(message) }
      throw error
    }
  }

  static func compare(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32 {
    let paths = arguments.parsed.positionals
    guard paths.count == 2 else {
      throw .user("folio diff needs two files or two folders (see 'folio diff --help')")
    }
    let scale = try arguments.positiveDouble("scale") ?? 1
    guard scale <= 16 else { throw .user("--scale \(scale) is more than 16 pixels per point") }
    var tolerance = 0
    if let text = arguments.string("tolerance") {
      guard let value = Int(text), (0...255).contains(value) else {
        throw .user("--tolerance must be a whole number from 0 to 255, not '\(text)'")
      }
      tolerance = value
    }
    let out = arguments.url("out")
    let a = URL(fileURLWithPath: paths[0]).standardizedFileURL
    let b = URL(fileURLWithPath: paths[1]).standardizedFileURL
    // 1. Pairs.
    let pairs = try Self.pairs(a, b)
    if let out {
      do {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      } catch {
        throw .user("cannot create \(out.path): \(error.localizedDescription)")
      }
    }
    // The difference images appear together, after the comparison, or not at all.
    let transaction = OutputTransaction()
    var written: [URL] = []
    var differing = 0
    for (name, left, right) in pairs {
      guard let left, let right else {
        console.out("\(name): only in \(left == nil ? "B" : "A")")
        differing += 1
        continue
      }
      // 2. Pages.
      let expected = try RenderedPages(left, scale: scale)
      let actual = try RenderedPages(right, scale: scale)
      let many = pairs.count > 1
      for index in 0..<max(expected.count, actual.count) {
        let label = (many ? name + " " : "") + "page \(index + 1)"
        guard index < expected.count, index < actual.count else {
          console.out("\(label): only in \(index < expected.count ? "A" : "B")")
          differing += 1
          continue
        }
        // 3. Compare, writing the difference image as it goes.
        let file = out?.appendingPathComponent(
          "\(URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent)-\(index + 1)-diff.png")
        let staged: StagedFile?
        do {
          staged = try file.map { url throws(FolioError) in try transaction.stage(url) }
        } catch {
          throw .user("\(error)")
        }
        let comparison = try PageComparison(
          expected: try expected.page(index), actual: try actual.page(index), tolerance: tolerance,
          difference: staged)
        if comparison.isIdentical {
          if let staged { transaction.drop(staged) }
          console.out("\(label): identical")
          continue
        }
        differing += 1
        var line = "\(label): \(comparison.rows.summary)"
        let (before, after) = (comparison.expectedSize, comparison.actualSize)
        if before != after {
          line += "; sizes \(before.width)×\(before.height) and \(after.width)×\(after.height)"
        }
        console.out(line)
        if let file { written.append(file) }
      }
    }
    do {
      try transaction.commit()
    } catch {
      throw .user("cannot write the difference images: \(error)")
    }
    for file in written { console.error("wrote \(file.path)") }
    return differing == 0 ? 0 : differs
  }

  /// The files to compare, by name: both inputs when they are files, else the files of
  /// both folders (nil where a folder lacks one).
  static func pairs(_ a: URL, _ b: URL) throws(CLIError) -> [(name: String, a: URL?, b: URL?)] {
    var isFolderA: ObjCBool = false
    var isFolderB: ObjCBool = false
    guard FileManager.default.fileExists(atPath: a.path, isDirectory: &isFolderA) else {
      throw .user("no such file: \(a.path)")
    }
    guard FileManager.default.fileExists(atPath: b.path, isDirectory: &isFolderB) else {
      throw .user("no such file: \(b.path)")
    }
    switch (isFolderA.boolValue, isFolderB.boolValue) {
    case (false, false): return [(b.lastPathComponent, a, b)]
    case (true, true):
      let kinds = Set(["pdf", "svg", "png"])
      func files(_ folder: URL) -> Set<String> {
        Set(
          ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { kinds.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) })
      }
      let left = files(a)
      let right = files(b)
      guard !left.isEmpty || !right.isEmpty else {
        throw .user("neither folder holds a PDF, SVG or PNG file")
      }
      return left.union(right).sorted().map { name in
        (
          name, left.contains(name) ? a.appendingPathComponent(name) : nil,
          right.contains(name) ? b.appendingPathComponent(name) : nil
        )
      }
    default:
      throw .user("compare a file with a file or a folder with a folder (\(a.path), \(b.path))")
    }
  }
}

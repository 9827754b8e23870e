import Folio
import Foundation

/// What `folio previews` was asked for: the files to compile, those whose previews to
/// render, the asset catalogs, the output folder and formats.
struct PreviewPlan {
  /// Every file compiled: the files named and the `.swift` files beside them, or a
  /// package target's files; `main.swift`, `Package.swift` and files with `@main` (an
  /// app's entry point) are left out.
  var compiledFiles: [URL] = []
  /// The files whose previews are rendered.
  var previewedFiles: [URL] = []
  /// Folders holding asset catalogs (given with `--assets`, or beside the files).
  var assetFolders: [URL] = []
  /// The folders `--watch` looks at.
  var watchedFolders: [URL] = []
  var output: URL
  var formats: [OutputFormat]
  var scale: Double

  init(_ arguments: ArgumentValues) throws(CLIError) {
    output = (arguments.url("output") ?? URL(fileURLWithPath: "previews")).standardizedFileURL
    formats = try arguments.formats("format") ?? [.png]
    if let scale = try arguments.positiveDouble("scale") {
      guard formats.contains(.png) else {
        throw .user(
          "--scale sets PNG pixels per point, but this writes \(formats.map(\.rawValue).joined(separator: ", ")) (add png to --format)"
        )
      }
      guard scale <= 16 else { throw .user("option '--scale' is at most 16, not \(scale)") }
      self.scale = scale
    } else {
      scale = 2
    }
    let positionals = arguments.parsed.positionals
    if let package = arguments.url("package") {
      guard positionals.isEmpty else {
        throw .user("give either view files or --package DIR --target NAME, not both")
      }
      guard let target = arguments.string("target") else {
        throw .user("--package needs --target NAME (the target whose previews to render)")
      }
      let sources = package.standardizedFileURL.appendingPathComponent("Sources").appendingPathComponent(
        target)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: sources.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { throw .user("no target \(target) in \(package.path) (looked for \(sources.path))") }
      collect(recursivelyIn: sources)
      previewedFiles = compiledFiles
      watchedFolders = Array(Set(compiledFiles.map { $0.deletingLastPathComponent() })).sorted {
        $0.path < $1.path
      }
    } else {
      guard !positionals.isEmpty else { throw .user("which files? (see 'folio previews --help')") }
      if arguments.string("target") != nil { throw .user("--target goes with --package DIR") }
      for path in positionals {
        let file = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: file.path) else {
          throw .user("no such file: \(file.path)")
        }
        guard file.pathExtension == "swift" else {
          throw .user("\(file.lastPathComponent) is not a .swift file")
        }
        guard !Self.isEntryPoint(file) else {
          throw .user(
            "\(file.lastPathComponent) is an app's entry point (@main or main.swift); name a view file")
        }
        if !previewedFiles.contains(file) { previewedFiles.append(file) }
        let folder = file.deletingLastPathComponent()
        if !watchedFolders.contains(folder) {
          watchedFolders.append(folder)
          collect(in: folder)
        }
        if !compiledFiles.contains(file) { compiledFiles.append(file) }
      }
    }
    for folder in watchedFolders where !AssetCatalog.catalogs(in: folder).isEmpty {
      if !assetFolders.contains(folder) { assetFolders.append(folder) }
    }
    for path in arguments.parsed.values["assets"] ?? [] {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      guard !AssetCatalog.catalogs(in: url).isEmpty else {
        throw .user("--assets \(path): not an asset catalog (.xcassets) or a folder holding one")
      }
      assetFolders.insert(url, at: 0)
      if !watchedFolders.contains(url) { watchedFolders.append(url) }
    }
  }

  /// The `.swift` files of a folder (not its subfolders).
  private mutating func collect(in folder: URL) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    for name in names where name.hasSuffix(".swift") && !name.hasPrefix(".") {
      let file = folder.appendingPathComponent(name)
      if !Self.isEntryPoint(file) && !compiledFiles.contains(file) { compiledFiles.append(file) }
    }
  }

  /// The `.swift` files under a folder, and the folders holding asset catalogs.
  private mutating func collect(recursivelyIn folder: URL) {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return }
    var paths: [String] = []
    while let path = walker.nextObject() as? String { paths.append(path) }
    for path in paths.sorted() {
      let url = folder.appendingPathComponent(path)
      if path.hasSuffix(".xcassets") {
        let parent = url.deletingLastPathComponent()
        if !assetFolders.contains(parent) { assetFolders.append(parent) }
      } else if path.hasSuffix(".swift"), !path.contains(".xcassets/"), !Self.isEntryPoint(url) {
        compiledFiles.append(url)
      }
    }
  }

  /// `main.swift`, `Package.swift`, or a file with an `@main` type that is not a widget
  /// (a widget extension's `@main struct MyWidget: Widget` is previewed: its `@main` is
  /// blanked out, `PreviewSourceRewriter`).
  static func isEntryPoint(_ file: URL) -> Bool {
    if ["main.swift", "Package.swift"].contains(file.lastPathComponent) { return true }
    guard let data = FileManager.default.contents(atPath: file.path) else { return false }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated()
    where line.trimmingCharacters(in: .whitespaces).hasPrefix("@main") {
      // The declaration: the rest of the line, or the next line.
      var declaration = String(line.trimmingCharacters(in: .whitespaces).dropFirst("@main".count))
      if declaration.trimmingCharacters(in: .whitespaces).isEmpty, number + 1 < lines.count {
        declaration = String(lines[number + 1])
      }
      if !Self.declaresWidget(declaration) { return true }
    }
    return false
  }

  /// Whether a declaration is of a `Widget` or `WidgetBundle` type
  /// (`struct Weather: Widget {`).
  static func declaresWidget(_ declaration: String) -> Bool {
    guard let colon = declaration.firstIndex(of: ":") else { return false }
    let conformances = declaration[declaration.index(after: colon)...].split(whereSeparator: {
      ", {".contains($0)
    })
    return conformances.contains("Widget") || conformances.contains("WidgetBundle")
  }
}

import Folio
import Foundation

/// `folio previews`: renders every SwiftUI preview of view files to images and a contact
/// sheet — Xcode's canvas, for Linux, CI and code review.
enum PreviewsCommand: Command {
  static let spec = CommandSpec(
    name: "previews",
    summary:
      "Render every preview (PreviewProvider, #Preview) of view files, with a contact sheet. The files are compiled with DEBUG defined, as Xcode's preview builds are.",
    usage:
      "folio previews FILE.swift … [-o DIR] [--format png,svg,pdf] [--scale S] [--assets DIR] [--watch]\n       folio previews --package DIR --target NAME [-o DIR] …",
    options: [
      .value(
        "output", short: "o", name: "dir", help: "Where the images and index.html go (default: previews)."),
      .value("format", short: "f", name: "list", help: "Formats of each preview (default: png)."),
      .value("scale", short: "s", name: "x", help: "PNG pixels per point (default: 2)."),
      .value("package", name: "dir", help: "A Swift package whose target's previews to render."),
      .value("target", name: "name", help: "The target of --package."),
      .value("assets", name: "dir", help: "An asset catalog (.xcassets) or a folder of them (repeatable)."),
      .flag("watch", help: "Render again whenever a file changes (Ctrl-C stops)."),
      .value(
        "timeout", name: "seconds",
        help: "Stop previews that take longer (a body that never returns); default 120."),
      .flag("system-fonts", help: "Use the machine's fonts instead of Folio's pinned set."),
      .flag(
        "print-sizes",
        help: "Draw text styles at Folio's print sizes (body 11 pt) instead of iOS's (body 17 pt)."),
      .flag("verbose", help: "Show the full backtrace when the views trap."),
    ],
    arguments: [("FILE.swift", "A view file; the .swift files beside it are compiled with it.")])

  static func run(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32 {
    let plan = try PreviewPlan(arguments)
    guard arguments.flag("watch") else { return try render(plan, arguments: arguments, console: console) }
    console.error(
      "watching \(plan.watchedFolders.count) folder\(plan.watchedFolders.count == 1 ? "" : "s") (Ctrl-C stops)"
    )
    ChangeWatcher.run(folders: plan.watchedFolders, outputs: [plan.output], console: console) {
      () throws(CLIError) in
      try render(PreviewPlan(arguments), arguments: arguments, console: console)
    }
    return 0
  }

  /// 1. Read every file; its text (and which files are previewed) is the cache key.
  /// 2. On a cache miss only: rewrite the files, find the previews of the files asked for
  ///    (the parser runs once per file), generate the main file and compile (cached like
  ///    scripts) with `DEBUG` defined, as Xcode's preview builds do (previews inside
  ///    `#if DEBUG` are found).
  /// 3. Run it: it renders every preview into the output folder in one transaction.
  static func render(_ plan: PreviewPlan, arguments: ArgumentValues, console: Console) throws(CLIError)
    -> Int32
  {
    // 1. Sources and the key.
    var contents: [String] = []
    for file in plan.compiledFiles {
      guard let data = FileManager.default.contents(atPath: file.path) else {
        throw .user("cannot read \(file.path)")
      }
      contents.append(String(decoding: data, as: UTF8.self))
    }
    let compiler = ScriptCompiler.locate()
    let key =
      ["previews-3"] + zip(plan.compiledFiles, contents).map { $0.path + "\u{0}" + $1 }
      + plan.previewedFiles.map(\.path)
    let folder = try compiler.cacheFolder(for: key, console: console)
    let binary = folder.appendingPathComponent("script")
    // 2. Rewrite, find the previews, compile.
    if CompiledScriptSeal.declarations(of: binary) == nil {
      var files: [(name: String, text: String)] = []
      var entries: [String] = []
      for (number, (file, text)) in zip(plan.compiledFiles, contents).enumerated() {
        let rewriter = PreviewSourceRewriter(contents: text, path: file.path, fileNumber: number)
        files.append((name: "\(number)-\(file.lastPathComponent)", text: rewriter.text))
        guard plan.previewedFiles.contains(file) else { continue }
        let label = ScriptCompiler.stringLiteral(file.lastPathComponent)
        for provider in try PreviewProviders.names(in: file, contents: text) {
          entries.append(".provider(\(provider).self, file: \(label))")
        }
        for block in rewriter.blocks { entries.append(".block(\(block), file: \(label))") }
      }
      guard !entries.isEmpty else {
        let names = plan.previewedFiles.map(\.lastPathComponent).joined(separator: ", ")
        throw .user(
          "\(names) declare\(plan.previewedFiles.count == 1 ? "s" : "") no preview: add a PreviewProvider type or a #Preview { … } block"
        )
      }
      let main = """
        import Folio
        FolioScript.startScript()
        FolioScript.emitPreviews([
        \(entries.map { "  " + $0 + "," }.joined(separator: "\n"))
        ])

        """
      files.append((name: "main.swift", text: main))
      try compiler.build(
        files, into: folder, moduleName: "FolioPreviewedViews",
        label: plan.previewedFiles.map(\.lastPathComponent).joined(separator: ", "),
        declarations: ScriptDeclarations(), conditions: ["DEBUG"])
    }
    // 3. Render.
    var environment: [String: String] = [
      "FOLIO_SCRIPT_MODE": "previews", "FOLIO_PREVIEWS_OUTPUT": plan.output.path,
      "FOLIO_SCRIPT_FORMATS": plan.formats.map(\.rawValue).joined(separator: ","),
      "FOLIO_SCRIPT_SCALE": "\(plan.scale)",
      "FOLIO_SCRIPT_FONTS": arguments.flag("system-fonts") ? "system" : "pinned",
      "FOLIO_PREVIEWS_TEXT_SIZES": arguments.flag("print-sizes") ? "print" : "ios",
    ]
    if !plan.assetFolders.isEmpty {
      environment["FOLIO_ASSETS"] = plan.assetFolders.map(\.path).joined(separator: ":")
    }
    return ScriptProcess.run(
      binary, script: plan.previewedFiles[0], environment: environment, verbose: arguments.flag("verbose"),
      console: console, timeLimit: try arguments.positiveDouble("timeout") ?? 120)
  }
}

import Foundation

/// `folio watch`: renders a script, then again whenever it or a file beside it changes.
enum WatchCommand: Command {
  static let spec = CommandSpec(
    name: "watch",
    summary: "Render a script now and again whenever it or a file in its folder changes.",
    usage: "folio watch FILE.swift [-o OUT] [--format pdf,svg,png] [--scale S]",
    // `folio render`'s options but `--page` (watch reads them through the same runner).
    options: RenderCommand.spec.options.filter { $0.long != "page" },
    arguments: [("FILE.swift", "A script declaring the document.")])

  /// Renders as `folio render` would, then again on every change of the script or a file
  /// beside it (`ChangeWatcher`).
  static func run(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32 {
    guard let path = arguments.parsed.positionals.first else {
      throw .user("which file? (see 'folio watch --help')")
    }
    let script = URL(fileURLWithPath: path).standardizedFileURL
    guard FileManager.default.fileExists(atPath: script.path) else {
      throw .user("no such file: \(script.path)")
    }
    console.error("watching \(script.lastPathComponent) and the files beside it (Ctrl-C stops)")
    let output =
      arguments.url("output")
      ?? URL(fileURLWithPath: script.deletingPathExtension().lastPathComponent + ".pdf")
    ChangeWatcher.run(folders: [script.deletingLastPathComponent()], outputs: [output], console: console) {
      () throws(CLIError) in
      try ScriptRunner.run(arguments, mode: "render", console: console)
    }
    return 0
  }
}

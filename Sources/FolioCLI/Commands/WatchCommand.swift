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

  /// How often the folder is looked at.
  static let pollInterval: useconds_t = 200_000

  /// Renders, then waits for a change and renders again, until SIGINT or SIGTERM.
  ///
  /// 1. Render as `folio render` would, and print how long it took; a failure (a compile
  ///    error, a thrown error) is printed and the last good output stays, since every
  ///    render writes all or nothing.
  /// 2. Note the size and modification time of the script and of every visible file in its
  ///    folder, after the render (so the render's own output does not count as a change).
  /// 3. Every 200 ms, compare; on any change, added or removed file, go back to 1.
  static func run(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32 {
    guard let path = arguments.parsed.positionals.first else {
      throw .user("which file? (see 'folio watch --help')")
    }
    let script = URL(fileURLWithPath: path).standardizedFileURL
    guard FileManager.default.fileExists(atPath: script.path) else {
      throw .user("no such file: \(script.path)")
    }
    Subprocess.installForwarding()
    let folder = script.deletingLastPathComponent()
    console.error("watching \(script.lastPathComponent) and the files beside it (Ctrl-C stops)")
    while Subprocess.receivedSignal == 0 {
      // 1. Render.
      let start = Date()
      do {
        let status = try ScriptRunner.run(arguments, mode: "render", console: console)
        if Subprocess.receivedSignal != 0 { break }
        let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
        console.error(
          status == 0
            ? "rendered in \(seconds) s" : "render failed (exit \(status)); the last good output is kept")
      } catch {
        if Subprocess.receivedSignal != 0 { break }
        console.error(error.message)
        console.error("render failed; the last good output is kept")
      }
      // 2. and 3. Wait for a change.
      let before = FolderStamp(folder)
      while Subprocess.receivedSignal == 0 && FolderStamp(folder) == before {
        usleep(pollInterval)
      }
    }
    console.error("stopped watching")
    return 0
  }
}

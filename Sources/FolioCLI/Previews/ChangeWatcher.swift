import Foundation

/// Runs an action now and again whenever a file in some folders changes, until SIGINT or
/// SIGTERM: what `folio watch` and `folio previews --watch` share.
enum ChangeWatcher {
  /// How often the folders are looked at.
  static let pollInterval: useconds_t = 200_000

  /// 1. Note the size and modification time of every visible file in the folders but the
  ///    action's own outputs (`outputs`: the files, or a file's numbered pages beside it).
  /// 2. Run the action and print how long it took; a failure is printed and the last good
  ///    output stays (every render writes all or nothing).
  /// 3. A file that changed while the action ran (a save during a render) sends it back to
  ///    2 at once, with a new note: every save is rendered, and saves during one render
  ///    make one more render, of the latest version.
  /// 4. Otherwise, every 200 ms, compare; on any change, added or removed file, go back to 1.
  static func run(folders: [URL], outputs: [URL], console: Console, action: () throws(CLIError) -> Int32) {
    Subprocess.installForwarding()
    let ignores = outputRule(outputs)
    func stamps() -> [FolderStamp] { folders.map { FolderStamp($0, ignoring: ignores) } }
    // 1. Note.
    var before = stamps()
    while Subprocess.receivedSignal == 0 {
      // 2. Run.
      let start = Date()
      do {
        let status = try action()
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
      // 3. A change during the run.
      let after = stamps()
      if after != before {
        console.error("changed while rendering: rendering again")
        before = after
        continue
      }
      // 4. Wait for a change.
      var now = stamps()
      while Subprocess.receivedSignal == 0 && now == before {
        usleep(pollInterval)
        now = stamps()
      }
      before = now
    }
    console.error("stopped watching")
  }

  /// Whether a path is one of `outputs`, a folder holding one (its time changes as the file
  /// is put in place), or another file a render to one of them writes: `<name>-<n>.<ext>`
  /// pages, or `<name>.<ext>` in another of Folio's formats.
  static func outputRule(_ outputs: [URL]) -> (String) -> Bool {
    let paths = Set(outputs.map(\.standardizedFileURL.path))
    let stems = outputs.map { $0.standardizedFileURL.deletingPathExtension().path }
    return { path in
      if paths.contains(path) || paths.contains(where: { $0.hasPrefix(path + "/") }) { return true }
      let url = URL(fileURLWithPath: path)
      guard ["pdf", "svg", "png"].contains(url.pathExtension) else { return false }
      let stem = url.deletingPathExtension().path
      return stems.contains { own in
        stem == own
          || (stem.hasPrefix(own + "-") && !stem.dropFirst(own.count + 1).isEmpty
            && stem.dropFirst(own.count + 1).allSatisfy(\.isNumber))
      }
    }
  }
}

import Foundation

/// Runs an action now and again whenever a file in some folders changes, until SIGINT or
/// SIGTERM: what `folio watch` and `folio previews --watch` share.
enum ChangeWatcher {
  /// How often the folders are looked at.
  static let pollInterval: useconds_t = 200_000

  /// 1. Run the action and print how long it took; a failure is printed and the last good
  ///    output stays (every render writes all or nothing).
  /// 2. Note the size and modification time of every visible file in the folders, after
  ///    the action (so its own output does not count as a change).
  /// 3. Every 200 ms, compare; on any change, added or removed file, go back to 1.
  static func run(folders: [URL], console: Console, action: () throws(CLIError) -> Int32) {
    Subprocess.installForwarding()
    while Subprocess.receivedSignal == 0 {
      // 1. Run.
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
      // 2. and 3. Wait for a change.
      let before = folders.map(FolderStamp.init)
      while Subprocess.receivedSignal == 0 && folders.map(FolderStamp.init) == before {
        usleep(pollInterval)
      }
    }
    console.error("stopped watching")
  }
}

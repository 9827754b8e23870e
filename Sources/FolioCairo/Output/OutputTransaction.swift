import FolioGraphics
import Foundation

/// A set of output files that appear together or not at all.
///
/// Files are staged (written to temporary files beside their destinations) and only
/// `commit` puts them in place:
///
/// 1. Every staged file is sealed (flushed to disk and closed).
/// 2. Each destination that exists is kept as a hard-linked backup.
/// 3. The temporary files are renamed over their destinations, in order. If a rename
///    fails, the files already renamed are put back from their backups (or removed when
///    there was none), every temporary file is removed, and the error is thrown.
/// 4. The backups are removed, then the pages an earlier render of the same outputs left
///    beyond the new page count, and the folders are flushed to disk; the commit returns
///    once the folders' sweep for dead processes' temporary files (`TemporaryFiles`) is done.
///
/// `discard` (or dropping the transaction uncommitted) removes every temporary file and
/// leaves the destinations untouched.
package final class OutputTransaction {
  private var files: [StagedFile] = []
  private var leftoverPages: [(directory: URL, baseName: String, pathExtension: String, count: Int)] = []
  private var committed = false
  /// Whether files and folders are flushed to disk at the commit (`folio batch` flushes
  /// the file system itself, every few seconds: docs/reliability.md).
  private let flushes: Bool

  /// A transaction; with `flushes` false, nothing is flushed to disk at the commit.
  package init(flushes: Bool = true) { self.flushes = flushes }

  /// Whether any transaction of this process has put files in place (`folio run` writes a
  /// script's document only when the script wrote nothing itself).
  package static var hasCommitted: Bool {
    committedLock.lock()
    defer { committedLock.unlock() }
    return committedAny
  }
  private static let committedLock = NSLock()
  nonisolated(unsafe) private static var committedAny = false

  deinit { if !committed { discard() } }

  /// Stages a new file for `url`; refuses two files for one destination.
  package func stage(_ url: URL) throws(FolioError) -> StagedFile {
    let destination = try OutputDestination(url)
    if files.contains(where: { $0.destination.resolved == destination.resolved }) {
      throw .writeFailed(path: url.path, reason: "this render writes the file twice")
    }
    let file = try StagedFile(destination, flushes: flushes)
    files.append(file)
    return file
  }

  /// Stages a file holding `data`.
  package func write(_ data: Data, to url: URL) throws(FolioError) {
    let file = try stage(url)
    try file.write(data)
    try file.seal()
  }

  /// After the commit, removes the pages of an earlier, longer render:
  /// `<baseName>-<n>.<pathExtension>` in `directory` for `n = count + 1, count + 2, …`
  /// up to the first that does not exist.
  package func removeLeftoverPages(
    in directory: URL, baseName: String, pathExtension: String, keeping count: Int
  ) {
    leftoverPages.append((directory, baseName, pathExtension, count))
  }

  /// Puts every staged file in place (steps 1–4 above).
  package func commit() throws(FolioError) {
    // 1. Seal.
    for file in files { try file.seal() }
    // 2. Backups of what is replaced.
    var backups: [String?] = []
    for file in files {
      guard file.destination.existingMode != nil else {
        backups.append(nil)
        continue
      }
      let backup = TemporaryFiles.shared.makePath(beside: file.destination, suffix: "bak")
      if link(file.destination.resolved.path, backup) == 0 {
        backups.append(backup)
      } else {
        TemporaryFiles.shared.forget(backup)
        backups.append(nil)
      }
    }
    // 3. Rename, undoing on failure.
    for (index, file) in files.enumerated() {
      if rename(file.temporaryPath, file.destination.resolved.path) == 0 {
        file.markInPlace()
        continue
      }
      let reason = FileDescriptor.reason(errno)
      for done in 0..<index {
        let path = files[done].destination.resolved.path
        if let backup = backups[done] {
          rename(backup, path)
          TemporaryFiles.shared.forget(backup)
        } else {
          unlink(path)
        }
      }
      for backup in backups[index...].compactMap({ $0 }) { TemporaryFiles.shared.remove(backup) }
      discard()
      throw .writeFailed(path: file.destination.requested.path, reason: reason)
    }
    committed = true
    Self.committedLock.lock()
    Self.committedAny = true
    Self.committedLock.unlock()
    // 4. Clean up.
    for backup in backups.compactMap({ $0 }) { TemporaryFiles.shared.remove(backup) }
    for pages in leftoverPages {
      Self.removePages(
        in: pages.directory, baseName: pages.baseName, pathExtension: pages.pathExtension, above: pages.count)
    }
    var folders = Set<String>()
    for file in files where flushes && folders.insert(file.destination.directory.path).inserted {
      let folder = open(file.destination.directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if folder >= 0 {
        fsync(folder)
        close(folder)
      }
    }
    files.removeAll()
    TemporaryFiles.shared.waitForSweeps()
  }

  /// Removes every temporary file; the destinations are left as they were.
  package func discard() {
    for file in files { file.discard() }
    files.removeAll()
  }

  /// Removes `<baseName>-<count + 1>.<ext>`, `<baseName>-<count + 2>.<ext>`, … up to the
  /// first number that does not exist, so only an unbroken run of Folio's page names goes.
  private static func removePages(
    in directory: URL, baseName: String, pathExtension: String, above count: Int
  ) {
    var number = count + 1
    while unlink(directory.appendingPathComponent("\(baseName)-\(number).\(pathExtension)").path) == 0 {
      number += 1
    }
  }
}

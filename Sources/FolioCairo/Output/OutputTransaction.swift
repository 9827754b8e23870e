import FolioGraphics
import Foundation

/// A set of output files that appear together or not at all.
///
/// Files are staged (written to temporary files beside their destinations) and only
/// `commit` puts them in place:
///
/// 1. Every staged file is sealed (flushed to disk and closed).
/// 2. With more than one file, each destination that exists is kept as a backup: a hard
///    link, or a copy where the file system allows no link (vfat, exFAT, some SMB shares, a
///    file at its link limit). A destination that can be kept neither way stops the commit
///    before anything is renamed: no old file is ever replaced without a way back.
/// 3. The temporary files are renamed over their destinations, in order. If a rename
///    fails, the files already renamed are put back from their backups (or removed when
///    there was none before), every temporary file is removed, and the error is thrown.
/// 4. The backups are removed, then the files an earlier render of the same outputs left
///    that this one would not write (pages beyond the new page count, a one-page render's
///    file beside a longer one's pages), and the folders are flushed to disk; the commit returns
///    once the folders' sweep for dead processes' temporary files (`TemporaryFiles`) is done.
///
/// `discard` (or dropping the transaction uncommitted) removes every temporary file and
/// leaves the destinations untouched.
package final class OutputTransaction {
  private var files: [StagedFile] = []
  private var leftoverPages: [(directory: URL, baseName: String, pathExtension: String, count: Int)] = []
  private var leftoverFiles: [URL] = []
  private var committed = false
  /// Whether files and folders are flushed to disk at the commit (`folio batch` flushes
  /// the file system itself, every few seconds: docs/reliability.md).
  private let flushes: Bool

  /// A transaction; with `flushes` false, nothing is flushed to disk at the commit.
  package init(flushes: Bool = true) { self.flushes = flushes }

  /// Makes a backup as a hard link (a test's fault can take its place).
  package var linkBackup: (_ existing: String, _ backup: String) -> Bool = { link($0, $1) == 0 }
  /// Makes a backup as a copy, with the existing file's permissions.
  package var copyBackup: (_ existing: String, _ backup: String) -> Bool = { copyFile($0, to: $1) }

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

  /// Discards a staged file and takes it out of the transaction (a file that turned out
  /// not to be needed, such as the difference image of pages that match).
  package func drop(_ file: StagedFile) {
    file.discard()
    files.removeAll { $0 === file }
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

  /// After the commit, removes `url` when it is a regular file (an earlier render's, which
  /// this one replaces with files of other names).
  package func removeAfterCommit(_ url: URL) {
    leftoverFiles.append(url)
  }

  /// Puts every staged file in place (steps 1–4 above).
  package func commit() throws(FolioError) {
    // 1. Seal.
    for file in files { try file.seal() }
    // 2. Backups of what is replaced (a single file's rename happens or not: none needed).
    var backups: [String?] = []
    for file in files {
      guard files.count > 1, file.destination.existingMode != nil else {
        backups.append(nil)
        continue
      }
      let existing = file.destination.resolved.path
      let backup = TemporaryFiles.shared.makePath(beside: file.destination, suffix: "bak")
      if linkBackup(existing, backup) || copyBackup(existing, backup) {
        backups.append(backup)
        continue
      }
      let reason = FileDescriptor.reason(errno)
      TemporaryFiles.shared.remove(backup)
      for made in backups.compactMap({ $0 }) { TemporaryFiles.shared.remove(made) }
      discard()
      throw .writeFailed(
        path: file.destination.requested.path,
        reason:
          "no copy of the existing file could be kept to restore it if the commit failed (\(reason)); nothing was replaced"
      )
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
    for url in leftoverFiles {
      var info = stat()
      if lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(url.path) }
    }
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

  /// Copies a file's bytes to a new file with its permissions, flushed to disk; false (and
  /// nothing left) on failure.
  private static func copyFile(_ source: String, to destination: String) -> Bool {
    let input = open(source, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { return false }
    defer { close(input) }
    var status = stat()
    guard fstat(input, &status) == 0 else { return false }
    let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, status.st_mode & 0o7777)
    guard output >= 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var copied = true
    while copied {
      let count = read(input, &buffer, buffer.count)
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        copied = false
        break
      }
      copied =
        buffer.withUnsafeBytes {
          FileDescriptor.writeAll(output, UnsafeRawBufferPointer(rebasing: $0[0..<count]))
        } == nil
    }
    if copied && geteuid() == 0 { _ = fchown(output, status.st_uid, status.st_gid) }
    copied = copied && fsync(output) == 0
    copied = close(output) == 0 && copied
    if !copied { unlink(destination) }
    return copied
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

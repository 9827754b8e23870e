import FolioGraphics
import Foundation

/// One output file being written: a temporary file beside its destination, written with
/// checked writes, flushed to disk (`fsync`) and closed before it may be renamed into
/// place by an `OutputTransaction`.
package final class StagedFile {
  /// Where the file goes.
  package let destination: OutputDestination
  /// The temporary file.
  package let temporaryPath: String
  /// The open descriptor of the temporary file, -1 once sealed or discarded.
  private(set) var descriptor: Int32
  /// Whether `seal()` flushes the file to disk.
  private let flushes: Bool

  /// Creates the temporary file (with the existing file's permissions, if any); with
  /// `flushes` false, `seal()` does not flush it to disk — unless it replaces a file, whose
  /// complete old bytes must not give way to new ones a crash could lose.
  package init(_ destination: OutputDestination, flushes: Bool = true) throws(FolioError) {
    self.destination = destination
    self.flushes = flushes || destination.existingMode != nil
    temporaryPath = TemporaryFiles.shared.makePath(beside: destination)
    descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let reason = FileDescriptor.reason(errno)
      TemporaryFiles.shared.forget(temporaryPath)
      throw .writeFailed(path: destination.requested.path, reason: reason)
    }
    if let mode = destination.existingMode { fchmod(descriptor, mode) }
    if let owner = destination.existingOwner, geteuid() == 0 {
      _ = fchown(descriptor, owner.user, owner.group)
    }
  }

  deinit { discard() }

  /// Appends bytes; throws the system's reason on failure (the file is then discarded).
  package func write(_ data: Data) throws(FolioError) {
    let failure = data.withUnsafeBytes { FileDescriptor.writeAll(descriptor, $0) }
    if let failure { throw fail(FileDescriptor.reason(failure)) }
  }

  /// Replaces bytes already written, at `offset` from the start (a header whose values are
  /// known only at the end); throws the system's reason on failure (the file is then
  /// discarded).
  package func overwrite(_ data: Data, at offset: Int) throws(FolioError) {
    let written = data.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
    if written != data.count { throw fail(FileDescriptor.reason(written < 0 ? errno : EIO)) }
  }

  /// Flushes the file to disk (unless it was made not to: then whoever renames it flushes
  /// the file system later) and closes it; throws (and discards the file) on failure.
  package func seal() throws(FolioError) {
    guard descriptor >= 0 else { return }
    if flushes && fsync(descriptor) != 0 && errno != EINVAL {
      throw fail(FileDescriptor.reason(errno))
    }
    let result = close(descriptor)
    descriptor = -1
    if result != 0 && errno != EINTR { throw fail(FileDescriptor.reason(errno)) }
  }

  /// An error for this file, after discarding it.
  package func fail(_ reason: String) -> FolioError {
    discard()
    return .writeFailed(path: destination.requested.path, reason: reason)
  }

  /// Closes and removes the temporary file (unless it was moved into place).
  package func discard() {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    if !isInPlace { TemporaryFiles.shared.remove(temporaryPath) }
  }

  /// Whether the file was renamed to its destination.
  private(set) var isInPlace = false

  /// Records that the file was renamed to its destination.
  func markInPlace() {
    isInPlace = true
    TemporaryFiles.shared.forget(temporaryPath)
  }
}

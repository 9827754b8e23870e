import FolioGraphics
import Foundation

/// A file path checked before anything is written to it, and resolved to the file that
/// will really change.
///
/// 1. A symbolic link (or a chain of them) is followed: the new file replaces the link's
///    target, and the link stays a link — unless the kernel would refuse to follow it for
///    this process (`fs.protected_symlinks`): a link in a sticky folder anyone may write to
///    (`/tmp`, a 1777 share) is followed only when it belongs to the process's user or to
///    the folder's owner, so another user cannot point a shared output at a file of yours.
/// 2. An existing directory, device, FIFO or socket is refused: only regular files are
///    replaced. An existing file's permissions (and, when running as root, owner) are kept.
/// 3. The folder must exist and be writable, and the name must fit the file system.
package struct OutputDestination: Sendable {
  /// The path the caller gave.
  package let requested: URL
  /// The regular file that is created or replaced.
  package let resolved: URL
  /// The permission bits of the file being replaced, nil when it does not exist yet.
  package let existingMode: mode_t?
  /// The owner of the file being replaced.
  package let existingOwner: (user: uid_t, group: gid_t)?

  /// The longest file name (in UTF-8 bytes) most Linux file systems accept.
  package static let maximumNameLength = 255

  package init(_ url: URL) throws(FolioError) {
    requested = url
    let path = url.path
    // 1. Follow symbolic links (at most 40, as the kernel does).
    var target = path
    var hops = 0
    var info = stat()
    while lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      try Self.checkFollowable(link: target, owner: info.st_uid, requested: path)
      hops += 1
      guard hops <= 40, let next = Self.readLink(target) else {
        throw .writeFailed(path: path, reason: "too many levels of symbolic links")
      }
      target =
        next.hasPrefix("/")
        ? next : (target as NSString).deletingLastPathComponent + "/" + next
    }
    resolved = URL(fileURLWithPath: target).standardizedFileURL
    // 2. Only regular files are replaced.
    if lstat(resolved.path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        existingMode = info.st_mode & 0o7777
        existingOwner = (info.st_uid, info.st_gid)
      case S_IFDIR:
        throw .writeFailed(path: path, reason: "it is a folder, not a file")
      case S_IFCHR, S_IFBLK:
        throw .writeFailed(path: path, reason: "it is a device, not a regular file")
      case S_IFIFO:
        throw .writeFailed(path: path, reason: "it is a FIFO, not a regular file")
      default:
        throw .writeFailed(path: path, reason: "it is not a regular file")
      }
    } else {
      existingMode = nil
      existingOwner = nil
    }
    // 3. The folder and the name.
    let name = resolved.lastPathComponent
    guard !name.isEmpty, name != "/", name != ".", name != ".." else {
      throw .writeFailed(path: path, reason: "it names a folder, not a file")
    }
    guard name.utf8.count <= Self.maximumNameLength else {
      throw .writeFailed(
        path: path, reason: "the file name is \(name.utf8.count) bytes long; at most 255 are allowed")
    }
    let directory = resolved.deletingLastPathComponent().path
    guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw .writeFailed(path: path, reason: "the folder \(directory) does not exist")
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      throw .writeFailed(path: path, reason: "the folder \(directory) is not writable")
    }
  }

  /// The folder the file is created in.
  package var directory: URL { resolved.deletingLastPathComponent() }

  /// Refuses a link the kernel's rule for sticky world-writable folders would not follow.
  private static func checkFollowable(link: String, owner: uid_t, requested: String) throws(FolioError) {
    let folder = (link as NSString).deletingLastPathComponent
    var info = stat()
    guard stat(folder.isEmpty ? "." : folder, &info) == 0 else { return }
    let shared = info.st_mode & S_ISVTX != 0 && info.st_mode & S_IWOTH != 0
    guard shared, owner != geteuid(), owner != info.st_uid else { return }
    throw .writeFailed(
      path: requested,
      reason:
        "it is a symbolic link that user \(owner) made in the shared folder \(folder.isEmpty ? "." : folder); Folio does not write through another user's link there (the system's rule for sticky folders)"
    )
  }

  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, Int(PATH_MAX))
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

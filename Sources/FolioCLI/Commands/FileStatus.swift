import Foundation

/// A file's size and modification time from one `stat` call: what `FileManager`'s
/// attributes give, without building a dictionary of every attribute, looking up the
/// owner's and group's names and casting each value back (a cached `folio run`, each
/// record of a batch and each look of `folio watch` ask for these).
struct FileStatus: Equatable {
  /// The size in bytes.
  var size: UInt64
  /// The modification time's whole seconds since 1970, and its nanoseconds (kept apart,
  /// so two times compare exactly).
  var seconds: Int
  var nanoseconds: Int

  /// The modification time, in seconds since 1970.
  var modified: Double { Double(seconds) + Double(nanoseconds) / 1e9 }

  /// The status of the file at `path` (a link is followed), or nil when there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    size = UInt64(max(info.st_size, 0))
    seconds = Int(info.st_mtim.tv_sec)
    nanoseconds = Int(info.st_mtim.tv_nsec)
  }
}

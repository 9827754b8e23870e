import Foundation

/// A file's size and modification time from one `stat` call: what `FileManager`'s
/// attributes give, without building a dictionary of every attribute, looking up the
/// owner's and group's names and casting each value back (a cached `folio run` and each
/// record of a batch ask for these).
struct FileStatus: Equatable {
  /// The size in bytes.
  var size: UInt64
  /// The modification time, in seconds since 1970.
  var modified: Double

  /// The status of the file at `path` (a link is followed), or nil when there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    size = UInt64(max(info.st_size, 0))
    modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
  }
}

import Foundation

/// The names, sizes and modification times of a folder's visible files.
struct FolderStamp: Equatable {
  private var entries: [String: FileStatus] = [:]

  init(_ folder: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names.prefix(10_000) where !name.hasPrefix(".") {
      entries[name] = FileStatus(path: folder.appendingPathComponent(name).path)
    }
  }
}

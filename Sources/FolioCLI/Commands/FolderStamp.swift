import Foundation

/// The names, sizes and modification times of a folder's visible files.
struct FolderStamp: Equatable {
  private var entries: [String: [Double]] = [:]

  init(_ folder: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names.prefix(10_000) where !name.hasPrefix(".") {
      var info = stat()
      guard stat(folder.appendingPathComponent(name).path, &info) == 0 else { continue }
      entries[name] = [
        Double(info.st_size), Double(info.st_mtim.tv_sec), Double(info.st_mtim.tv_nsec),
      ]
    }
  }
}

import Foundation

/// The names, sizes and modification times of a folder's visible files, but those an
/// `ignoring` rule names (a watched render's own outputs).
struct FolderStamp: Equatable {
  private var entries: [String: FileStatus] = [:]

  init(_ folder: URL, ignoring ignores: (String) -> Bool = { _ in false }) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names.prefix(10_000) where !name.hasPrefix(".") {
      let path = folder.appendingPathComponent(name).path
      if ignores(path) { continue }
      entries[name] = FileStatus(path: path)
    }
  }
}

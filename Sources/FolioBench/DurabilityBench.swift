import Foundation

/// What flushing each output file to disk (`fsync` before the rename, docs/reliability.md)
/// costs on this machine: the same files written with and without it, in the folder the
/// workloads write to.
enum DurabilityBench {
  static func run() {
    print("== durability (fsync before rename; 100 files of 200 KB in the temporary folder)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-fsync")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = [UInt8](repeating: 0x2A, count: 200_000)
    func write(sync: Bool) -> Double {
      let start = Date()
      for index in 0..<100 {
        let path = folder.appendingPathComponent("file-\(index)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { continue }
        _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        if sync { fsync(descriptor) }
        close(descriptor)
      }
      return Date().timeIntervalSince(start)
    }
    _ = write(sync: false)
    let plain = write(sync: false)
    let synced = write(sync: true)
    print(
      "fsync write_close_ms_per_file=\(format(plain * 10, 3)) write_fsync_close_ms_per_file=\(format(synced * 10, 3)) fsync_cost_ms_per_file=\(format((synced - plain) * 10, 3))"
    )
  }
}

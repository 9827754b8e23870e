import Folio
import FolioCairo
import Foundation

/// What earlier runs of a batch rendered: files `.folio-batch*.jsonl` in the pattern's
/// fixed folder, one JSON line per rendered record, appended after its files are in place.
/// A rerun skips a record whose output (by its standardized name) has a line with the same
/// key (same template build, settings and record) and whose files are all there with the
/// sizes written. Each shard
/// appends to a file of its own, so shards on many machines never write the same file;
/// every run reads them all.
final class BatchManifest: @unchecked Sendable {
  /// One rendered record.
  struct Entry: Codable {
    /// The output, relative to the manifest's folder.
    var output: String
    /// The record's key.
    var key: String
    /// Its page count.
    var pages: Int
    /// The files written, relative to the folder.
    var files: [String]
    /// Their sizes in bytes.
    var sizes: [UInt64]

    /// The entry as one line of JSON, keys sorted, as `JSONDecoder` reads it back (written
    /// directly: one is added per rendered record).
    var jsonLine: String {
      let quote = DataRecord.jsonString
      return "{\"files\":[\(files.map(quote).joined(separator: ","))],\"key\":\(quote(key)),"
        + "\"output\":\(quote(output)),\"pages\":\(pages),\"sizes\":[\(sizes.map(String.init).joined(separator: ","))]}"
    }
  }

  /// The folder of the manifest files.
  let folder: URL
  private let ownFile: URL
  private var entries: [String: Entry] = [:]
  private var descriptor: Int32 = -1
  private let lock = NSLock()
  /// The current folder, which relative paths are in.
  private let currentFolder = FileManager.default.currentDirectoryPath

  /// Reads every manifest file in `folder`; this run appends to `.folio-batch<suffix>.jsonl`.
  ///
  /// With `locking`, the folder is made and this run first takes a lock on its own file,
  /// which it holds until it ends: another run of the same shard into the same folder (a
  /// second terminal, an overlapping cron job) waits for the first — `waiting` is told once
  /// — and then skips what the first rendered, instead of both rendering every record.
  /// Shards lock files of their own, so they never wait for each other.
  init(folder: URL, suffix: String, locking: Bool, waiting: (String) -> Void) throws(CLIError) {
    self.folder = folder
    ownFile = folder.appendingPathComponent(".folio-batch\(suffix).jsonl")
    if locking {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      descriptor = open(ownFile.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
      if descriptor >= 0 {
        try Self.lock(descriptor) {
          waiting(
            "another folio batch is rendering into \(folder.path) (it holds \(ownFile.lastPathComponent)); waiting for it to finish"
          )
        }
      }
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let decoder = JSONDecoder()
    for name in names.sorted() where name.hasPrefix(".folio-batch") && name.hasSuffix(".jsonl") {
      guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
        continue
      }
      // A line cut short by a killed run does not decode and is ignored.
      for line in data.split(separator: UInt8(ascii: "\n")) {
        if let entry = try? decoder.decode(Entry.self, from: Data(line)) { entries[entry.output] = entry }
      }
    }
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// Takes the exclusive lock on `descriptor`, polling while another process holds it (a
  /// blocking `flock` would be restarted after Ctrl-C, whose handler only records it) and
  /// giving up when a stop signal has come.
  /// Where the file system has no locks, goes on without one.
  private static func lock(_ descriptor: Int32, announce: () -> Void) throws(CLIError) {
    var announced = false
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else { return }
      if Subprocess.receivedSignal != 0 { throw .user("stopped") }
      if !announced {
        // Stop signals are recorded (and unblocked, whatever mask folio inherited) from now.
        Subprocess.installForwarding()
        announce()
        announced = true
      }
      usleep(100_000)
    }
  }

  /// The earlier render of `output` with this key, when all its files are still there
  /// with the sizes written.
  func completed(_ output: String, key: String) -> Entry? {
    guard let entry = entries[relative(output)], entry.key == key, entry.files.count == entry.sizes.count
    else {
      return nil
    }
    for (file, size) in zip(entry.files, entry.sizes) {
      guard FileStatus(path: folder.appendingPathComponent(file).path)?.size == size else { return nil }
    }
    return entry
  }

  /// Adds a rendered record (its files are in place); false when the manifest cannot be
  /// written (the record is then rendered again by a rerun).
  @discardableResult
  func add(_ output: String, key: String, pages: Int, files: [String]) -> Bool {
    var sizes: [UInt64] = []
    for file in files {
      guard let size = FileStatus(path: file)?.size else { return false }
      sizes.append(size)
    }
    let entry = Entry(
      output: relative(output), key: key, pages: pages, files: files.map(relative), sizes: sizes)
    var line = Data(entry.jsonLine.utf8)
    line.append(UInt8(ascii: "\n"))
    lock.lock()
    defer { lock.unlock() }
    if descriptor < 0 {
      descriptor = open(ownFile.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { return false }
    }
    // One write per line (a short line is written whole at once): with O_APPEND, lines
    // from two processes never interleave.
    return line.withUnsafeBytes { FileDescriptor.writeAll(descriptor, $0) == nil }
  }

  /// Flushes the manifest to disk.
  func flush() {
    lock.lock()
    if descriptor >= 0 { fsync(descriptor) }
    lock.unlock()
  }

  /// A path relative to the folder (absolute when it is outside).
  private func relative(_ path: String) -> String {
    let absolute = AbsolutePath.of(path, in: currentFolder)
    let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }
}

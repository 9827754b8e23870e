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
///
/// A run's workers do not flush each file to disk: the run writes a `begin` line first,
/// and every few seconds flushes the file systems it wrote to (`syncfs`) and then writes
/// `{"checkpoint":N}`: its first N records are on disk. Only those are trusted; what came
/// after (a run killed, or the machine lost) is rendered again (docs/reliability.md,
/// "Durability in a batch").
///
/// `@unchecked Sendable`: `entries` is filled in `init` and only read after; `descriptor`,
/// `fileSystems`, `knownFolders` and `added` are read and written under `lock`.
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
  /// A folder on each file system this run wrote to, by device.
  private var fileSystems: [UInt64: String] = [:]
  /// The folders this run's files went to, whose file systems are known.
  private var knownFolders: Set<String> = []
  /// The records this run added.
  private var added = 0
  /// A run's first line.
  static let beginLine = #"{"begin":true}"#
  /// The line that says a run's first `count` records are on disk.
  static func checkpointLine(_ count: Int) -> String { #"{"checkpoint":"# + "\(count)}" }
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
      read(data, decoder: decoder)
    }
  }

  /// Takes the trusted entries of one manifest file.
  ///
  /// 1. Lines before any `begin` (runs that flushed every file) are trusted as read.
  /// 2. After a `begin`, a run's entries are trusted once a checkpoint counts them; a
  ///    `begin` or the end of the file drops those no checkpoint counted (their files may
  ///    not have reached the disk), and with them any older entry of the same outputs
  ///    (those files were rewritten since).
  /// 3. A line cut short by a killed run does not decode and is ignored.
  private func read(_ data: Data, decoder: JSONDecoder) {
    let begin = Data(Self.beginLine.utf8)
    let checkpointPrefix = Data(#"{"checkpoint":"#.utf8)
    var run: [Entry] = []
    var trusted = 0
    var isDeferred = false
    func dropUncounted() {
      for entry in run[min(trusted, run.count)...] { entries.removeValue(forKey: entry.output) }
    }
    defer { dropUncounted() }
    for line in data.split(separator: UInt8(ascii: "\n")) {
      if line.elementsEqual(begin) {
        dropUncounted()
        run.removeAll()
        trusted = 0
        isDeferred = true
      } else if line.starts(with: checkpointPrefix), line.last == UInt8(ascii: "}"),
        let count = Int(String(decoding: line.dropFirst(checkpointPrefix.count).dropLast(), as: UTF8.self))
      {
        for entry in run[min(trusted, run.count)..<min(max(count, trusted), run.count)] {
          entries[entry.output] = entry
        }
        trusted = max(trusted, count)
      } else if let entry = try? decoder.decode(Entry.self, from: Data(line)) {
        if isDeferred { run.append(entry) } else { entries[entry.output] = entry }
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
    lock.lock()
    defer { lock.unlock() }
    // Each new folder's file system, found once.
    for file in files {
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
      guard knownFolders.insert(folder).inserted else { continue }
      var info = stat()
      if stat(folder, &info) == 0, fileSystems[UInt64(info.st_dev)] == nil {
        fileSystems[UInt64(info.st_dev)] = folder
      }
    }
    guard appendLine(entry.jsonLine) else { return false }
    added += 1
    return true
  }

  /// Starts this run's lines: what it adds is trusted only up to its last checkpoint.
  @discardableResult
  func begin() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return appendLine(Self.beginLine)
  }

  /// Flushes to disk every file system this run wrote to (its outputs and this manifest),
  /// then records how many of its records that covers; with `final`, that line is flushed
  /// too. Returns why a flush failed, or nil.
  ///
  /// 1. Count the records added so far (their files were in place before they were added).
  /// 2. Flush each file system, without holding the lock: records go on being added.
  /// 3. Write `{"checkpoint":count}`.
  func checkpoint(final: Bool = false) -> String? {
    // 1. What the flush covers.
    lock.lock()
    let covered = added
    var folders = fileSystems
    lock.unlock()
    var info = stat()
    if stat(folder.path, &info) == 0, folders[UInt64(info.st_dev)] == nil {
      folders[UInt64(info.st_dev)] = folder.path
    }
    // 2. Flush.
    for path in folders.values.sorted() {
      let handle = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard handle >= 0 else { continue }
      var failed = Self.syncFileSystem(handle) != 0
      let code = errno
      let reason = FileDescriptor.reason(code)
      if failed && (code == ENOSYS || code == EINVAL || code == EOPNOTSUPP) {
        // A file system without its own flush: flush them all.
        sync()
        failed = false
      }
      close(handle)
      if failed { return "cannot flush \(path) to disk: \(reason)" }
    }
    // 3. The mark.
    lock.lock()
    defer { lock.unlock() }
    guard appendLine(Self.checkpointLine(covered)) else { return "cannot write \(ownFile.path)" }
    if final && descriptor >= 0 && fsync(descriptor) != 0 {
      return "cannot flush \(ownFile.path) to disk: \(FileDescriptor.reason(errno))"
    }
    return nil
  }

  /// `syncfs(2)`, which Glibc's module does not declare (it is a GNU extension), found at
  /// run time; `sync(2)` where it is missing.
  private static let syncFileSystem: @convention(c) (Int32) -> Int32 = {
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") {
      return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }
    return { _ in
      sync()
      return 0
    }
  }()

  /// Appends one line to this run's file (call with the lock held).
  private func appendLine(_ text: String) -> Bool {
    if descriptor < 0 {
      descriptor = open(ownFile.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { return false }
    }
    var line = Data(text.utf8)
    line.append(UInt8(ascii: "\n"))
    // One write per line (a short line is written whole at once): with O_APPEND, lines
    // from two processes never interleave.
    return line.withUnsafeBytes { FileDescriptor.writeAll(descriptor, $0) == nil }
  }

  /// A path relative to the folder (absolute when it is outside).
  private func relative(_ path: String) -> String {
    let absolute = AbsolutePath.of(path, in: currentFolder)
    let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }
}

import FolioGraphics
import Foundation

extension HyphenationPatterns {
  /// The index of a dictionary file kept on disk, so that a process's first hyphenated text
  /// does not pay for the pass over the file (docs/benchmarks.md, "Figures the code was
  /// shaped by"): one file per dictionary version in `folder`, read by mapping it
  /// (docs/text.md, "Hyphenation").
  ///
  /// A cache file is named by the dictionary's path and identity (device, inode, size,
  /// modification time), so an upgraded dictionary gets a new one. It is read only when it
  /// belongs to the process's user, and checked: its header and levels when it is read
  /// (they must match the dictionary and fill the file exactly), each line start and chain
  /// link as chains are walked (inside the dictionary, towards earlier lines), so a damaged
  /// file costs a pass (and is replaced), never a wrong memory access. It is written in place, once (`O_EXCL`: the first process wins), under a lock,
  /// and ends with a mark written after the rest is on disk: a file that a killed process
  /// or a power cut left without it is damaged, and the next reader that can take the lock
  /// removes it. No temporary file is ever made.
  struct IndexCache {
    /// The folder of the cache files.
    let folder: String
    /// The dictionary's path, as it was opened.
    let dictionary: String

    /// The format's version, in every file's first 8 bytes.
    static let magic = Array("FOLIOHX1".utf8)

    /// The default folder: `$FOLIO_CACHE_DIR/hyphenation`, else
    /// `$XDG_CACHE_HOME/folio/hyphenation`, else `$HOME/.cache/folio/hyphenation` (relative
    /// paths are ignored, as the XDG rules ask); nil, and no cache, when `FOLIO_CACHE_DIR`
    /// is set to anything but an absolute path (empty turns the cache off) or no base is
    /// found.
    static func defaultFolder() -> String? {
      func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
      if let own = variable("FOLIO_CACHE_DIR") {
        return own.hasPrefix("/") ? own + "/hyphenation" : nil
      }
      if let xdg = variable("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/folio/hyphenation" }
      if let home = variable("HOME"), home.hasPrefix("/") { return home + "/.cache/folio/hyphenation" }
      return nil
    }

    /// The cache file for a version of the dictionary:
    /// `<dictionary name>-<16 hex digits of a hash of its path and identity>.index`.
    func path(for identity: FileIdentity) -> String {
      var key = Self.magic + Array(dictionary.utf8)
      for value in [identity.device, identity.inode, identity.size] {
        withUnsafeBytes(of: value.littleEndian) { key += $0 }
      }
      for value in [identity.seconds, identity.nanoseconds] {
        withUnsafeBytes(of: value.littleEndian) { key += $0 }
      }
      let name = dictionary.split(separator: "/").last.map(String.init) ?? "dictionary"
      let stem = name.hasSuffix(".dic") ? String(name.dropLast(4)) : name
      return "\(folder)/\(stem)-\(FNV1a.hex(FNV1a.hash64(key), digits: 16)).index"
    }

    /// The cached index of `file`, adopted by it (its line starts and chains then point
    /// into the mapped cache file); nil when there is none or it does not check out.
    func read(for file: PatternFile) -> [LevelIndex]? {
      guard let identity = file.identity else { return nil }
      let path = path(for: identity)
      let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid()
      else { return nil }
      // A damaged file (the user's own) is removed, so that this process's pass stores a
      // good one, unless a writer still holds it (its lock: it is being written).
      func removeDamaged() {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
      }
      let size = Int(status.st_size)
      guard size >= 72, size <= 256 << 20 else {
        removeDamaged()
        return nil
      }
      guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
      else { return nil }
      let mapping = UnsafeMutableRawBufferPointer(start: address, count: size)
      guard let parsed = IndexCacheFile.parse(UnsafeRawBufferPointer(mapping), for: file, identity: identity)
      else {
        munmap(address, size)
        removeDamaged()
        return nil
      }
      file.adoptIndex(mapping, starts: parsed.starts, previous: parsed.previous, keys: parsed.keys)
      file.hasSlash = parsed.hasSlash
      return parsed.levels
    }

    /// Stores the index of `file`; does nothing when the folder cannot be made or written,
    /// or another process stored it first.
    ///
    /// 1. The file is created only if it does not exist, and locked while it is written
    ///    (a reader removes a damaged file only when it can take the lock).
    /// 2. Everything but the end mark is written and flushed to disk, then the end mark.
    /// 3. A failed write removes the file.
    func write(_ levels: [LevelIndex], for file: PatternFile) {
      guard let identity = file.identity, makeFolder() else { return }
      let bytes = IndexCacheFile.encode(levels, for: file, identity: identity)
      // 1. Created here, or already stored.
      let path = path(for: identity)
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { return }
      defer { close(descriptor) }
      _ = flock(descriptor, LOCK_EX)
      // 2. The body, flushed, then the end mark.
      let body = bytes.count - IndexCacheFile.endMark.count
      let written = bytes.withUnsafeBytes { buffer -> Bool in
        func write(_ range: Range<Int>) -> Bool {
          var offset = range.lowerBound
          while offset < range.upperBound {
            let count = Glibc.write(descriptor, buffer.baseAddress! + offset, range.upperBound - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
          }
          return true
        }
        return write(0..<body) && fsync(descriptor) == 0 && write(body..<buffer.count)
      }
      // 3. Removed when incomplete.
      if !written { unlink(path) }
    }

    /// Makes the folder and its missing parents (mode 0700), each only inside a folder
    /// that belongs to the process's user (so that `sudo` does not leave root's folders
    /// or files in a user's home); whether the folder exists and is the user's.
    private func makeFolder() -> Bool {
      var status = stat()
      if stat(folder, &status) == 0 {
        return status.st_mode & S_IFMT == S_IFDIR && status.st_uid == geteuid()
      }
      let parts = folder.split(separator: "/")
      var path = ""
      for part in parts {
        let parent = path.isEmpty ? "/" : path
        path += "/" + part
        if stat(path, &status) == 0 {
          guard status.st_mode & S_IFMT == S_IFDIR else { return false }
          continue
        }
        guard stat(parent, &status) == 0, status.st_uid == geteuid() else { return false }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { return false }
      }
      return true
    }
  }
}

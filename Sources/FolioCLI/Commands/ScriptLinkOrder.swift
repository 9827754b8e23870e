import Foundation

/// The libraries a compiled script names first, so that the dynamic linker finds most of
/// the symbols it binds at start-up after a few libraries rather than twenty.
///
/// Every symbol a library imports is looked up through the process's libraries in order:
/// the script's own list, then what those libraries need. Folio's C libraries, and libc and
/// libstdc++ that most of them call, came in through `libFolioScripting.so` behind sixteen
/// Swift libraries, so each of their look-ups passed all of those first, and these look-ups
/// were much of a cached script's start-up (docs/benchmarks.md, "Figures the code was
/// shaped by"). Naming the libraries that most look-ups end in first changes no symbol's
/// definition: none of them is defined twice in a way that matters (only the linker's own
/// markers and glibc's `__finite` aliases are shared), and `libFolioScripting.so` defines
/// no symbol of the C library.
enum ScriptLinkOrder {
  /// The library scripts link Folio from.
  static let scriptingLibrary = "libFolioScripting.so"

  /// The libraries a plain script's start-up binds most symbols to (`LD_DEBUG=bindings`),
  /// most first.
  static let libraries = [
    "libswiftCore.so", "lib_FoundationICU.so", "libstdc++.so.6", scriptingLibrary, "libc.so.6",
    "libglib-2.0.so.0",
    "libFoundation.so", "libFoundationEssentials.so", "libswift_RegexParser.so", "libgobject-2.0.so.0",
    "libharfbuzz.so.0",
  ]

  /// The paths of `libraries` that can be found, in that order: a Swift library in the
  /// toolchain of the `swiftc` on `PATH`, any other as this process has it loaded
  /// (`/proc/self/maps`, where it appears under its file's name, the soname's target). One
  /// found in neither is left out: the order only saves time. `scriptingLibrary` is the
  /// file given, by its path (`swiftc` would move a `-l` after every input; the script's
  /// run path names the same folder).
  static func paths(
    scriptingLibrary library: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    let toolchain = toolchainLibraries(path: environment["PATH"] ?? "")
    let loaded = loadedLibraries()
    return libraries.compactMap { name in
      if name == scriptingLibrary { return library.path }
      if let toolchain {
        let candidate = toolchain + "/" + name
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
      }
      // Mapped under its file's own name: `libstdc++.so.6` is `libstdc++.so.6.0.30`.
      return loaded[name] ?? loaded.first { $0.key.hasPrefix(name + ".") }?.value
    }
  }

  /// `<toolchain>/usr/lib/swift/linux` of the first `swiftc` on `path`, or nil.
  static func toolchainLibraries(path: String) -> String? {
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let compiler = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      guard FileManager.default.isExecutableFile(atPath: compiler.path) else { continue }
      return compiler.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lib/swift/linux").path
    }
    return nil
  }

  /// The file name and path of every shared library this process has mapped.
  static func loadedLibraries() -> [String: String] {
    // Read to the end: /proc files have no size, and a read by size stops at one page.
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return [:] }
    defer { try? handle.close() }
    let maps = String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    var libraries: [String: String] = [:]
    for line in maps.split(separator: "\n") {
      guard let slash = line.firstIndex(of: "/") else { continue }
      let path = String(line[slash...])
      guard path.contains(".so") else { continue }
      let name = String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
      if libraries[name] == nil { libraries[name] = path }
    }
    return libraries
  }
}

import FolioGraphics
import Foundation

/// The temporary files this process is writing, so that none outlives the write: they are
/// removed on every error path by their owners, here on SIGINT, SIGTERM and SIGHUP, and by
/// the next write to the same output when a process was killed outright.
///
/// Names are short and derived from the output's name: `.folio-<hash>-<host>-<pid>-<n>.tmp`
/// (and `.bak` for the copies kept while a set of files is committed), so a later run can
/// find leftovers of a dead process and remove them, whatever the output's name length.
/// `<host>` tells the machine and PID namespace apart (`hostIdentity`): on a folder shared
/// by hosts, pods or containers, a process ID means something only on its own host, so a
/// sweep removes its own host's files of dead processes only, and other hosts' files once
/// they are a week old (docs/reliability.md, "Shared folders").
///
/// `@unchecked Sendable`: every `var` is read and written only under `lock`, but `holds`
/// and `isStopping`, under `holdCondition`; `sweeps` is a `DispatchGroup`, thread-safe
/// itself.
package final class TemporaryFiles: @unchecked Sendable {
  /// The process's registry.
  package static let shared = TemporaryFiles()

  private let lock = NSLock()
  private var paths: Set<String> = []
  private var sequence = 0
  private var sweptFolders: Set<String> = []
  private let sweeps = DispatchGroup()
  private var handlersInstalled = false
  /// How many `holdingStopSignals` bodies are running, under `holdCondition`.
  private var holds = 0
  private let holdCondition = NSCondition()

  private init() {}

  /// Runs `body` with a stop signal (SIGINT, SIGTERM, SIGHUP) that comes meanwhile held
  /// back until it returns, for at most `holdLimit`: the signal then takes effect as ever,
  /// files removed and the process ended. A `folio batch` worker holds them over
  /// rendering a record and answering for it, so a record whose file was committed is
  /// never left unanswered (docs/batch.md).
  package func holdingStopSignals<Result>(_ body: () -> Result) -> Result {
    holdCondition.lock()
    // Once a stop signal came, nothing new starts: the process ends as soon as the bodies
    // running finish.
    while isStopping { holdCondition.wait() }
    holds += 1
    holdCondition.unlock()
    defer {
      holdCondition.lock()
      holds -= 1
      holdCondition.broadcast()
      holdCondition.unlock()
    }
    return body()
  }

  /// The longest a stop signal waits for the bodies holding it back, in seconds.
  private static let holdLimit: TimeInterval = 2
  /// Whether a stop signal came (set by the signal thread, under `holdCondition`).
  private var isStopping = false

  /// Waits, after a stop signal came, until no body holds it back, or `holdLimit` passed.
  private func waitForHolds() {
    holdCondition.lock()
    isStopping = true
    let deadline = Date().addingTimeInterval(Self.holdLimit)
    while holds > 0 && holdCondition.wait(until: deadline) {}
    holdCondition.unlock()
  }

  /// A new temporary path beside `destination`, registered for removal.
  package func makePath(beside destination: OutputDestination, suffix: String = "tmp") -> String {
    let prefix = Self.prefix(for: destination.resolved.lastPathComponent)
    lock.lock()
    sequence += 1
    let path = destination.directory.appendingPathComponent(
      "\(prefix)\(Self.hostIdentity)-\(getpid())-\(sequence).\(suffix)"
    ).path
    paths.insert(path)
    let sweep = sweptFolders.insert(destination.directory.path).inserted
    let install = !handlersInstalled
    handlersInstalled = true
    lock.unlock()
    if install { Self.installSignalHandlers() }
    if sweep { startSweep(of: destination.directory) }
    return path
  }

  /// Waits until every folder this process writes to has been swept of dead processes'
  /// leftovers (a commit waits, so a run that succeeded has removed them).
  package func waitForSweeps() {
    sweeps.wait()
  }

  /// Sweeps a folder on a thread of its own: listing a folder of thousands of files takes
  /// milliseconds of the kernel's time, which the render need not wait for.
  private func startSweep(of directory: URL) {
    sweeps.enter()
    let thread = Thread { [sweeps] in
      Self.removeLeftovers(in: directory)
      sweeps.leave()
    }
    thread.name = "folio-sweep"
    thread.stackSize = 1 << 18
    thread.start()
  }

  /// Forgets a path (it was renamed into place or removed).
  package func forget(_ path: String) {
    lock.lock()
    paths.remove(path)
    lock.unlock()
  }

  /// Removes a temporary file and forgets it.
  package func remove(_ path: String) {
    unlink(path)
    forget(path)
  }

  /// The paths currently registered (for tests).
  package var registeredPaths: Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return paths
  }

  /// `.folio-<8 hex digits of the name's FNV-1a hash>-`.
  static func prefix(for name: String) -> String {
    ".folio-" + FNV1a.hex(FNV1a.hash32(name.utf8), digits: 8) + "-"
  }

  /// This host's identity in temporary names: 8 hex digits of a hash of the kernel's boot
  /// ID (a machine, until it restarts) and the PID namespace (a container or pod on it),
  /// the two things a process ID is unique within.
  package static let hostIdentity: String = {
    func read(_ path: String) -> String {
      (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        ?? ""
    }
    var buffer = [CChar](repeating: 0, count: 256)
    let count = readlink("/proc/self/ns/pid", &buffer, 255)
    let namespace =
      count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    var host = [CChar](repeating: 0, count: 256)
    gethostname(&host, 255)
    let boot = read("/proc/sys/kernel/random/boot_id")
    // Without /proc, the host name stands for the machine.
    let machine =
      boot.isEmpty
      ? String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : boot
    return FNV1a.hex(FNV1a.hash32((machine + "|" + namespace).utf8), digits: 8)
  }()

  /// How old another host's leftover must be before a sweep removes it: no render runs a
  /// week, and its host cannot be asked whether the process still runs.
  package static let foreignLeftoverAge: TimeInterval = 7 * 24 * 3_600

  /// Removes leftovers from a folder — once per folder and process, when the process first
  /// writes there, on a thread of its own (a process writing thousands of files into one
  /// folder lists it once, not per file):
  ///
  /// 1. Only `.folio-<8 hex digits>-…` names ending in `.tmp` or `.bak` are considered.
  /// 2. `…-<host>-<pid>-<n>`: this host's file is removed when its process has ended (no
  ///    such process, or a zombie); another host's when it is older than a week.
  /// 3. `…-<pid>-<n>` (an older Folio's name, with no host): removed when older than a week.
  package static func removeLeftovers(in directory: URL, now: Date = Date()) {
    guard let folder = opendir(directory.path) else { return }
    defer { closedir(folder) }
    let ownPID = getpid()
    while let entry = readdir(folder) {
      // 1. Only names that start with `.folio-` become strings: a folder of thousands of
      //    other files costs the listing and one byte comparison each.
      let candidate = withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
        bytes.starts(with: leftoverMarker)
          ? String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self) : nil
      }
      guard let name = candidate, name.hasSuffix(".tmp") || name.hasSuffix(".bak") else { continue }
      let hash = name.dropFirst(".folio-".count).prefix(9)
      guard hash.count == 9, hash.last == "-", hash.dropLast().allSatisfy(\.isHexDigit) else { continue }
      let fields = name.dropFirst(".folio-".count + 9).dropLast(4).split(
        separator: "-", omittingEmptySubsequences: false)
      let path = directory.appendingPathComponent(name).path
      // 2. With a host.
      if fields.count == 3, fields[0].count == 8, fields[0].allSatisfy(\.isHexDigit),
        let pid = pid_t(fields[1]),
        pid > 0, Int(fields[2]) != nil
      {
        if fields[0] == hostIdentity {
          if pid != ownPID && !isRunning(pid) { unlink(path) }
        } else if isOlder(path, than: foreignLeftoverAge, now: now) {
          unlink(path)
        }
        continue
      }
      // 3. Without.
      if fields.count == 2, pid_t(fields[0]) != nil, Int(fields[1]) != nil,
        isOlder(path, than: foreignLeftoverAge, now: now)
      {
        unlink(path)
      }
    }
  }

  /// Whether a process of this host runs: it exists and is not a zombie (a killed process
  /// its parent has not waited for yet).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 || errno == EPERM else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
    return state != "Z" && state != "X"
  }

  /// Whether a file's status last changed (its creation, or its link as a backup) longer
  /// ago than `age`.
  static func isOlder(_ path: String, than age: TimeInterval, now: Date) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0 else { return false }
    let changed = Double(status.st_ctim.tv_sec) + Double(status.st_ctim.tv_nsec) / 1e9
    return now.timeIntervalSince1970 - changed > age
  }

  // MARK: Signals

  /// Removes every registered file (called on a signal).
  private func removeAll() {
    lock.lock()
    for path in paths { unlink(path) }
    paths.removeAll()
    lock.unlock()
  }

  /// Installs handlers for SIGINT, SIGTERM and SIGHUP where the process left the default
  /// action: the handler only writes the signal's number to a pipe; a thread reading it
  /// removes the temporary files and then lets the signal take its default action.
  private static func installSignalHandlers() {
    let signals = [SIGINT, SIGTERM, SIGHUP].filter { signal in
      var current = sigaction()
      guard sigaction(signal, nil, &current) == 0 else { return false }
      return current.__sigaction_handler.sa_handler == nil  // SIG_DFL
    }
    guard !signals.isEmpty else { return }
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    interruptPipe = descriptors[1]
    let reader = descriptors[0]
    let thread = Thread {
      var number: UInt8 = 0
      while true {
        let count = read(reader, &number, 1)
        if count == 1 { break }
        if count < 0 && errno == EINTR { continue }
        return
      }
      TemporaryFiles.shared.waitForHolds()
      TemporaryFiles.shared.removeAll()
      let signal = Int32(number)
      var action = sigaction()
      action.__sigaction_handler.sa_handler = nil  // SIG_DFL
      sigaction(signal, &action, nil)
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, signal)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      kill(getpid(), signal)
    }
    thread.name = "folio-signals"
    thread.start()
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(interruptPipe, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signal, &action, nil)
    }
  }
}

/// The bytes every temporary file's name starts with.
private let leftoverMarker = Array(".folio-".utf8)

/// The write end of the pipe the signal handler writes to (set once, before the handlers
/// are installed).
nonisolated(unsafe) private var interruptPipe: Int32 = -1

import Foundation

/// Runs programs, forwarding SIGINT, SIGTERM and SIGHUP to the running child so that
/// stopping `folio` stops what it started (the child removes its temporary files and the
/// old output stays), and remembering the signal so `folio` exits with 128 + its number.
///
/// Children start with those signals at their default action and unblocked, whatever mask
/// `folio` inherited (a parent thread that blocks signals must not make scripts
/// unstoppable).
enum Subprocess {
  /// The signal `folio` received while a child ran, or 0.
  static var receivedSignal: Int32 { forwardedSignal }

  /// The signals that stop `folio` and its child (those `folio` was started ignoring,
  /// as `nohup` does with SIGHUP, stay ignored in both).
  static let stopSignals = [SIGINT, SIGTERM, SIGHUP].filter { signal in
    var current = sigaction()
    sigaction(signal, nil, &current)
    // SIG_IGN is the handler address 1.
    let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
    return handler != 1
  }

  /// Runs `swiftc` with `arguments` and a temporary folder of its own, removed afterwards
  /// (swiftc leaves a `TemporaryDirectory.*` in the temporary folder on every run, so each
  /// script compiled or parsed added one to the system's).
  static func runSwiftc(_ arguments: [String], captureOutput: Bool) -> (status: Int32, output: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "folio-swiftc-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
    else {
      return run(["swiftc"] + arguments, captureOutput: captureOutput)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    return run(["swiftc"] + arguments, environment: ["TMPDIR": folder.path], captureOutput: captureOutput)
  }

  /// Whether the last `run` with a time limit stopped its child for taking longer.
  static var timedOut: Bool { lastRunTimedOut }

  /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc
  /// module does not import: found by name. Without it, children start in this process's
  /// folder.
  private static let addChdir:
    (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)? = {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
      else {
        return nil
      }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)
          .self)
    }()

  /// Runs a program found on PATH; stdout and stderr are captured together, or inherited
  /// (standard error goes through `errorFilter` when one is given). With `timeLimit`, a
  /// child still running after that many seconds gets SIGTERM, then SIGKILL two seconds
  /// later (`timedOut` says so). With `workingDirectory`, the child starts in that folder.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], captureOutput: Bool,
    errorFilter: ScriptErrorFilter? = nil, timeLimit: Double? = nil, workingDirectory: URL? = nil
  ) -> (status: Int32, output: String) {
    installForwarding()
    lastRunTimedOut = false
    if forwardedSignal != 0 { return (128 + forwardedSignal, "") }
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    let piped = captureOutput || errorFilter != nil
    var pipe: [Int32] = [-1, -1]
    if piped {
      guard Foundation.pipe(&pipe) == 0 else { return (127, "cannot create a pipe") }
    }
    var redirections: [(from: Int32, to: Int32)] = []
    if piped {
      if captureOutput { redirections.append((pipe[1], 1)) }
      redirections.append((pipe[1], 2))
    }
    guard
      let pid = spawn(
        arguments, environment: merged, redirections: redirections, closing: piped ? pipe : [],
        workingDirectory: workingDirectory)
    else {
      if piped { pipe.forEach { close($0) } }
      return (127, "cannot run \(arguments.first ?? "")")
    }
    childProcess = pid
    // A signal that arrived between the start and now was not forwarded yet.
    if forwardedSignal != 0 { kill(pid, forwardedSignal) }
    let ended = DispatchSemaphore(value: 0)
    if let timeLimit {
      let watchdog = Thread {
        guard ended.wait(timeout: .now() + timeLimit) == .timedOut else { return }
        lastRunTimedOut = true
        kill(pid, SIGTERM)
        if ended.wait(timeout: .now() + 2) == .timedOut { kill(pid, SIGKILL) }
      }
      watchdog.stackSize = 1 << 16
      watchdog.start()
    }
    defer { ended.signal() }
    var output = Data()
    if piped {
      close(pipe[1])
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(pipe[0], &buffer, buffer.count)
        if count > 0 {
          if let errorFilter {
            errorFilter.consume(buffer[0..<count])
          } else {
            output.append(contentsOf: buffer[0..<count])
          }
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          break
        }
      }
      close(pipe[0])
      errorFilter?.finish()
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    childProcess = 0
    let signal = status & 0x7F
    let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    return (code, String(decoding: output, as: UTF8.self))
  }

  /// Starts `arguments[0]` (found on `PATH` by `/usr/bin/env` unless it is a path) with
  /// default stop signals, each redirection's descriptor `from` as the child's `to`, and
  /// the descriptors in `closing` closed in the child; returns its process id.
  static func spawn(
    _ arguments: [String], environment: [String: String], redirections: [(from: Int32, to: Int32)],
    closing: [Int32], workingDirectory: URL? = nil
  ) -> pid_t? {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in stopSignals + [SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for redirection in redirections {
      posix_spawn_file_actions_adddup2(&actions, redirection.from, redirection.to)
    }
    for descriptor in closing where !redirections.contains(where: { $0.to == descriptor }) {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    if let workingDirectory, let addChdir = Self.addChdir {
      _ = addChdir(&actions, workingDirectory.path)
    }
    // A program given by its path (a compiled script, a batch worker) starts directly:
    // going through env costs another program's start.
    let direct = arguments.first?.contains("/") == true
    let program = direct ? arguments[0] : "/usr/bin/env"
    let argv = ((direct ? [] : ["/usr/bin/env"]) + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
    return result == 0 ? pid : nil
  }

  /// The most children `register` can hold at once.
  static let maximumWorkers = workerSlotCount

  /// Adds a long-running child (a `folio batch` worker) to those stop signals are forwarded
  /// to; false when every slot is taken.
  static func register(_ pid: pid_t) -> Bool {
    installForwarding()
    slotLock.lock()
    defer { slotLock.unlock() }
    guard let slots = workerSlots, let free = (0..<workerSlotCount).first(where: { slots[$0] == 0 }) else {
      return false
    }
    slots[free] = pid
    // A signal that arrived before the child was registered was not forwarded to it.
    if forwardedSignal != 0 { kill(pid, forwardedSignal) }
    return true
  }

  /// Removes a child that `register` added (it has ended).
  static func unregister(_ pid: pid_t) {
    slotLock.lock()
    defer { slotLock.unlock() }
    guard let slots = workerSlots else { return }
    for index in 0..<workerSlotCount where slots[index] == pid { slots[index] = 0 }
  }

  private static let slotLock = NSLock()

  /// Forwards stop signals to the running child from now on (and records them).
  static func installForwarding() {
    guard !forwardingInstalled else { return }
    forwardingInstalled = true
    let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: workerSlotCount)
    slots.initialize(repeating: 0, count: workerSlotCount)
    workerSlots = slots
    for signal in stopSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        forwardedSignal = number
        if childProcess > 0 { kill(childProcess, number) }
        if let slots = workerSlots {
          for index in 0..<workerSlotCount where slots[index] > 0 { kill(slots[index], number) }
        }
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signal, &action, nil)
    }
    // A blocked stop signal would never reach the handler.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in stopSignals { sigaddset(&unblock, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }
}

// Read by the signal handler: plain words, written before the handler can need them.
nonisolated(unsafe) private var childProcess: pid_t = 0
nonisolated(unsafe) private var forwardedSignal: Int32 = 0
nonisolated(unsafe) private var forwardingInstalled = false
// Written by a run's watchdog thread before it signals the child, read after the child ended.
nonisolated(unsafe) private var lastRunTimedOut = false
nonisolated(unsafe) private var workerSlots: UnsafeMutablePointer<pid_t>?
private let workerSlotCount = 128

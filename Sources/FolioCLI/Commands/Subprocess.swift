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

  /// Runs a program found on PATH; stdout and stderr are captured together, or inherited
  /// (standard error goes through `errorFilter` when one is given).
  static func run(
    _ arguments: [String], environment: [String: String] = [:], captureOutput: Bool,
    errorFilter: ScriptErrorFilter? = nil
  ) -> (status: Int32, output: String) {
    installForwarding()
    if forwardedSignal != 0 { return (128 + forwardedSignal, "") }
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    let piped = captureOutput || errorFilter != nil
    var pipe: [Int32] = [-1, -1]
    if piped {
      guard Foundation.pipe(&pipe) == 0 else { return (127, "cannot create a pipe") }
    }
    guard
      let pid = spawn(
        arguments, environment: merged, output: piped ? pipe : nil, errorOnly: !captureOutput)
    else {
      if piped { pipe.forEach { close($0) } }
      return (127, "cannot run \(arguments.first ?? "")")
    }
    childProcess = pid
    // A signal that arrived between the start and now was not forwarded yet.
    if forwardedSignal != 0 { kill(pid, forwardedSignal) }
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

  /// Starts `/usr/bin/env arguments…` with default stop signals; returns its process id.
  private static func spawn(
    _ arguments: [String], environment: [String: String], output: [Int32]?, errorOnly: Bool
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
    if let output {
      if !errorOnly { posix_spawn_file_actions_adddup2(&actions, output[1], 1) }
      posix_spawn_file_actions_adddup2(&actions, output[1], 2)
      posix_spawn_file_actions_addclose(&actions, output[0])
      posix_spawn_file_actions_addclose(&actions, output[1])
    }
    let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp)
    return result == 0 ? pid : nil
  }

  /// Forwards stop signals to the running child from now on (and records them).
  static func installForwarding() {
    guard !forwardingInstalled else { return }
    forwardingInstalled = true
    for signal in stopSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        forwardedSignal = number
        if childProcess > 0 { kill(childProcess, number) }
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

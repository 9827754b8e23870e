import Foundation
import Synchronization

extension FolioScript {
  /// The line of the script's top-level statement running now (0 before the first). An
  /// atomic: the trap handler reads it (a lock-free load is async-signal-safe).
  private static let topLevelLine = Atomic<Int>(0)

  /// Asks the kernel for SIGTERM when the parent dies (`PR_SET_PDEATHSIG`), then checks
  /// the parent did not die before the request. `prctl` is a C variadic function, which
  /// Swift does not import: it is called through its address with its five integer
  /// arguments, as the x86-64 and AArch64 calling conventions pass them alike.
  private static func endWithParent(_ parent: pid_t) {
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
    let prctl = unsafeBitCast(symbol, to: Prctl.self)
    let setParentDeathSignal: Int32 = 1
    _ = prctl(setParentDeathSignal, UInt(SIGTERM), 0, 0, 0)
    if getppid() != parent { kill(getpid(), SIGTERM) }
  }

  /// Records the line of the script's top-level statement that starts now: the `folio`
  /// command's generated main file calls it before each statement (it imports the
  /// `FolioScripting` SPI; it is not API for programs).
  @_spi(FolioScripting) public static func enterTopLevelLine(_ line: Int) {
    topLevelLine.store(line, ordering: .relaxed)
  }

  /// Prepares a script run by the `folio` command: unless `folio` was asked for
  /// `--verbose`, a trap (an uncaught top-level error is one) writes the running
  /// statement's line to standard error as `folio-script-line: N`, for `folio` to put in
  /// front of the runtime's message, then ends the process with the same signal. Standard
  /// output is line-buffered, so what the script printed before a trap is not lost.
  ///
  /// A script started by a `folio` command that passes its process ID (`FOLIO_PARENT_PID`)
  /// ends with that process: it gets SIGTERM when the process dies, even by `kill -9`, so
  /// no script or batch worker goes on writing outputs (or spinning) after its `folio`.
  public static func startScript() {
    topLevelLine.store(0, ordering: .relaxed)
    // The warnings of every render the script makes, however it renders (a batch worker
    // sends them to `folio batch` instead): printed here, by the script host, never by
    // the render.
    if printsWarningsOfEveryRender { RenderObserver.install { printWarnings($0) } }
    if let parent = ProcessInfo.processInfo.environment["FOLIO_PARENT_PID"].flatMap({ pid_t($0) }) {
      endWithParent(parent)
    }
    // C's `stdout` variable, found by name (Swift 6 refuses to read a mutable C global).
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stdout"),
      let output = symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
    {
      setvbuf(output, nil, _IOLBF, 0)
    }
    guard ProcessInfo.processInfo.environment["FOLIO_SCRIPT_VERBOSE"] != "1",
      ProcessInfo.processInfo.environment["FOLIO_SCRIPT_MODE"] != nil
    else { return }
    for trap in [SIGILL, SIGTRAP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        // Only async-signal-safe work: digits into a stack buffer, one write.
        var buffer:
          (
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
          ) = (
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0
          )
        withUnsafeMutableBytes(of: &buffer) { bytes in
          var count = 0
          for byte in "\nfolio-script-line: ".utf8 {
            bytes[count] = byte
            count += 1
          }
          var line = max(FolioScript.topLevelLine.load(ordering: .relaxed), 0)
          var digits = 0
          var reversed = 0
          repeat {
            reversed = reversed * 10 + line % 10
            line /= 10
            digits += 1
          } while line > 0 && digits < 12
          for _ in 0..<digits {
            bytes[count] = UInt8(48 + reversed % 10)
            reversed /= 10
            count += 1
          }
          bytes[count] = 10
          count += 1
          _ = write(2, bytes.baseAddress, count)
        }
        signal(number, SIG_DFL)
        raise(number)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(trap, &action, nil)
    }
  }
}

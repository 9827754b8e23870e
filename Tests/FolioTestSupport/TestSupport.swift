import Foundation
import Synchronization

// What the test targets share: temporary folders, running commands and the built `folio`.

/// A fresh temporary folder, inside this test process's own (`testProcessFolder`).
public func temporaryDirectory(_ name: String = #function, prefix: String = "folio-tests") -> URL {
  let url = testProcessFolder.appendingPathComponent(
    "\(prefix)-\(name.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The folder every temporary folder of this test process goes in: removed when the process
/// exits, and, when a test process was killed, by the next one (so test runs do not pile
/// up folders in the system's temporary folder).
public let testProcessFolder: URL = {
  let base = FileManager.default.temporaryDirectory
  let marker = "folio-tests-process-"
  for name in (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
  where name.hasPrefix(marker) {
    if let pid = pid_t(name.dropFirst(marker.count)), kill(pid, 0) == -1, errno == ESRCH {
      try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
    }
  }
  let folder = base.appendingPathComponent("\(marker)\(getpid())")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  atexit { try? FileManager.default.removeItem(at: testProcessFolder) }
  return folder
}()

/// Runs a command and returns its exit status and standard output.
@discardableResult
public func shell(_ arguments: [String], input: Data? = nil) -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  if let input {
    let pipe = Pipe()
    process.standardInput = pipe
    try? pipe.fileHandleForWriting.write(contentsOf: input)
    try? pipe.fileHandleForWriting.close()
  }
  do { try process.run() } catch { return (-1, "") }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The folder holding the built products (`folio`, `folio-bench`).
public var productsDirectory: URL {
  let main = Bundle.main.bundleURL
  if main.pathExtension == "xctest" { return main.deletingLastPathComponent() }
  return main
}

/// Runs the built `folio` with `arguments` (in `directory`, with extra `environment`);
/// returns its exit status, standard output and standard error.
public func runFolio(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:])
  -> (
    status: Int32, out: String, err: String
  )
{
  let result = runCommand(
    [productsDirectory.appendingPathComponent("folio").path] + arguments, in: directory,
    environment: environment)
  return (result.status, result.out, result.err)
}

/// The result of a command.
public struct CommandResult: Sendable {
  public var status: Int32
  public var out: String
  public var err: String
  /// Standard output's bytes.
  public var outData = Data()
  /// Whether the process was killed by a signal (then `status` is the signal).
  public var signalled = false

  /// A result.
  public init(status: Int32, out: String, err: String, outData: Data = Data(), signalled: Bool = false) {
    self.status = status
    self.out = out
    self.err = err
    self.outData = outData
    self.signalled = signalled
  }
}

/// Runs a program found on PATH, or at an absolute path, with standard error read on a
/// second thread so neither pipe can fill up and block.
@discardableResult
public func runCommand(
  _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data? = nil
) -> CommandResult {
  let process = Process()
  if arguments[0].hasPrefix("/") {
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
  } else {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
  }
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  if let directory { process.currentDirectoryURL = directory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  if let input {
    let pipe = Pipe()
    process.standardInput = pipe
    try? pipe.fileHandleForWriting.write(contentsOf: input)
    try? pipe.fileHandleForWriting.close()
  }
  do { try process.run() } catch { return CommandResult(status: -1, out: "", err: "\(error)") }
  // Standard error is read on a second thread so neither pipe can fill up and block.
  final class Box: @unchecked Sendable { var data = Data() }
  let errBox = Box()
  let errHandle = err.fileHandleForReading
  let group = DispatchGroup()
  group.enter()
  DispatchQueue.global().async {
    errBox.data = errHandle.readDataToEndOfFile()
    group.leave()
  }
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  let errData = errBox.data
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
    err: String(decoding: errData, as: UTF8.self), outData: outData,
    signalled: process.terminationReason == .uncaughtSignal)
}

/// Waits up to `seconds` for `condition`, looking every 100 ms and holding the thread:
/// for a test that must act within moments of the condition (save a file while a render
/// it started still runs), which a suspended wait on a busy runner cannot promise.
public func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if condition() { return true }
    usleep(100_000)
  }
  return condition()
}

/// Waits (suspended, so the test runner's thread is free for other tests) up to `seconds`
/// for `condition` to hold, checking it every 0.1 s; whether it held.
public func eventually(_ seconds: Double, _ condition: () -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if condition() { return true }
    await suspend(for: 0.1)
  }
  return condition()
}

/// Waits `seconds` suspended: the test runner's thread runs other tests meanwhile (a
/// `Thread.sleep` would hold it). Not for a poll that must act while a child process is
/// still running (interrupt a render midway): on a busy runner the test resumes only when
/// a thread is free, which may be after the child finished.
public func suspend(for seconds: Double) async {
  try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1e9))
}

/// A value shared between threads, read and written under a lock.
public final class LockedBox<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  /// A box holding `value`.
  public init(_ value: Value) { mutex = Mutex(value) }

  /// The value now.
  public var value: Value {
    get { mutex.withLock { $0 } }
    set { mutex.withLock { $0 = newValue } }
  }
}

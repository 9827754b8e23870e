import Folio
import Foundation

/// Settings with the pinned fonts.
var pinned: RenderSettings { RenderSettings(fonts: .pinned) }

/// A fresh temporary folder for one test.
func temporaryDirectory(_ name: String = #function) -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "folio-reliability-\(name.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The files in a folder, sorted.
func files(in directory: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
}

/// The result of a command.
struct CommandResult {
  var status: Int32
  var out: String
  var err: String
  /// Standard output's bytes.
  var outData = Data()
  /// Whether the process was killed by a signal (then `status` is the signal).
  var signalled = false
}

/// Runs a program found on PATH, or at an absolute path.
@discardableResult
func run(
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

/// The folder holding the built products (`folio`, `folio-fuzz`).
var productsDirectory: URL {
  let main = Bundle.main.bundleURL
  if main.pathExtension == "xctest" { return main.deletingLastPathComponent() }
  return main
}

/// The `folio` executable.
var folio: String { productsDirectory.appendingPathComponent("folio").path }

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// A script file in a fresh folder.
func script(_ contents: String, name: String = "doc.swift", in directory: URL? = nil) throws -> URL {
  let directory = directory ?? temporaryDirectory(name)
  let url = directory.appendingPathComponent(name)
  try contents.write(to: url, atomically: true, encoding: .utf8)
  return url
}

/// The text of a PDF as `pdftotext` reads it.
func pdfText(_ url: URL, raw: Bool = false) -> String {
  run(["pdftotext"] + (raw ? ["-raw"] : []) + ["-enc", "UTF-8", url.path, "-"]).out
}

/// Whether `qpdf --check` passes with no warning.
func qpdfAccepts(_ url: URL) -> Bool { run(["qpdf", "--check", url.path]).status == 0 }

/// A script cache shared by the tests of this target (compiles once per script).
let scriptCache = FileManager.default.temporaryDirectory.appendingPathComponent("folio-reliability-cache")

/// Runs `folio` with the shared script cache.
@discardableResult
func runFolio(_ arguments: [String], in directory: URL? = nil) -> CommandResult {
  run([folio] + arguments, in: directory, environment: ["FOLIO_CACHE_DIR": scriptCache.path])
}

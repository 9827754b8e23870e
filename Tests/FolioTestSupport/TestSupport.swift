import Foundation

// What the test targets share: temporary folders, running commands and the built `folio`.

/// A fresh temporary folder.
public func temporaryDirectory(_ name: String = #function) -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "folio-tests-\(name.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

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
  let process = Process()
  process.executableURL = productsDirectory.appendingPathComponent("folio")
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  if let directory { process.currentDirectoryURL = directory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  do { try process.run() } catch { return (-1, "", "\(error)") }
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outData, as: UTF8.self),
    String(decoding: errData, as: UTF8.self)
  )
}

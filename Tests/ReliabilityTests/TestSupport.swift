import Folio
import FolioTestSupport
import Foundation

/// Settings with the pinned fonts.
var pinned: RenderSettings { RenderSettings(fonts: .pinned) }

/// A fresh temporary folder for one test (removed with the test process's folder).
func temporaryDirectory(_ name: String = #function) -> URL {
  FolioTestSupport.temporaryDirectory(name, prefix: "folio-reliability")
}

/// The files in a folder, sorted.
func files(in directory: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
}

/// Runs a program found on PATH, or at an absolute path (`runCommand`).
@discardableResult
func run(
  _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data? = nil
) -> CommandResult {
  runCommand(arguments, in: directory, environment: environment, input: input)
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

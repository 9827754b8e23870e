import Folio
import FolioFuzz
import FolioProcess
import Foundation

// folio-fuzz: the generative test suite.
//   folio-fuzz run [--seeds N] [--start S] [--jobs J] [--out DIR]   render and check seeds
//   folio-fuzz show SEED                                            print a seed's document as Swift
//   folio-fuzz render SEED [--out DIR]                              render and check one seed here
//   folio-fuzz child                                                serve render requests (internal)

func value(_ name: String, in arguments: [String]) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

// The allocator settings of Folio's commands (FolioProcess), in this process and its children.
ProcessAllocator.configureWithChildren()
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "child":
  FuzzChild.serve()
case "show":
  guard arguments.count > 1, let seed = UInt64(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: folio-fuzz show SEED\n".utf8))
    exit(2)
  }
  print(FuzzSwiftPrinter.script(FuzzGenerator.document(seed: seed)), terminator: "")
case "render":
  // Renders one seed in this process and prints the result: for debugging a failure.
  guard arguments.count > 1, let seed = UInt64(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: folio-fuzz render SEED [--out DIR]\n".utf8))
    exit(2)
  }
  let output = URL(fileURLWithPath: value("--out", in: arguments) ?? "out/fuzz/render-\(seed)")
  try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  let document = FuzzGenerator.document(seed: seed)
  let start = Date()
  let result = FuzzChild.render(document, into: output)
  print(
    result.status, result.message ?? "", "pages:", result.pages,
    String(format: "%.2f s", Date().timeIntervalSince(start)))
  for diagnostic in result.diagnostics {
    print("  \(diagnostic.kind) \(diagnostic.view): \(diagnostic.message)")
  }
  print(FuzzChecker.check(document, result, in: output) ?? "passes")
case "run":
  let count = value("--seeds", in: arguments).flatMap(UInt64.init) ?? 100
  let start = value("--start", in: arguments).flatMap(UInt64.init) ?? 0
  let jobs = value("--jobs", in: arguments).flatMap(Int.init) ?? ProcessInfo.processInfo.activeProcessorCount
  let output = URL(fileURLWithPath: value("--out", in: arguments) ?? "out/fuzz")
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  let runner = FuzzRunner(
    options: .init(seeds: start..<(start + count), jobs: jobs, output: output), executable: executable
  ) { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
  let failures = runner.run()
  exit(failures.isEmpty ? 0 : 1)
default:
  FileHandle.standardError.write(
    Data("usage: folio-fuzz run [--seeds N] [--start S] [--jobs J] [--out DIR] | show SEED | child\n".utf8))
  exit(2)
}

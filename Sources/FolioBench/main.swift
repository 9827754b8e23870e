import Folio
import FolioProcess
import Foundation

// folio-bench: layout, text, output and workload benchmarks (run with
// `swift run -c release folio-bench [layout|text|output|durability|workloads|scripts|hyphenation|justify|handbook|batch] [--runs N]`,
// and `folio-bench baseline --baseline PATH [--runs N]` against another build).

// The allocator settings of Folio's commands (FolioProcess), in this process and its children.
ProcessAllocator.configureWithChildren()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "child", arguments.count >= 2 {
  switch arguments[1] {
  case "output" where arguments.count == 4:
    exit(OutputBench.child(pages: Int(arguments[2]) ?? 100, path: arguments[3]))
  case "hyphenation" where arguments.count == 4:
    exit(HyphenationBench.child(locale: arguments[2], hyphenated: arguments[3] == "on"))
  case "phases" where arguments.count == 3:
    exit(WorkloadBench.phases(name: arguments[2]))
  case "workload" where arguments.count == 5 || arguments.count == 6:
    exit(
      WorkloadBench.child(
        name: arguments[2], scale: Int(arguments[3]) ?? 1, path: arguments[4],
        format: arguments.count == 6 ? arguments[5] : "pdf"))
  default:
    FileHandle.standardError.write(Data("folio-bench: bad child arguments\n".utf8))
    exit(2)
  }
}

let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
let resolvedExecutable =
  FileManager.default.isExecutableFile(atPath: executable)
  ? executable : (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? executable

var sections = arguments.enumerated().filter { index, argument in
  !argument.hasPrefix("-") && Int(argument) == nil && (index == 0 || arguments[index - 1] != "--baseline")
}.map(\.element)
if sections.isEmpty {
  sections = [
    "layout", "text", "output", "durability", "workloads", "scripts", "hyphenation", "justify", "handbook",
    "batch",
  ]
}
var runs = 9
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count,
  let value = Int(arguments[index + 1])
{
  runs = max(value, 1)
}
for section in sections {
  switch section {
  case "layout": LayoutBench.run()
  case "text": TextBench.run()
  case "output": OutputBench.run(executable: resolvedExecutable)
  case "durability": DurabilityBench.run()
  case "workloads": WorkloadBench.run(executable: resolvedExecutable, runs: runs)
  case "scripts": ScriptBench.run(executable: resolvedExecutable, runs: runs)
  case "batch": BatchBench.run(executable: resolvedExecutable)
  case "hyphenation": HyphenationBench.run(executable: resolvedExecutable, runs: runs)
  case "justify": JustifyBench.run(runs: runs)
  case "handbook": HandbookBench.run(runs: runs)
  case "baseline":
    guard let index = arguments.firstIndex(of: "--baseline"), index + 1 < arguments.count else {
      FileHandle.standardError.write(Data("folio-bench: baseline needs --baseline PATH\n".utf8))
      exit(1)
    }
    BaselineBench.run(executable: resolvedExecutable, baseline: arguments[index + 1], runs: runs)
  default:
    FileHandle.standardError.write(Data("folio-bench: unknown section \(section)\n".utf8))
    exit(1)
  }
}

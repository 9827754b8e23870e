import Foundation

/// The subcommands of `folio`, in the order its help lists them (outside `main.swift`, so
/// tests can read them: that file's globals are set only when `folio` runs).
enum Commands {
  static var all: [any Command.Type] {
    [
      SamplesCommand.self, RenderCommand.self, RunCommand.self, LayoutCommand.self, WatchCommand.self,
      DiffCommand.self, BatchCommand.self, PreviewsCommand.self,
    ]
  }
}

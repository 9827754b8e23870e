import Folio
import Foundation

/// `folio render`: renders the document a Swift file declares.
enum RenderCommand: Command {
  static let spec = ScriptRunner.commandSpec(
    name: "render",
    summary: "Render the document a Swift file declares (let document, or a DocumentProvider).",
    usage: "folio render FILE.swift [-o OUT] [--format pdf,svg,png] [--page N] [--scale S]",
    options: [
      .value(
        "output", short: "o", name: "file",
        help: "Where to write (default: FILE.pdf here); - for standard output (PDF unless --format)."),
      .value("format", short: "f", name: "list", help: "Formats (default: from the output's extension)."),
      .value("page", short: "p", name: "n", help: "Render only page N (numbered from 1)."),
      .value("scale", short: "s", name: "x", help: "PNG pixels per point (default: 1)."),
    ])

  static func run(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32 {
    try ScriptRunner.run(arguments, mode: "render", console: console)
  }
}

/// `folio layout`: prints the layout of a document's views, or outlines them.
enum LayoutCommand: Command {
  static let spec = ScriptRunner.commandSpec(
    name: "layout", summary: "Print every view's frame in a document (--debug outlines them in the output).",
    usage: "folio layout FILE.swift [--debug] [-o OUT] [--scale S]",
    options: [
      .flag("debug", help: "Also render the document with every view's frame outlined."),
      .value("output", short: "o", name: "file", help: "Where --debug writes (default: FILE-layout.pdf)."),
      .value("scale", short: "s", name: "x", help: "PNG pixels per point for --debug (default: 1)."),
    ])

  static func run(_ arguments: ArgumentValues, console: Console) throws(CLIError) -> Int32 {
    try ScriptRunner.run(arguments, mode: "layout", console: console)
  }
}

/// Runs a document script in render or layout mode.
enum ScriptRunner {
  /// The options every command that compiles a script takes.
  static let scriptOptions: [OptionSpec] = [
    .value("data", name: "file", help: "A DocumentTemplate's data file (.csv, .json or .jsonl)."),
    .value("record", name: "n", help: "Which record of --data to render (from 1; default: 1)."),
    .flag("system-fonts", help: "Use the machine's fonts instead of Folio's pinned set."),
    .flag("untagged", help: "Write PDFs without a structure tree (tagged PDF is the default)."),
    .flag("verbose", help: "Show the full backtrace when the script traps."),
  ]

  /// The spec of a command that renders a script: its own options, then the script
  /// options, and the `FILE.swift` argument.
  static func commandSpec(name: String, summary: String, usage: String, options: [OptionSpec]) -> CommandSpec
  {
    CommandSpec(
      name: name, summary: summary, usage: usage, options: options + scriptOptions,
      arguments: [("FILE.swift", "A script declaring the document.")])
  }

  static func run(_ arguments: ArgumentValues, mode: String, console: Console) throws(CLIError) -> Int32 {
    let positionals = arguments.parsed.positionals
    guard let path = positionals.first else {
      throw .user("which file? (see 'folio \(arguments.command) --help')")
    }
    guard positionals.count == 1 else {
      throw .user("unexpected argument '\(positionals[1])' (see 'folio \(arguments.command) --help')")
    }
    let script = URL(fileURLWithPath: path).standardizedFileURL
    let base = script.deletingPathExtension().lastPathComponent
    var environment: [String: String] = [
      "FOLIO_SCRIPT_MODE": mode, "FOLIO_SCRIPT_NAME": base,
      "FOLIO_SCRIPT_FONTS": arguments.flag("system-fonts") ? "system" : "pinned",
    ]
    if arguments.flag("untagged") { environment["FOLIO_SCRIPT_UNTAGGED"] = "1" }
    if mode == "render" {
      let output = arguments.url("output") ?? URL(fileURLWithPath: base + ".pdf")
      let toStandardOutput = arguments.string("output") == "-"
      if !toStandardOutput { try Self.requireFolder(of: output) }
      environment["FOLIO_SCRIPT_OUTPUT"] = toStandardOutput ? "-" : output.standardizedFileURL.path
      let formats: [OutputFormat]
      if let listed = try arguments.formats("format") {
        formats = listed
      } else {
        formats = toStandardOutput ? [.pdf] : [try format(of: output)]
      }
      if toStandardOutput && formats.count != 1 {
        throw .user("standard output (-o -) takes one format")
      }
      environment["FOLIO_SCRIPT_FORMATS"] = formats.map(\.rawValue).joined(separator: ",")
      if let page = try arguments.positiveInt("page") { environment["FOLIO_SCRIPT_PAGE"] = "\(page)" }
      if let scale = try arguments.positiveDouble("scale") {
        try requirePNG(formats, for: "--scale")
        environment["FOLIO_SCRIPT_SCALE"] = "\(scale)"
      }
    } else if !arguments.flag("debug"), arguments.string("output") != nil || arguments.string("scale") != nil
    {
      throw .user(
        "\(arguments.string("output") != nil ? "-o" : "--scale") needs --debug: 'folio layout' prints the layout; 'folio layout FILE --debug -o OUT' writes the outlined document"
      )
    } else if arguments.flag("debug") {
      let output = arguments.url("output") ?? URL(fileURLWithPath: base + "-layout.pdf")
      environment["FOLIO_SCRIPT_OUTPUT"] = output.standardizedFileURL.path
      let format = try format(of: output)
      environment["FOLIO_SCRIPT_FORMATS"] = format.rawValue
      environment["FOLIO_SCRIPT_DEBUG"] = "1"
      if let scale = try arguments.positiveDouble("scale") {
        try requirePNG([format], for: "--scale")
        environment["FOLIO_SCRIPT_SCALE"] = "\(scale)"
      }
    }
    let compiled = try ScriptCompiler.locate().compile(script, console: console)
    guard compiled.declarations.declaresDocument else {
      throw .user("\(script.lastPathComponent) declares no document; \(ScriptDeclarations.contract)")
    }
    try templateRecord(arguments, declarations: compiled.declarations, script: script, into: &environment)
    return ScriptProcess.run(
      compiled.binary, script: script, environment: environment, verbose: arguments.flag("verbose"),
      console: console)
  }

  /// For a script declaring a `DocumentTemplate`: the record `--data FILE --record N` names,
  /// passed to the script in `FOLIO_SCRIPT_DATA` and `FOLIO_SCRIPT_RECORD`. Other scripts
  /// refuse those options.
  static func templateRecord(
    _ arguments: ArgumentValues, declarations: ScriptDeclarations, script: URL,
    into environment: inout [String: String]
  ) throws(CLIError) {
    let record = try arguments.positiveInt("record")
    guard let template = declarations.template else {
      if arguments.string("data") != nil || record != nil {
        throw .user(
          "--data and --record choose a record for a DocumentTemplate; \(script.lastPathComponent) declares none"
        )
      }
      return
    }
    guard let data = arguments.url("data")?.standardizedFileURL else {
      throw .user(
        "\(script.lastPathComponent) declares the template \(template): give it a record with --data FILE [--record N] (or render every record with 'folio batch \(script.lastPathComponent) --data FILE --out PATTERN')"
      )
    }
    guard FileManager.default.isReadableFile(atPath: data.path) else {
      throw .user("no such data file: \(data.path)")
    }
    environment["FOLIO_SCRIPT_DATA"] = data.path
    environment["FOLIO_SCRIPT_RECORD"] = "\(record ?? 1)"
  }

  /// Refuses an option that only PNG output uses when no PNG is written.
  static func requirePNG(_ formats: [OutputFormat], for option: String) throws(CLIError) {
    guard formats.contains(.png) else {
      throw .user(
        "\(option) sets PNG pixels per point, but this writes \(formats.map(\.rawValue).joined(separator: ", ")) (add png to --format)"
      )
    }
  }

  static func format(of url: URL) throws(CLIError) -> OutputFormat {
    guard let format = OutputFormat(pathExtension: url.pathExtension) else {
      throw .user("cannot tell the format of \(url.lastPathComponent) (use .pdf, .svg or .png, or --format)")
    }
    return format
  }

  /// Stops before anything is compiled or rendered when the output's folder does not exist.
  static func requireFolder(of output: URL) throws(CLIError) {
    let folder = output.standardizedFileURL.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw .user("cannot write \(output.path): the folder \(folder.path) does not exist")
    }
  }
}

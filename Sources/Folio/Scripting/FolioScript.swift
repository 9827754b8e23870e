internal import FolioCairo
import Foundation

/// What a script does with its document when the `folio` command runs it.
///
/// `folio render` and `folio layout` describe the output they want in the environment
/// (`FOLIO_SCRIPT_*` variables); `folio run` asks for the default, `<script name>.pdf` in
/// the current folder, and only when the script wrote no file with Folio itself. Scripts that declare `let document` or a `DocumentProvider` type
/// get this call added for them.
public enum FolioScript {
  /// Renders `document` as the running `folio` command asked, then returns. Errors are
  /// thrown, naming what failed.
  public static func emit(_ document: Document) throws(FolioError) {
    let environment = ProcessInfo.processInfo.environment
    let settings = Self.settings(from: environment)
    let mode = environment["FOLIO_SCRIPT_MODE"] ?? "run"
    // `folio run` writes the document only when the script wrote nothing itself.
    if mode == "run" && OutputTransaction.hasCommitted { return }
    if mode == "layout" {
      let (dumps, diagnostics) = try document.layoutDumpsAndDiagnostics(settings: settings, explained: true)
      FileHandle.standardOutput.write(Data(dumps.joined(separator: "\n").utf8))
      printWarnings(diagnostics)
      if environment["FOLIO_SCRIPT_OUTPUT"] == nil { return }
    }
    // The script's name (a path, under `folio run`: its default output is not beside it).
    let name = environment["FOLIO_SCRIPT_NAME"] ?? "document"
    let output = URL(fileURLWithPath: environment["FOLIO_SCRIPT_OUTPUT"] ?? "\(name).pdf")
    let formats = (environment["FOLIO_SCRIPT_FORMATS"] ?? output.pathExtension)
      .split(separator: ",").compactMap { OutputFormat(pathExtension: String($0)) }
    guard !formats.isEmpty else {
      throw .unsupportedFormat(
        "cannot tell the format of \(output.lastPathComponent) (use .pdf, .svg or .png)")
    }
    let page = environment["FOLIO_SCRIPT_PAGE"].flatMap(Int.init)
    if environment["FOLIO_SCRIPT_OUTPUT"] == "-" {
      // Standard output: one format; PDF streams, SVG and PNG take one page.
      guard formats.count == 1 else { throw .unsupportedFormat("standard output takes one format") }
      if let page {
        let list = try pageDrawing(page, of: document, settings: settings)
        try DisplayListOutput.write(
          list, format: formats[0], to: nil, metadata: document.metadata, settings: settings)
        return
      }
      let report = try document.render(to: [.standardOutput(formats[0])], settings: settings)
      if !isRunByFolio { printWarnings(report.diagnostics) }
      return
    }
    if let page {
      try writePage(page, of: document, to: output, formats: formats, settings: settings)
      return
    }
    let outputs = Self.outputs(for: output, formats: formats)
    let showsProgress = isatty(2) != 0
    let report = try document.render(to: outputs, settings: settings) { page in
      if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[Krendering page \(page)".utf8)) }
    }
    if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    if !isRunByFolio { printWarnings(report.diagnostics) }
    FileHandle.standardError.write(Data((Self.summary(of: report) + "\n").utf8))
  }

  /// The line that says what a render wrote. A document with no pages writes no SVG or
  /// PNG page, and a PDF with one blank page (a PDF has at least one): the line says so
  /// rather than "wrote 0 pages" beside a file that has one.
  static func summary(of report: DocumentRenderReport) -> String {
    let files = report.files.map { $0.path }.joined(separator: ", ")
    guard report.pageCount == 0 else {
      return "wrote \(report.pageCount) page\(report.pageCount == 1 ? "" : "s"): \(files)"
    }
    if files.isEmpty { return "the document has no pages: no file written" }
    return "the document has no pages: wrote one blank page (a PDF has at least one): \(files)"
  }

  /// The render settings the `folio` command asked for (`FOLIO_SCRIPT_FONTS`, `_SCALE`,
  /// `_DEBUG`, `_UNTAGGED`).
  static func settings(from environment: [String: String]) -> RenderSettings {
    var settings = RenderSettings(fonts: environment["FOLIO_SCRIPT_FONTS"] == "system" ? .system : .pinned)
    if let scale = environment["FOLIO_SCRIPT_SCALE"].flatMap(Double.init) {
      settings.pngScale = CGFloat(scale)
    }
    settings.outlinesFrames = environment["FOLIO_SCRIPT_DEBUG"] == "1"
    settings.taggedPDF = environment["FOLIO_SCRIPT_UNTAGGED"] != "1"
    return settings
  }

  /// Where a render to `output` in `formats` writes: one format goes exactly to `output`
  /// (SVG and PNG pages of a longer document beside it, numbered); several formats share
  /// the output's name.
  static func outputs(for output: URL, formats: [OutputFormat]) -> [DocumentOutput] {
    let directory = output.deletingLastPathComponent()
    let base = output.deletingPathExtension().lastPathComponent
    return formats.map { format in
      switch format {
      case .pdf: return .pdf(formats.count == 1 ? output : directory.appendingPathComponent(base + ".pdf"))
      case .svg: return formats.count == 1 ? .svg(output) : .svgPages(directory: directory, baseName: base)
      case .png: return formats.count == 1 ? .png(output) : .pngPages(directory: directory, baseName: base)
      }
    }
  }

  /// Refuses a script's `document` that is not a `Document`, saying what it is (the
  /// `folio` command calls `emit(document, declaredAt:)` for any top-level `document`).
  @_disfavoredOverload
  public static func emit<Value>(_ value: Value) throws(FolioError) {
    throw .invalidValue(
      view: "document", value: "\(Value.self)",
      reason: "a script's top-level `document` must be a Document (`let document = Document { … }`)")
  }

  /// Renders the top-level `document` declared at `location` (`file.swift:line`), as
  /// `emit(_:)` does; the `folio` command's generated main file calls it.
  @_spi(FolioScripting) public static func emit(_ document: Document, declaredAt location: String)
    throws(FolioError)
  {
    try emit(document)
  }

  /// Refuses a top-level `document` that is not a `Document`, naming where it is declared:
  /// `doc.swift:2: the top-level `document` is an Int, not a Document …`.
  @_spi(FolioScripting) @_disfavoredOverload
  public static func emit<Value>(_ value: Value, declaredAt location: String) throws(FolioError) {
    let type = "\(Value.self)"
    let article = type.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    throw .invalidData(
      source: location, line: nil,
      reason:
        "the top-level `document` is \(article) \(type), not a Document (write `let document = Document { … }`)"
    )
  }

  /// Whether this process is a script the `folio` command runs (it then prints the
  /// warnings of every render, however the script renders).
  static var isRunByFolio: Bool { ProcessInfo.processInfo.environment["FOLIO_SCRIPT_MODE"] != nil }

  /// Whether a render prints its own warnings: in every mode the `folio` command runs a
  /// script in but a batch, whose worker sends them with its answer so that `folio batch`
  /// prints each once, with the record it came from.
  static var printsWarningsOfEveryRender: Bool {
    let mode = ProcessInfo.processInfo.environment["FOLIO_SCRIPT_MODE"]
    return mode != nil && mode != "batch"
  }

  /// Prints the diagnostics to standard error as `folio: warning: …`, those of one cause
  /// once with a count (`WarningGroups`).
  static func printWarnings(_ diagnostics: [LayoutDiagnostic]) {
    var groups = WarningGroups()
    for diagnostic in diagnostics { groups.add(diagnostic) }
    for line in groups.lines {
      FileHandle.standardError.write(Data("folio: warning: \(line)\n".utf8))
    }
  }

  /// Renders a provider's document.
  public static func emit<Provider: DocumentProvider>(_ provider: Provider.Type) throws(FolioError) {
    try emit(provider.init().document)
  }

  /// The drawing of page `page` (from 1).
  private static func pageDrawing(_ page: Int, of document: Document, settings: RenderSettings)
    throws(FolioError) -> DisplayList
  {
    let paginator = settings.paginator(for: document)
    paginator.pageLimit = page
    var pages: [DisplayList] = []
    _ = try LayoutThread.run { () throws(FolioError) in
      try paginator.run { page throws(FolioError) in pages.append(page.displayList) }
    }
    printWarnings(paginator.diagnostics)
    guard page >= 1, pages.count >= page else {
      throw .invalidValue(
        view: "Document", value: "page \(page)",
        reason: "the document has \(pages.count) page\(pages.count == 1 ? "" : "s")")
    }
    return pages[page - 1]
  }

  private static func writePage(
    _ page: Int, of document: Document, to output: URL, formats: [OutputFormat], settings: RenderSettings
  ) throws(FolioError) {
    let list = try pageDrawing(page, of: document, settings: settings)
    var written: [String] = []
    for format in formats {
      let url =
        formats.count == 1 ? output : output.deletingPathExtension().appendingPathExtension(format.rawValue)
      try DisplayListOutput.write(
        list, format: format, to: url, metadata: document.metadata, settings: settings)
      written.append(url.path)
    }
    FileHandle.standardError.write(Data("wrote page \(page): \(written.joined(separator: ", "))\n".utf8))
  }
}

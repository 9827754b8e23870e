internal import FolioCairo
import FolioLayout
import Foundation

extension FolioScript {
  /// Renders a `DocumentTemplate` as the running `folio` command asked: in `folio batch`,
  /// every record the batch sends this process (see `serveBatch`); in `folio render` and
  /// `folio layout`, the record `--data FILE --record N` names. The `folio` command adds
  /// this call to scripts that declare a template.
  public static func emitTemplate<Template: DocumentTemplate>(_ template: Template.Type) throws(FolioError) {
    let environment = ProcessInfo.processInfo.environment
    if environment["FOLIO_SCRIPT_MODE"] == "batch" {
      var batchSettings = settings(from: environment)
      // A `folio batch` that flushes the file system itself, every few seconds, says so.
      batchSettings.flushesFiles = environment["FOLIO_BATCH_FLUSHES_FILES"] != "0"
      // As many workers as cores: each draws its pages on its layout thread.
      let jobs = environment["FOLIO_BATCH_JOBS"].flatMap(Int.init) ?? 1
      batchSettings.drawsPagesConcurrently = jobs < ProcessInfo.processInfo.activeProcessorCount
      if batchSettings.drawsPagesConcurrently {
        serveBatch(template, settings: batchSettings)
      } else {
        // Every record on one layout thread for the worker's life: no thread is
        // started, and no page handed over, per record.
        LayoutThread.run { serveBatch(template, settings: batchSettings) }
      }
      return
    }
    guard let data = environment["FOLIO_SCRIPT_DATA"] else {
      throw .invalidValue(
        view: "\(Template.self)", value: "DocumentTemplate",
        reason:
          "a template renders records of a data file: one with 'folio render FILE.swift --data DATA --record N', all of them with 'folio batch FILE.swift --data DATA --out PATTERN'"
      )
    }
    let number = environment["FOLIO_SCRIPT_RECORD"].flatMap(Int.init) ?? 1
    let record = try DataFileReader.record(number, in: URL(fileURLWithPath: data))
    try emit(try Template(record: record).document)
  }

  /// The worker loop of `folio batch`.
  ///
  /// 1. Read one `BatchRequest` per line of standard input, until it ends.
  /// 2. Make the record, the template and its document, and render it to the request's
  ///    output exactly as `folio render` does (all or nothing).
  /// 3. Answer with one `BatchResult` line on file descriptor 3: the pages and files
  ///    written and the layout's warnings, or the error that stopped this record.
  static func serveBatch<Template: DocumentTemplate>(_ template: Template.Type, settings: RenderSettings) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let decoder = JSONDecoder()
    // The script's top-level code ran: say so, so `folio batch` tells a template that
    // cannot start from one that fails on a record.
    guard writeAnswer(Data("ready\n".utf8)) else { return }
    // 1. Requests.
    while let line = readLine(strippingNewline: true) {
      // A Ctrl-C (forwarded by `folio batch`) that comes while a record renders waits for
      // its answer: a record whose file was committed is always answered for.
      let answered = TemporaryFiles.shared.holdingStopSignals { () -> Bool in
        let result: BatchResult
        do {
          let request = try decoder.decode(BatchRequest.self, from: Data(line.utf8))
          result = render(request, with: template, settings: settings)
        } catch {
          result = BatchResult(number: 0, rendered: false, error: "unreadable batch request: \(error)")
        }
        // 3. Answer.
        var data =
          (try? encoder.encode(result))
          ?? Data(#"{"number":0,"rendered":false,"pages":0,"files":[],"warnings":[]}"#.utf8)
        data.append(UInt8(ascii: "\n"))
        return writeAnswer(data)
      }
      // The batch is gone: nobody reads the answers.
      guard answered else { return }
    }
  }

  /// Writes a line to descriptor 3; false when it cannot.
  private static func writeAnswer(_ data: Data) -> Bool {
    data.withUnsafeBytes { FileDescriptor.writeAll(3, $0) == nil }
  }

  /// Step 2 for one request.
  private static func render<Template: DocumentTemplate>(
    _ request: BatchRequest, with template: Template.Type, settings: RenderSettings
  ) -> BatchResult {
    do throws(FolioError) {
      let record = try DataRecord(
        number: request.number, source: request.source, line: request.line, json: request.record)
      let document = try Template(record: record).document
      let formats = request.formats.compactMap { OutputFormat(pathExtension: $0) }
      guard !formats.isEmpty else { throw .unsupportedFormat(request.formats.joined(separator: ",")) }
      let report = try document.render(
        to: outputs(for: URL(fileURLWithPath: request.output), formats: formats), settings: settings)
      return BatchResult(
        number: request.number, rendered: true, pages: report.pageCount, files: report.files.map(\.path),
        warnings: report.diagnostics.map(\.descriptionWithPath))
    } catch {
      return BatchResult(number: request.number, rendered: false, error: error.description)
    }
  }
}

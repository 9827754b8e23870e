import Folio
import Foundation

/// What a child process reports after rendering one case.
public struct FuzzRenderResult: Codable, Sendable {
  /// "ok" or "error".
  public var status: String
  /// The error's message, when the render failed.
  public var message: String?
  /// Pages rendered.
  public var pages: Int
  /// Every diagnostic: kind, view, message and (for text) the whole text.
  public var diagnostics: [Diagnostic]

  /// One diagnostic.
  public struct Diagnostic: Codable, Sendable {
    public var kind: String
    public var view: String
    public var message: String
    public var text: String?
  }
}

/// JSON with NaN and infinities spelled out (generated cases contain them).
enum FuzzJSON {
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return decoder
  }
}

/// A request to a child process: render `document` into `directory`.
struct FuzzRequest: Codable {
  var document: FuzzDocument
  var directory: String
}

/// The child side: renders each requested case to PDF, SVG and PNG (pinned fonts) and
/// answers one JSON line per case on standard output.
public enum FuzzChild {
  /// Serves requests from standard input until it closes.
  public static func serve() {
    let decoder = FuzzJSON.decoder()
    let encoder = FuzzJSON.encoder()
    while let line = readLine(strippingNewline: true) {
      guard let request = try? decoder.decode(FuzzRequest.self, from: Data(line.utf8)) else {
        write(#"{"status":"error","message":"unreadable request","pages":0,"diagnostics":[]}"#)
        continue
      }
      let result = render(request.document, into: URL(fileURLWithPath: request.directory))
      let data = (try? encoder.encode(result)) ?? Data()
      write(String(decoding: data, as: UTF8.self))
    }
  }

  private static func write(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Renders a case in this process.
  public static func render(_ fuzz: FuzzDocument, into directory: URL) -> FuzzRenderResult {
    let document = FuzzBuilder.document(fuzz)
    let settings = RenderSettings(fonts: .pinned)
    do {
      let report = try document.render(
        to: [
          .pdf(directory.appendingPathComponent("doc.pdf")), .svgPages(directory: directory, baseName: "doc"),
          .pngPages(directory: directory, baseName: "doc"),
        ], settings: settings)
      return FuzzRenderResult(
        status: "ok", message: nil, pages: report.pageCount,
        diagnostics: report.diagnostics.map {
          .init(kind: "\($0.kind)", view: $0.view, message: $0.message, text: $0.text)
        })
    } catch {
      return FuzzRenderResult(status: "error", message: error.description, pages: 0, diagnostics: [])
    }
  }
}

import Foundation

extension FolioScript {
  /// Renders previews as `folio previews` asked (`FOLIO_PREVIEWS_OUTPUT`,
  /// `FOLIO_PREVIEWS_TEXT_SIZES`, `FOLIO_SCRIPT_FORMATS`, `_SCALE`, `_FONTS`), prints each warning and what was written, and ends the process:
  /// exit 0 when every preview was written, 1 (nothing written) when any failed.
  public static func emitPreviews(_ sources: [PreviewSource]) -> Never {
    let environment = ProcessInfo.processInfo.environment
    var settings = Self.settings(from: environment)
    if environment["FOLIO_SCRIPT_SCALE"] == nil { settings.pngScale = 2 }
    let formats = (environment["FOLIO_SCRIPT_FORMATS"] ?? "png").split(separator: ",")
      .compactMap { OutputFormat(pathExtension: String($0)) }
    let directory = URL(fileURLWithPath: environment["FOLIO_PREVIEWS_OUTPUT"] ?? "previews")
    var options = PreviewRenderer.Options(directory: directory, formats: formats, settings: settings)
    if environment["FOLIO_PREVIEWS_TEXT_SIZES"] == "print" { options.textSizes = .print }
    // `folio previews` reads which preview is being laid out (`folio-preview: <label>`, not
    // shown), to name it if the process traps or never finishes.
    if environment["FOLIO_SCRIPT_MODE"] == "previews" {
      options.onPreview = { label in
        let line = Array("folio-preview: \(label ?? "")\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      }
    }
    do {
      let rendered = try PreviewRenderer.render(sources, options: options)
      // A warning of one cause (an unknown SF Symbol in every preview) is printed once.
      var groups = WarningGroups()
      for preview in rendered {
        for (warning, cause) in zip(preview.warnings, preview.warningCauses) {
          groups.add(warning, cause: cause.cause, place: cause.place)
        }
      }
      for line in groups.lines {
        FileHandle.standardError.write(Data("folio: warning: \(line)\n".utf8))
      }
      FileHandle.standardError.write(
        Data(
          "wrote \(rendered.count) preview\(rendered.count == 1 ? "" : "s") to \(directory.path)/ (index.html)\n"
            .utf8))
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("folio: \(error)\n".utf8))
      exit(1)
    }
  }
}

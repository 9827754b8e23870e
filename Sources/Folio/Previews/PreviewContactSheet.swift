import Foundation

/// The contact sheet of a previews folder: every preview's image with its name, file and
/// size, in source order, as a self-contained HTML page (no script, no outside resource).
enum PreviewContactSheet {
  static func html(for previews: [PreviewRenderer.Rendered]) -> String {
    var figures = ""
    for preview in previews {
      let image = preview.files.first { $0.hasSuffix(".png") } ?? preview.files.first { $0.hasSuffix(".svg") }
      let title = preview.displayName ?? preview.name
      let location = preview.line > 0 ? "\(preview.file):\(preview.line)" : preview.file
      let size = "\(format(preview.size.width)) × \(format(preview.size.height)) pt"
      figures += "<figure id=\"\(escape(preview.name))\">\n"
      if let image {
        figures +=
          "<a href=\"\(escape(image))\"><img src=\"\(escape(image))\" alt=\"\(escape(title))\" width=\"\(format(preview.size.width))\"></a>\n"
      }
      let links = preview.files.map {
        "<a href=\"\(escape($0))\">\(escape(($0 as NSString).pathExtension))</a>"
      }
      .joined(separator: " ")
      figures +=
        "<figcaption><strong>\(escape(title))</strong><br>\(escape(location)) · \(escape(size)) · \(links)</figcaption>\n</figure>\n"
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Previews</title>
      <style>
      body { font: 14px system-ui, sans-serif; margin: 24px; background: #f4f4f5; color: #111; }
      main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
      figure { margin: 0; padding: 12px; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px #0002; max-width: 100%; }
      img { display: block; max-width: 100%; height: auto; border: 1px solid #ddd; }
      figcaption { margin-top: 8px; color: #555; font-size: 12px; }
      figcaption strong { color: #111; font-size: 13px; }
      </style>
      </head>
      <body>
      <h1>Previews (\(previews.count))</h1>
      <main>
      \(figures)</main>
      </body>
      </html>

      """
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
  }

  /// Text safe inside HTML text and attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}

import Foundation

/// The words of a PDF and their positions, read with poppler's `pdftotext -bbox`.
public enum PDFText {
  /// One line per word: `page N (x, y, width, height) word`, coordinates in points
  /// rounded to 0.1.
  public static func words(_ pdf: Data) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "folio-pdftext-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in.pdf")
    try pdf.write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
    process.arguments = ["-bbox", input.path, "-"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw FolioError.renderFailed("pdftotext (Debian poppler-utils) is needed for .pdfText: \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FolioError.renderFailed("pdftotext failed with status \(process.terminationStatus)")
    }
    return parse(String(decoding: data, as: UTF8.self))
  }

  /// One word of a `words` line: its page, box and text.
  struct Word {
    let page: Int
    let box: [Double]
    let word: String

    /// Whether every side of the box is within `tolerance` points of `other`'s.
    func isNear(_ other: Word, within tolerance: Double) -> Bool {
      box.count == other.box.count && zip(box, other.box).allSatisfy { abs($0 - $1) <= tolerance + 1e-9 }
    }
  }

  /// The words of `words`' text (`page N (x, y, width, height) word` per line).
  static func parsedWords(_ text: String) -> [Word] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("page "), let open = line.firstIndex(of: "("),
        let close = line[open...].firstIndex(of: ")"),
        let page = Int(
          line[line.index(line.startIndex, offsetBy: 5)..<open].trimmingCharacters(in: .whitespaces))
      else { return nil }
      let box = line[line.index(after: open)..<close].split(separator: ",").compactMap {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      let word = String(line[line.index(after: close)...].dropFirst())
      return Word(page: page, box: box, word: word)
    }
  }

  static func parse(_ xhtml: String) -> String {
    var lines: [String] = []
    var page = 0
    for raw in xhtml.split(separator: "\n") {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("<page") {
        page += 1
        continue
      }
      guard line.hasPrefix("<word"), let close = line.firstIndex(of: ">"),
        let end = line.range(of: "</word>")
      else { continue }
      func attribute(_ name: String) -> Double {
        guard let range = line.range(of: "\(name)=\"") else { return 0 }
        let rest = line[range.upperBound...]
        return Double(rest.prefix { $0 != "\"" }) ?? 0
      }
      let word = String(line[line.index(after: close)..<end.lowerBound])
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
      let x = attribute("xMin")
      let y = attribute("yMin")
      let width = attribute("xMax") - x
      let height = attribute("yMax") - y
      func round(_ value: Double) -> String { String(format: "%.1f", value) }
      lines.append("page \(page) (\(round(x)), \(round(y)), \(round(width)), \(round(height))) \(word)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

import Foundation

/// The words of a PDF and their positions, read with poppler's `pdftotext -bbox`.
public enum PDFText {
  /// One line per word: `page N (x, y, width, height) word`, coordinates in points
  /// rounded to 0.1.
  public static func words(_ pdf: Data) throws -> String {
    parse(try pdftotext(["-bbox"], pdf))
  }

  /// The output of `pdftotext` with `arguments` for a PDF.
  static func pdftotext(_ arguments: [String], _ pdf: Data) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "folio-pdftext-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in.pdf")
    try pdf.write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
    process.arguments = arguments + [input.path, "-"]
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
    return String(decoding: data, as: UTF8.self)
  }

  /// A word on a line, with its box in points from the page's top left.
  public struct LineWord: Sendable, Equatable {
    /// The word's characters (a soft hyphen ending a line is U+00AD).
    public let text: String
    /// Its box.
    public let box: CGRect
  }

  /// A line of a PDF's text, as poppler's layout analysis finds it.
  public struct Line: Sendable, Equatable {
    /// The page, from 1.
    public let page: Int
    /// The index of the block (a paragraph, for poppler) on its page, from 0.
    public let block: Int
    /// The line's box in points from the page's top left.
    public let box: CGRect
    /// Its words, left to right.
    public let words: [LineWord]
  }

  /// The lines of a PDF, read with poppler's `pdftotext -bbox-layout`: to check where text
  /// was set (every line inside its column, justified lines ending at its edge, no word
  /// missing).
  public static func lines(_ pdf: Data) throws -> [Line] {
    parseLines(try pdftotext(["-bbox-layout"], pdf))
  }

  static func parseLines(_ xhtml: String) -> [Line] {
    var lines: [Line] = []
    var page = 0
    var block = -1
    var current: (box: CGRect, words: [LineWord])?
    func box(_ line: Substring) -> CGRect {
      func attribute(_ name: String) -> Double {
        guard let range = line.range(of: "\(name)=\"") else { return 0 }
        return Double(line[range.upperBound...].prefix { $0 != "\"" }) ?? 0
      }
      let x = attribute("xMin")
      let y = attribute("yMin")
      return CGRect(x: x, y: y, width: attribute("xMax") - x, height: attribute("yMax") - y)
    }
    for raw in xhtml.split(separator: "\n") {
      let line = raw.drop { $0 == " " || $0 == "\t" }
      if line.hasPrefix("<page") {
        page += 1
        block = -1
      } else if line.hasPrefix("<block") {
        block += 1
      } else if line.hasPrefix("<line") {
        current = (box(line), [])
      } else if line.hasPrefix("</line") {
        if let current {
          lines.append(Line(page: page, block: block, box: current.box, words: current.words))
        }
        current = nil
      } else if line.hasPrefix("<word"), let close = line.firstIndex(of: ">"),
        let end = line.range(of: "</word>")
      {
        current?.words.append(
          LineWord(text: unescaped(line[line.index(after: close)..<end.lowerBound]), box: box(line)))
      }
    }
    return lines
  }

  static func unescaped(_ text: Substring) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
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
      let word = unescaped(line[line.index(after: close)..<end.lowerBound])
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

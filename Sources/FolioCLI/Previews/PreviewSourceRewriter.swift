import Foundation

/// Makes a SwiftUI view file compile against Folio in `folio previews`, changing only what
/// it must and keeping every line where it was:
///
/// - `import SwiftUI`, `import WidgetKit`, `import UIKit` and `import AppKit` read
///   `import Folio` (which has the colours and fonts view files use: `UIColor`, `UIFont`,
///   `NSColor`, `NSFont`);
///   `import CoreGraphics` reads `import Foundation` (which has the CG types on Linux);
/// - each top-level `#Preview(…) {` (a macro Folio cannot ship) becomes
///   `nonisolated(unsafe) let _folioPreview_F_N = _FolioPreviewBlock(…, line: L) {`;
/// - a widget's `@main` (the only `@main` a previewed file may have, `PreviewPlan`) is
///   blanked out: the generated main file is the entry point;
/// - the file starts with `#sourceLocation`, so the compiler names the original file.
///
/// Comments and string literals (plain, multi-line, raw, with interpolations) are skipped,
/// so `#Preview` inside them is left alone.
struct PreviewSourceRewriter {
  /// The rewritten text.
  private(set) var text = ""
  /// The names of the `#Preview` values, in order.
  private(set) var blocks: [String] = []

  private let source: [Character]
  private var index = 0
  private var line = 1
  private let fileNumber: Int

  /// Rewrites `contents` of the file at `path`; `fileNumber` keeps the value names of
  /// different files apart.
  init(contents: String, path: String, fileNumber: Int) {
    source = Array(contents)
    self.fileNumber = fileNumber
    text = "#sourceLocation(file: \(ScriptCompiler.stringLiteral(path)), line: 1)\n"
    rewrite()
  }

  /// 1. Walk the text, copying it; at a line start, rewrite an import of SwiftUI,
  ///    WidgetKit or CoreGraphics.
  /// 2. Copy comments and string literals whole.
  /// 3. Count braces; at depth 0, a `#Preview` token followed by optional parenthesized
  ///    arguments and `{` is replaced as described above.
  private mutating func rewrite() {
    var depth = 0
    var atLineStart = true
    while index < source.count {
      let character = source[index]
      // 1. Imports.
      if atLineStart, let replaced = importReplacement() {
        text += replaced
        atLineStart = false
        continue
      }
      if atLineStart, character == "@", mainAttributeStarts() {
        // A widget's `@main` (the generated main file is the entry point).
        text += "     "
        index += "@main".count
        atLineStart = false
        continue
      }
      if character == "\n" {
        line += 1
        atLineStart = true
        text.append(character)
        index += 1
        continue
      }
      if !character.isWhitespace { atLineStart = false }
      // 2. Comments and strings.
      if character == "/" && peek(1) == "/" {
        copyLineComment()
        continue
      }
      if character == "/" && peek(1) == "*" {
        copyBlockComment()
        continue
      }
      if character == "\"" || (character == "#" && rawStringStarts()) {
        copyString()
        continue
      }
      // 3. Braces and `#Preview`.
      if character == "{" { depth += 1 }
      if character == "}" { depth = max(depth - 1, 0) }
      if depth == 0, character == "#", previewTokenStarts(), replacePreview() { continue }
      text.append(character)
      index += 1
    }
  }

  private func peek(_ offset: Int) -> Character? {
    index + offset < source.count ? source[index + offset] : nil
  }

  /// Whether `@main` starts here, as an attribute (followed by a space or a line end).
  private func mainAttributeStarts() -> Bool {
    let word = Array("@main")
    guard index + word.count <= source.count, Array(source[index..<(index + word.count)]) == word else {
      return false
    }
    return index + word.count == source.count || source[index + word.count].isWhitespace
  }

  private mutating func importReplacement() -> String? {
    var end = index
    while end < source.count, source[end] != "\n" { end += 1 }
    let lineText = String(source[index..<end])
    let words = lineText.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
      words[..<importIndex].allSatisfy({ $0.hasPrefix("@") })
    else { return nil }
    let module = words[importIndex + 1]
    let replacement: String
    switch module {
    case "SwiftUI", "WidgetKit", "UIKit", "AppKit": replacement = "import Folio"
    case "CoreGraphics": replacement = "import Foundation"
    default: return nil
    }
    let rest = words.dropFirst(importIndex + 2).joined(separator: " ")
    guard rest.isEmpty || rest.hasPrefix("//") else { return nil }
    index = end
    return replacement
  }

  private mutating func copyLineComment() {
    while index < source.count, source[index] != "\n" {
      text.append(source[index])
      index += 1
    }
  }

  private mutating func copyBlockComment() {
    var nesting = 0
    while index < source.count {
      if source[index] == "/" && peek(1) == "*" {
        nesting += 1
        text += "/*"
        index += 2
        continue
      }
      if source[index] == "*" && peek(1) == "/" {
        nesting -= 1
        text += "*/"
        index += 2
        if nesting == 0 { return }
        continue
      }
      if source[index] == "\n" { line += 1 }
      text.append(source[index])
      index += 1
    }
  }

  private func rawStringStarts() -> Bool {
    var cursor = index
    while cursor < source.count, source[cursor] == "#" { cursor += 1 }
    return cursor < source.count && source[cursor] == "\"" && cursor > index
  }

  /// Copies a string literal (`"…"`, `"""…"""`, `#"…"#`), interpolations included.
  private mutating func copyString() {
    var hashes = 0
    while index < source.count, source[index] == "#" {
      hashes += 1
      text.append("#")
      index += 1
    }
    let isMultiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
    let quote = isMultiline ? 3 : 1
    for _ in 0..<quote {
      text.append("\"")
      index += 1
    }
    while index < source.count {
      let character = source[index]
      if character == "\n" {
        line += 1
        if !isMultiline {
          return
        }
      }
      // An escape: `\` followed by the right number of `#`.
      if character == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
        let after = peek(1 + hashes)
        for offset in 0...hashes { text.append(source[index + offset]) }
        index += 1 + hashes
        if after == "(" {
          copyInterpolation()
        } else if let after {
          text.append(after)
          index += 1
        }
        continue
      }
      if character == "\"" {
        let closes =
          (0..<quote).allSatisfy({ peek($0) == "\"" }) && (0..<hashes).allSatisfy({ peek(quote + $0) == "#" })
        if closes {
          for offset in 0..<(quote + hashes) { text.append(source[index + offset]) }
          index += quote + hashes
          return
        }
      }
      text.append(character)
      index += 1
    }
  }

  /// Copies `(…)` of an interpolation, strings and comments inside included.
  private mutating func copyInterpolation() {
    var depth = 0
    while index < source.count {
      let character = source[index]
      if character == "\"" || (character == "#" && rawStringStarts()) {
        copyString()
        continue
      }
      if character == "/" && peek(1) == "*" {
        copyBlockComment()
        continue
      }
      if character == "\n" { line += 1 }
      text.append(character)
      index += 1
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private func previewTokenStarts() -> Bool {
    let word = Array("#Preview")
    guard index + word.count <= source.count, Array(source[index..<index + word.count]) == word else {
      return false
    }
    let after = peek(word.count)
    return !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
  }

  /// Replaces `#Preview(args) {` (the arguments optional) when that is what follows;
  /// returns false, leaving the text alone, otherwise.
  private mutating func replacePreview() -> Bool {
    let start = index
    let startLine = line
    var cursor = index + "#Preview".count
    func skipSpaces() {
      while cursor < source.count, source[cursor].isWhitespace { cursor += 1 }
    }
    skipSpaces()
    var arguments = ""
    if cursor < source.count, source[cursor] == "(" {
      // Copy the arguments with a sub-rewriter pass over strings: find the matching paren.
      var probe = PreviewSourceRewriter.ArgumentScanner(source: source, start: cursor)
      guard let end = probe.matchingParenthesis() else { return false }
      arguments = String(source[(cursor + 1)..<end])
      cursor = end + 1
      skipSpaces()
    }
    guard cursor < source.count, source[cursor] == "{" else { return false }
    let name = "_folioPreview_\(fileNumber)_\(blocks.count + 1)"
    blocks.append(name)
    let trimmed = arguments.trimmingCharacters(in: .whitespacesAndNewlines)
    let separator = trimmed.isEmpty ? "" : ", "
    text +=
      "nonisolated(unsafe) let \(name) = _FolioPreviewBlock(\(trimmed.isEmpty ? "" : arguments)\(separator)line: \(startLine)) "
    // Keep the line count: the arguments' newlines were copied with them; the spaces
    // between `)` and `{` may hold newlines too.
    let between = String(source[start..<cursor])
    let newlinesBefore = between.filter { $0 == "\n" }.count
    let newlinesCopied = arguments.filter { $0 == "\n" }.count
    text += String(repeating: "\n", count: max(newlinesBefore - newlinesCopied, 0))
    line += newlinesBefore
    index = cursor
    return true
  }

  /// Finds the parenthesis closing the one at `start`, skipping strings and comments.
  struct ArgumentScanner {
    let source: [Character]
    var cursor: Int

    init(source: [Character], start: Int) {
      self.source = source
      cursor = start
    }

    mutating func matchingParenthesis() -> Int? {
      var depth = 0
      while cursor < source.count {
        let character = source[cursor]
        if character == "\"" {
          skipString()
          continue
        }
        if character == "(" { depth += 1 }
        if character == ")" {
          depth -= 1
          if depth == 0 { return cursor }
        }
        cursor += 1
      }
      return nil
    }

    private mutating func skipString() {
      let isMultiline = cursor + 2 < source.count && source[cursor + 1] == "\"" && source[cursor + 2] == "\""
      cursor += isMultiline ? 3 : 1
      while cursor < source.count {
        if source[cursor] == "\\" {
          cursor += 2
          continue
        }
        if source[cursor] == "\"" {
          if !isMultiline {
            cursor += 1
            return
          }
          if cursor + 2 < source.count, source[cursor + 1] == "\"", source[cursor + 2] == "\"" {
            cursor += 3
            return
          }
        }
        if source[cursor] == "\n" && !isMultiline { return }
        cursor += 1
      }
    }
  }
}

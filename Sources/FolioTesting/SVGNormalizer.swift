import FolioGraphics
import Foundation

/// Makes SVG text stable for goldens while keeping it a valid SVG that renders as the raw
/// output does.
///
/// 1. Numbers are rounded to `precision` decimals (two: 0.01 pt) only where SVG holds
///    geometry or colour: path data, coordinates and sizes (`x`, `width`, `viewBox`…),
///    transforms, and the numeric values of `style` declarations. The XML declaration,
///    namespaces, ids, references, URLs and embedded images are left as they are.
/// 2. Glyph symbols are named after their outline (`g` and a hash of the path), so a glyph
///    keeps its name whatever text comes before it, one definition is kept per outline,
///    and the definitions are sorted by name: a change of wording adds or removes a few
///    symbols instead of renumbering all of them.
/// 3. Each run of glyphs (a `<g>` of `<use>` elements, one per glyph) is written on one
///    line, so a word that moves changes one line of the golden, not one per letter.
public enum SVGNormalizer {
  /// The number of decimals numbers are rounded to.
  public static let precision = 2

  /// Attributes whose values are numbers, lists of numbers, path data or transforms.
  static let numericAttributes: Set<String> = [
    "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "width", "height",
    "viewBox", "d", "points", "transform", "offset", "stroke-width", "stroke-dashoffset",
    "stroke-dasharray", "stroke-miterlimit", "opacity", "fill-opacity", "stroke-opacity",
    "gradientTransform", "patternTransform", "font-size",
  ]

  /// The normalized SVG; with `displayList` (a `DisplayList.dump()`), the dump is kept in
  /// a `<desc id="folio-display-list">` element, so a failing comparison can say which
  /// words and shapes changed.
  public static func normalize(_ svg: String, displayList: String? = nil) -> String {
    let normalized = joiningGlyphRuns(renameGlyphs(roundingAttributes(svg)))
    guard let displayList, let open = normalized.range(of: "<svg"),
      let end = normalized[open.upperBound...].firstIndex(of: ">")
    else { return normalized }
    let insertAt = normalized.index(after: end)
    return String(normalized[..<insertAt]) + "\n<desc id=\"folio-display-list\">\n" + escaped(displayList)
      + "</desc>" + normalized[insertAt...]
  }

  /// The display-list dump a normalized SVG carries, if any.
  public static func displayList(in svg: String) -> String? {
    guard let start = svg.range(of: "<desc id=\"folio-display-list\">\n"),
      let end = svg.range(of: "</desc>", range: start.upperBound..<svg.endIndex)
    else { return nil }
    return unescaped(String(svg[start.upperBound..<end.lowerBound]))
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  // MARK: 1. Numbers

  /// The SVG with the numbers of numeric attributes and `style` values rounded.
  static func roundingAttributes(_ svg: String) -> String {
    var result = ""
    result.reserveCapacity(svg.utf8.count)
    var rest = Substring(svg)
    // Each attribute is ` name="value"` inside a tag; text between tags has none.
    while let equals = rest.range(of: "=\"") {
      let before = rest[rest.startIndex..<equals.lowerBound]
      let name = before.reversed().prefix { $0.isLetter || $0 == "-" || $0 == ":" || $0 == "_" }
      let valueStart = equals.upperBound
      guard let quote = rest[valueStart...].firstIndex(of: "\"") else { break }
      let value = rest[valueStart..<quote]
      result += rest[rest.startIndex..<valueStart]
      let attribute = String(name.reversed())
      if numericAttributes.contains(attribute) {
        result += roundingNumbers(in: value)
      } else if attribute == "style" {
        result += roundingStyle(value)
      } else {
        result += value
      }
      result += "\""
      rest = rest[rest.index(after: quote)...]
    }
    result += rest
    return result
  }

  /// `fill:rgb(50.2%,0%,0%);stroke-width:1.234;` with the numbers after each `:` rounded.
  static func roundingStyle(_ style: Substring) -> String {
    style.split(separator: ";", omittingEmptySubsequences: false).map { declaration in
      guard let colon = declaration.firstIndex(of: ":") else { return String(declaration) }
      let property = declaration[...colon]
      let value = declaration[declaration.index(after: colon)...]
      // Colours keep their function names; URLs (`url(#clip1)`) are left alone.
      if value.contains("url(") { return String(declaration) }
      return property + roundingNumbers(in: value)
    }.joined(separator: ";")
  }

  /// The text with every decimal number rounded (`-0` written `0`, no trailing zeros).
  static func roundingNumbers(in text: Substring) -> String {
    var result = ""
    var number = ""
    var previous: Character = " "
    func flush() {
      guard !number.isEmpty else { return }
      result += number.contains(".") || number.contains("e") ? rounded(number) : number
      number = ""
    }
    for character in text {
      let continues =
        !number.isEmpty
        && (character.isASCII && character.isNumber || character == "." && !number.contains(".")
          || (character == "e" || character == "E") && !number.contains("e")
          || (character == "-" || character == "+") && number.last == "e")
      let starts =
        number.isEmpty
        && (character.isASCII && character.isNumber || character == "-" || character == ".")
        && !(previous.isLetter && previous != "e") && previous != "#" && previous != "_"
      if continues || starts {
        number.append(character == "E" ? "e" : character)
      } else {
        flush()
        result.append(character)
      }
      previous = character
    }
    flush()
    return result
  }

  /// A decimal number rounded to `precision` places, written without trailing zeros.
  static func rounded(_ number: String) -> String {
    guard let value = Double(number), value.isFinite else { return number }
    let scale = pow(10, Double(precision))
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }
    var text = String(format: "%.\(precision)f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  // MARK: 3. Glyph runs

  /// The SVG with every `<g …>` whose content is only `<use …/>` lines on one line.
  static func joiningGlyphRuns(_ svg: String) -> String {
    let lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [Substring] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("<g "), line.hasSuffix(">"), !line.hasSuffix("/>") else {
        result.append(line)
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("<use ") { end += 1 }
      guard end > index + 1, end < lines.count, lines[end] == "</g>" else {
        result.append(line)
        index += 1
        continue
      }
      let uses = lines[(index + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
      result.append(Substring(String(line) + uses.joined() + "</g>"))
      index = end + 1
    }
    return result.joined(separator: "\n")
  }

  // MARK: 2. Glyphs

  /// The SVG with Cairo's glyph symbols (`<symbol overflow="visible" id="glyph3">…`)
  /// named after their outline, deduplicated and sorted, and every reference renamed.
  static func renameGlyphs(_ svg: String) -> String {
    let open = "<symbol overflow=\"visible\" id=\""
    guard let first = svg.range(of: open) else { return svg }
    // 1. Collect the run of symbols (Cairo writes them together at the top).
    var symbols: [(oldID: String, body: String)] = []
    var cursor = first.lowerBound
    var end = cursor
    while svg[cursor...].hasPrefix(open) {
      let idStart = svg.index(cursor, offsetBy: open.count)
      guard let idEnd = svg[idStart...].firstIndex(of: "\""),
        let close = svg.range(of: "</symbol>", range: idEnd..<svg.endIndex)
      else { return svg }
      symbols.append((String(svg[idStart..<idEnd]), String(svg[svg.index(after: idEnd)..<close.lowerBound])))
      end = close.upperBound
      cursor = end
      while cursor < svg.endIndex, svg[cursor].isWhitespace { cursor = svg.index(after: cursor) }
    }
    // 2. Name each by a hash of its outline; keep one per outline.
    var renamed: [String: String] = [:]
    var definitions: [String: String] = [:]
    for symbol in symbols {
      var name = "g" + hash(symbol.body)
      // Two outlines with one hash (unlikely) are told apart in the order they come.
      var suffix = 1
      while let other = definitions[name], other != symbol.body {
        suffix += 1
        name = "g" + hash(symbol.body) + "-\(suffix)"
      }
      renamed[symbol.oldID] = name
      definitions[name] = symbol.body
    }
    let sorted = definitions.keys.sorted().map { name in open + name + "\"" + definitions[name]! + "</symbol>"
    }
    var result = String(svg[..<first.lowerBound]) + sorted.joined(separator: "\n")
    // 3. Rename the references.
    var tail = svg[end...]
    let reference = "xlink:href=\"#"
    while let range = tail.range(of: reference) {
      result += tail[..<range.upperBound]
      let idEnd = tail[range.upperBound...].firstIndex(of: "\"") ?? tail.endIndex
      let id = String(tail[range.upperBound..<idEnd])
      result += renamed[id] ?? id
      tail = tail[idEnd...]
    }
    result += tail
    return result
  }

  /// 32 bits of FNV-1a (folded from 64), as 8 hex digits.
  static func hash(_ text: String) -> String {
    let value = FNV1a.hash64(text.utf8)
    return FNV1a.hex((value ^ value >> 32) & 0xFFFF_FFFF, digits: 8)
  }
}

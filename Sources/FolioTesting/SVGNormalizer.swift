import Foundation

/// Makes SVG text stable for goldens: element ids are already renumbered by Folio; numbers
/// are rounded to two decimals (trailing zeros dropped), so floating-point noise does not
/// fail a comparison but a move of a tenth of a point does.
public enum SVGNormalizer {
  /// The normalized SVG.
  public static func normalize(_ svg: String) -> String {
    var result = ""
    result.reserveCapacity(svg.utf8.count)
    var number = ""
    var previous: Character = " "
    func flush() {
      guard !number.isEmpty else { return }
      if number.contains("."), let value = Double(number) {
        var rounded = (value * 100).rounded() / 100
        if rounded == 0 { rounded = 0 }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        result += text
      } else {
        result += number
      }
      number = ""
    }
    for character in svg {
      let startsNumber = character.isNumber || (character == "-" && !(previous.isLetter || previous.isNumber))
      if character.isNumber || (character == "." && !number.isEmpty && !number.contains("."))
        || (startsNumber && number.isEmpty && !previous.isLetter && previous != "#" && previous != "_")
      {
        number.append(character)
      } else {
        flush()
        result.append(character)
      }
      previous = character
    }
    flush()
    return result
  }
}

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A fill colour an SVG paints with, however Cairo spells it: a `fill` attribute or a
/// `fill:` declaration in `style`, `rgb(r%,g%,b%)` with or without spaces, or `#rrggbb` —
/// as 0–255 channels, with the element it is on and that element's path data, if any.
public struct SVGFill: Hashable, Sendable, CustomStringConvertible {
  /// The channels, 0–255.
  public let red: Int
  public let green: Int
  public let blue: Int
  /// The element's name (`path`, `g`, `rect`).
  public let element: String
  /// The element's `d` attribute, if any.
  public let path: String?

  /// Whether the fill is this colour.
  public func isColor(_ red: Int, _ green: Int, _ blue: Int) -> Bool {
    self.red == red && self.green == green && self.blue == blue
  }

  /// `(r, g, b) on element`.
  public var description: String { "(\(red), \(green), \(blue)) on \(element)" }

  /// Every fill of `svg`, in document order (`none` and unparsable values left out).
  public static func fills(in svg: String) -> [SVGFill] {
    let collector = Collector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    _ = parser.parse()
    return collector.fills
  }

  /// A colour value as channels: `rgb(…)` in percents or numbers, or `#rrggbb`.
  static func channels(_ value: String) -> (Int, Int, Int)? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("#"), text.count == 7, let number = Int(text.dropFirst(), radix: 16) {
      return (number >> 16 & 0xFF, number >> 8 & 0xFF, number & 0xFF)
    }
    guard text.hasPrefix("rgb("), text.hasSuffix(")") else { return nil }
    let parts = text.dropFirst(4).dropLast().split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let values = parts.compactMap { part -> Int? in
      if part.hasSuffix("%"), let percent = Double(part.dropLast()) { return Int((percent * 2.55).rounded()) }
      return Double(part).map { Int($0.rounded()) }
    }
    return values.count == 3 ? (values[0], values[1], values[2]) : nil
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var fills: [SVGFill] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      var value = attributes["fill"]
      for declaration in (attributes["style"] ?? "").split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        if parts.count == 2, parts[0] == "fill" { value = parts[1] }
      }
      guard let value, let (red, green, blue) = SVGFill.channels(value) else { return }
      fills.append(
        SVGFill(red: red, green: green, blue: blue, element: elementName, path: attributes["d"]))
    }
  }
}

/// The URIs of a PDF's link annotations, read with qpdf (which unpacks object streams),
/// decoded from PDF strings: what a reader opens.
public func pdfLinkURIs(_ file: URL) throws -> [String] {
  let json = shell(["qpdf", "--json=1", "--json-key=objects", file.path]).output
  let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
  let objects = root?["objects"] as? [String: Any] ?? [:]
  var uris: [String] = []
  for (_, object) in objects {
    guard let dictionary = object as? [String: Any], let action = dictionary["/A"] as? [String: Any],
      let uri = action["/URI"] as? String
    else { continue }
    uris.append(uri)
  }
  return uris.sorted()
}

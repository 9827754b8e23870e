import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
  /// A PDF link annotation over the item's rectangle (PDF output only).
  func draw(_ item: LinkItem) {
    guard emitsLinks, let attributes = linkAttributes([item], toPage: .identity) else { return }
    cairo_tag_begin(cr, CAIRO_TAG_LINK, attributes)
    cairo_tag_end(cr, CAIRO_TAG_LINK)
  }

  /// Cairo's attributes for one link over the rectangles of `items` (the parts of one link:
  /// the lines of a text run; the same destination), in page coordinates through
  /// `toPage`; nil when no rectangle is finite and not empty, or the destination is
  /// refused.
  func linkAttributes(_ items: [LinkItem], toPage: CGAffineTransform) -> String? {
    guard let destination = items.first?.destination, LinkPolicy.allows(destination) else { return nil }
    var rects: [String] = []
    for item in items where Self.isFinite(item.rect) && item.rect.width > 0 && item.rect.height > 0 {
      let corners = [
        CGPoint(x: item.rect.minX, y: item.rect.minY), CGPoint(x: item.rect.maxX, y: item.rect.maxY),
      ].map { pageClamped($0.applying(toPage)) }
      let rect = CGRect(origin: corners[0], size: .zero).union(CGRect(origin: corners[1], size: .zero))
      guard rect.width > 0, rect.height > 0 else { continue }
      rects.append(
        "\(Self.number(rect.minX)) \(Self.number(rect.minY)) \(Self.number(rect.width)) \(Self.number(rect.height))"
      )
    }
    guard !rects.isEmpty else { return nil }
    var attributes = "rect=[\(rects.joined(separator: " "))] "
    switch destination {
    case .url(let url): attributes += "uri='\(Self.escaped(url.absoluteString))'"
    case .named(let name): attributes += "dest='\(Self.pdfName(name))'"
    }
    return attributes
  }

  /// A point on the page brought within `limit` of it.
  private func pageClamped(_ point: CGPoint) -> CGPoint {
    CGPoint(x: min(max(point.x, -limit), limit), y: min(max(point.y, -limit), limit))
  }

  /// A named destination (PDF output only).
  func draw(_ item: DestinationItem) {
    guard emitsLinks, Self.isFinite(item.point) else { return }
    let point = clamped(item.point)
    let attributes = "name='\(Self.pdfName(item.name))' x=\(Self.number(point.x)) y=\(Self.number(point.y))"
    cairo_tag_begin(cr, CAIRO_TAG_DEST, attributes)
    cairo_tag_end(cr, CAIRO_TAG_DEST)
  }

  /// The name a destination is written under, the same for the destination and every link
  /// to it: ASCII letters, digits, `-`, `_` and `.` as they are, every other byte of the
  /// name's UTF-8 as `%XX` (Cairo writes a link's name and a destination's name in two
  /// different encodings when they are not ASCII, and PDF viewers then find no
  /// destination; docs/documents.md, "Links").
  static func pdfName(_ name: String) -> String {
    var result = ""
    result.reserveCapacity(name.utf8.count)
    for byte in name.utf8 {
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F:
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += byte < 0x10 ? "%0\(hex)" : "%\(hex)"
      }
    }
    return result
  }

  /// A coordinate as Cairo's attribute parser reads it: fixed-point decimal (never an
  /// exponent), within ±1,000,000 pt.
  static func number(_ value: CGFloat) -> String {
    String(format: "%.3f", Double(min(max(value, -1_000_000), 1_000_000)))
  }

  /// Escapes a value for a Cairo tag attribute string; control characters (a NUL would end
  /// the C string mid-attribute) become their visible control pictures, the same for a
  /// link and its destination.
  static func escaped(_ value: String) -> String {
    cString(value).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
  }

  /// A string safe to hand Cairo as a C string: C0 controls and DEL become control
  /// pictures (␀, ␊, …).
  static func cString(_ value: String) -> String {
    guard value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return value }
    var result = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
      if scalar.value < 0x20 {
        result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      } else if scalar.value == 0x7F {
        result.append("\u{2421}")
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}

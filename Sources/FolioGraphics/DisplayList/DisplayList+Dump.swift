import Foundation

extension DisplayList {
  /// A stable, readable text form of every item, one per line, indented by group depth.
  /// Structure groups (tagged PDF roles) are shown with `structures: true` only; otherwise
  /// their items stand in their place.
  public func dump(structures: Bool = false) -> String {
    var lines = ["page \(size.dumpString)"]
    func visit(_ items: [DisplayItem], depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      for item in items {
        if case .group(let group) = item, let role = group.structure {
          if structures {
            lines.append(indent + "structure \(role.tagName)")
            visit(group.items, depth: depth + 1)
          } else {
            visit(group.items, depth: depth)
          }
          continue
        }
        lines.append(indent + item.dumpLine)
        if case .group(let group) = item {
          visit(group.items, depth: depth + 1)
          if let mask = group.mask {
            lines.append(indent + "  mask")
            visit(mask, depth: depth + 2)
          }
        }
      }
    }
    visit(items, depth: 1)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension DisplayItem {
  /// One line describing this item (children of a group are not included).
  public var dumpLine: String {
    switch self {
    case .fill(let item):
      let rule = item.style.isEOFilled ? " eo" : ""
      return "fill\(rule) \(item.paint) \(item.path.dumpSummary)"
    case .stroke(let item):
      return "stroke \(item.paint) \(item.style.dumpString) \(item.path.dumpSummary)"
    case .text(let item):
      let range = item.lineRange.map { " lines \($0.lowerBound)..<\($0.upperBound)" } ?? ""
      let styles = Set(item.text.runs.map { "\($0.style.font) \($0.style.color)" }).sorted()
      return
        "text \(item.frame.dumpString)\(range) \(Self.quoted(item.text.string)) [\(styles.joined(separator: "; "))]"
    case .image(let item):
      return
        "image \(item.rect.dumpString) \(item.image.name) \(item.image.kind) \(item.image.size.dumpString)"
    case .group(let item):
      var parts = ["group"]
      if !item.transform.isIdentity {
        let t = item.transform
        parts.append(
          "transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.dumpString).joined(separator: " "))]")
      }
      if let clip = item.clip { parts.append("clip \(clip.dumpSummary)") }
      if item.opacity != 1 { parts.append("opacity \(CGFloat(item.opacity).dumpString)") }
      if item.isolated { parts.append("isolated") }
      if let mode = item.blendMode { parts.append("blend \(mode.rawValue)") }
      if let radius = item.blurRadius { parts.append("blur \(radius.dumpString)") }
      if let shadow = item.shadow {
        parts.append(
          "shadow \(shadow.color) radius \(shadow.radius.dumpString) offset \(shadow.offset.dumpString)")
      }
      return parts.joined(separator: " ")
    case .link(let item):
      switch item.destination {
      case .url(let url): return "link \(item.rect.dumpString) \(url.absoluteString)"
      case .named(let name): return "link \(item.rect.dumpString) #\(name)"
      }
    case .destination(let item):
      let outline = item.outline.map { " outline \($0.level) \(Self.quoted($0.title))" } ?? ""
      return "destination #\(item.name) (\(item.point.x.dumpString), \(item.point.y.dumpString))\(outline)"
    }
  }

  /// The first `count` characters of `text`, and at most twice as many Unicode scalars (a
  /// letter with thousands of accents is one character).
  package static func prefix(_ text: String, _ count: Int) -> String {
    let characters = text.prefix(count)
    guard characters.unicodeScalars.count > 2 * count else { return String(characters) }
    return String(String.UnicodeScalarView(characters.unicodeScalars.prefix(2 * count)))
  }

  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += String(format: "\\u{%X}", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension Path {
  /// A rectangle when the path is one, otherwise the bounding box and element count.
  package var dumpSummary: String {
    let bounds = boundingRect
    if elements.count == 5, case .closeSubpath = elements[4], isAxisAlignedRectangle {
      return "rect \(bounds.dumpString)"
    }
    if elements.count <= 6 { return "path \(dumpString)" }
    return "path \(bounds.dumpString) \(elements.count) elements"
  }

  private var isAxisAlignedRectangle: Bool {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .closeSubpath: continue
      default: return false
      }
    }
    guard points.count == 4 else { return false }
    for index in 0..<4 {
      let a = points[index]
      let b = points[(index + 1) % 4]
      if a.x != b.x && a.y != b.y { return false }
    }
    return true
  }
}

import Foundation

/// Reads a colorset's `Contents.json`: the universal (or first) color for the light
/// appearance and the one marked `luminosity: dark`, in sRGB, Display P3 (taken as sRGB)
/// or gray; components as floats (`0.5`), hex bytes (`0xFF`) or integers (`255`).
enum ColorSet {
  /// The colorset's color, with its dark variant; nil when the file is missing or
  /// unreadable.
  static func color(at colorSet: URL, name: String) -> Color? {
    guard
      let data = FileManager.default.contents(atPath: colorSet.appendingPathComponent("Contents.json").path),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return nil }
    var light: Color?
    var dark: Color?
    for entry in entries {
      guard let color = entry["color"] as? [String: Any], let parsed = parse(color, name: name) else {
        continue
      }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let luminosity =
        appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
      let contrast = appearances.contains { ($0["appearance"] as? String) == "contrast" }
      guard !contrast else { continue }
      let isUniversal = (entry["idiom"] as? String ?? "universal") == "universal"
      if luminosity == "dark" {
        if dark == nil || isUniversal { dark = parsed }
      } else if luminosity == nil || luminosity == "light" {
        if light == nil || isUniversal { light = parsed }
      }
    }
    guard let light else { return dark }
    guard let dark else { return light }
    return Color(light: light, dark: dark, name: name)
  }

  private static func parse(_ color: [String: Any], name: String) -> Color? {
    guard let components = color["components"] as? [String: Any] else { return nil }
    func value(_ key: String) -> Double? {
      if let number = components[key] as? Double { return number > 1 ? number / 255 : number }
      guard let text = (components[key] as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.lowercased().hasPrefix("0x") {
        return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
      }
      guard let number = Double(text), number.isFinite else { return nil }
      return text.contains(".") || number <= 1 ? number : number / 255
    }
    let alpha = value("alpha") ?? 1
    if let white = value("white") {
      return Color(red: white, green: white, blue: white, alpha: alpha, name: name)
    }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
    var result = Color(red: red, green: green, blue: blue, alpha: alpha, name: name)
    if (color["color-space"] as? String)?.contains("linear") == true {
      result = Color(.sRGBLinear, red: red, green: green, blue: blue, opacity: alpha)
      result.name = name
    }
    return result
  }
}

extension Color {
  /// A color from an asset catalog (`Assets.xcassets/Name.colorset`), with its dark
  /// appearance when the colorset has one. A name no catalog has draws clear and is
  /// reported once (`AssetCatalog.missingNames()`, printed by `folio`).
  public init(_ name: String, bundle: Bundle? = nil) {
    if let url = AssetCatalog.colorSet(named: name, bundle: bundle) {
      if let color = ColorSet.color(at: url, name: name) {
        self = color
        return
      }
      AssetCatalog.noteMissing("color \"\(name)\" (\(url.lastPathComponent) has no readable color)")
    }
    self = Color(red: 0, green: 0, blue: 0, alpha: 0, name: name)
  }
}

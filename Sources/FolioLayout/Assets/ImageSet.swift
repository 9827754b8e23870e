import Foundation

/// Reads an imageset's `Contents.json` and picks the file to draw: an SVG when there is
/// one (drawn as vectors), else the bitmap of the highest scale (`3x` over `2x` over `1x`),
/// universal idiom and light appearance first.
enum ImageSet {
  /// The chosen file and its scale (pixels per point), or why there is none.
  static func file(at imageSet: URL) -> Result<(url: URL, scale: CGFloat), FolioError> {
    let name = imageSet.deletingPathExtension().lastPathComponent
    guard let data = FileManager.default.contents(atPath: imageSet.appendingPathComponent("Contents.json").path),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let images = json["images"] as? [[String: Any]]
    else {
      return .failure(.invalidImage(name: name, reason: "\(imageSet.lastPathComponent) has no readable Contents.json"))
    }
    var best: (url: URL, scale: CGFloat, rank: Int)?
    var sawPDF = false
    for image in images {
      guard let filename = image["filename"] as? String, !filename.contains("/") else { continue }
      let url = imageSet.appendingPathComponent(filename)
      let ext = url.pathExtension.lowercased()
      if ext == "pdf" {
        sawPDF = true
        continue
      }
      let scale = CGFloat(Double((image["scale"] as? String ?? "1x").dropLast()) ?? 1)
      let isDark = (image["appearances"] as? [[String: Any]])?.isEmpty == false
      let isUniversal = (image["idiom"] as? String ?? "universal") == "universal"
      // SVG first, then light, universal, larger scales.
      let rank = (ext == "svg" ? 1000 : 0) + (isDark ? 0 : 100) + (isUniversal ? 10 : 0) + Int(scale)
      if best.map({ rank > $0.rank }) ?? true {
        best = (url, ext == "svg" ? 1 : max(scale, 1), rank)
      }
    }
    if let best { return .success((best.url, best.scale)) }
    return .failure(
      .invalidImage(
        name: name,
        reason: sawPDF
          ? "\(imageSet.lastPathComponent) holds only a PDF vector, which Folio cannot draw yet: add an SVG or PNG version"
          : "\(imageSet.lastPathComponent) lists no image file"))
  }
}

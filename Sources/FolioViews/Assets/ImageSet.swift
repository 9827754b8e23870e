import Foundation

/// Reads an imageset's `Contents.json` and picks the file to draw: a vector when there is
/// one (an SVG, else a PDF's first page, drawn as vectors), else the bitmap of the highest
/// scale (`3x` over `2x` over `1x`), universal idiom and light appearance first.
enum ImageSet {
  /// The chosen file and its scale (pixels per point), or why there is none.
  static func file(at imageSet: URL) -> Result<(url: URL, scale: CGFloat), FolioError> {
    let name = imageSet.deletingPathExtension().lastPathComponent
    guard
      let data = FileManager.default.contents(atPath: imageSet.appendingPathComponent("Contents.json").path),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let images = json["images"] as? [[String: Any]]
    else {
      return .failure(
        .invalidImage(name: name, reason: "\(imageSet.lastPathComponent) has no readable Contents.json"))
    }
    var best: (url: URL, scale: CGFloat, rank: Int)?
    for image in images {
      guard let filename = image["filename"] as? String, !filename.contains("/") else { continue }
      let url = imageSet.appendingPathComponent(filename)
      let ext = url.pathExtension.lowercased()
      let isVector = ext == "svg" || ext == "pdf"
      let scale = CGFloat(Double((image["scale"] as? String ?? "1x").dropLast()) ?? 1)
      let isDark = (image["appearances"] as? [[String: Any]])?.isEmpty == false
      let isUniversal = (image["idiom"] as? String ?? "universal") == "universal"
      // Vectors first (SVG, then PDF), then light, universal, larger scales.
      let rank =
        (ext == "svg" ? 2000 : ext == "pdf" ? 1000 : 0) + (isDark ? 0 : 100) + (isUniversal ? 10 : 0)
        + Int(min(max(scale, 0), 9))
      if best.map({ rank > $0.rank }) ?? true {
        best = (url, isVector || !(scale > 0 && scale.isFinite) ? 1 : scale, rank)
      }
    }
    if let best { return .success((best.url, best.scale)) }
    return .failure(.invalidImage(name: name, reason: "\(imageSet.lastPathComponent) lists no image file"))
  }
}

import Foundation

/// Finds the texts of a page that are drawn partly or wholly outside what is visible:
/// beyond the page's edges (where PDF readers and text extraction drop them) or outside
/// a clip, so the paginator can report each one instead of losing words silently.
///
/// 1. Walk the page's items in painting order, carrying the transform from the item's
///    space to the page and the visible rectangle (the page, narrowed by every enclosing
///    clip's bounding box).
/// 2. A text's drawn lines, mapped to the page, must lie inside the visible rectangle
///    (half a point of tolerance); any that does not is reported once, with its text.
struct ClippedTextFinder {
  /// The texts found, with where they were lost.
  private(set) var clipped: [(text: StyledText, reason: String)] = []

  init(page: DisplayList) {
    let pageRect = CGRect(origin: .zero, size: page.size)
    visit(page.items, toPage: .identity, visible: pageRect, pageRect: pageRect)
  }

  private mutating func visit(
    _ items: [DisplayItem], toPage: CGAffineTransform, visible: CGRect, pageRect: CGRect
  ) {
    for item in items {
      switch item {
      case .text(let text):
        let frame = text.frame
        let bounds = Self.finite(frame) ? Self.bounds(of: frame, toPage) : .null
        guard Self.finite(bounds), !bounds.isEmpty else {
          if text.measured.size.width > 0 && text.measured.size.height > 0 {
            clipped.append((text.text, "drawn at an invalid position, size or transform"))
          }
          continue
        }
        if !visible.insetBy(dx: -0.5, dy: -0.5).contains(bounds) {
          let offPage = !pageRect.insetBy(dx: -0.5, dy: -0.5).contains(bounds)
          clipped.append(
            (
              text.text,
              offPage ? "drawn partly or wholly outside the page" : "drawn partly or wholly outside its clip"
            ))
        }
      case .group(let group):
        var inner = visible
        if let clip = group.clip { inner = Self.intersection(inner, clip.boundingRect, toPage) }
        visit(group.items, toPage: group.transform.concatenating(toPage), visible: inner, pageRect: pageRect)
      default:
        continue
      }
    }
  }

  /// The bounding box of a rectangle mapped by a transform, without allocating (this runs
  /// for every text of every page).
  private static func bounds(of rect: CGRect, _ t: CGAffineTransform) -> CGRect {
    if t.b == 0 && t.c == 0 && t.a == 1 && t.d == 1 { return rect.offsetBy(dx: t.tx, dy: t.ty) }
    let x0 = rect.minX
    let x1 = rect.maxX
    let y0 = rect.minY
    let y1 = rect.maxY
    let xs = (t.a * x0 + t.c * y0, t.a * x1 + t.c * y0, t.a * x0 + t.c * y1, t.a * x1 + t.c * y1)
    let ys = (t.b * x0 + t.d * y0, t.b * x1 + t.d * y0, t.b * x0 + t.d * y1, t.b * x1 + t.d * y1)
    let minX = min(xs.0, xs.1, xs.2, xs.3)
    let minY = min(ys.0, ys.1, ys.2, ys.3)
    return CGRect(
      x: minX + t.tx, y: minY + t.ty, width: max(xs.0, xs.1, xs.2, xs.3) - minX,
      height: max(ys.0, ys.1, ys.2, ys.3) - minY)
  }

  private static func finite(_ rect: CGRect) -> Bool {
    !rect.isNull && rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite
      && rect.height.isFinite
  }

  /// `visible` narrowed by a clip's bounds mapped to the page; empty when anything is not
  /// finite (Foundation's intersection traps on NaN).
  private static func intersection(_ visible: CGRect, _ clip: CGRect, _ toPage: CGAffineTransform) -> CGRect {
    guard finite(visible), finite(clip) else { return .null }
    let mapped = bounds(of: clip, toPage)
    guard finite(mapped) else { return .null }
    return visible.intersection(mapped)
  }
}

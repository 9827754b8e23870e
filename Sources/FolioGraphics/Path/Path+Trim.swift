import Foundation

extension Path {
  /// The part of the path between two fractions of its length, as SwiftUI's
  /// `trimmedPath(from:to:)`: `0` is where the path starts, `1` where it ends (closing
  /// segments count). A circle trimmed to `0...0.75` is three quarters of its outline, from
  /// its start.
  ///
  /// 1. Flatten the path into line segments (curves into pieces of about a point, at least
  ///    eight per curve), each subpath closed where it was.
  /// 2. Measure them, and keep the stretch from `from × length` to `to × length`: each
  ///    segment it touches is cut where it starts and ends, and a new subpath starts where
  ///    the kept stretch enters a subpath.
  ///
  /// Fractions are clamped to 0...1; `from` at or after `to`, or NaN, keeps nothing.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    guard from.isFinite, to.isFinite else { return Path() }
    let start = Swift.min(Swift.max(from, 0), 1)
    let end = Swift.min(Swift.max(to, 0), 1)
    guard start < end else { return Path() }
    if start == 0 && end == 1 { return self }
    // 1. The segments, by subpath.
    let subpaths = measuredPolylines()
    let total = subpaths.reduce(CGFloat(0)) { sum, points in sum + Self.length(of: points) }
    guard total > 0 else { return Path() }
    let first = start * total
    let last = end * total
    // 2. The stretch kept.
    var result = Path()
    var travelled: CGFloat = 0
    for points in subpaths {
      var isOpen = false
      for index in 1..<Swift.max(points.count, 1) {
        let a = points[index - 1]
        let b = points[index]
        let length = hypot(b.x - a.x, b.y - a.y)
        defer { travelled += length }
        let segmentEnd = travelled + length
        guard segmentEnd > first, travelled < last, length > 0 else { continue }
        let enter = Swift.max(first - travelled, 0) / length
        let leave = Swift.min(last - travelled, length) / length
        if !isOpen {
          result.move(to: Self.point(a, b, enter))
          isOpen = true
        }
        result.addLine(to: Self.point(a, b, leave))
      }
    }
    return result
  }

  /// The path as polylines for measuring, one per subpath (a closed subpath ends at its
  /// start; curves in pieces of about a point).
  private func measuredPolylines() -> [[CGPoint]] {
    var subpaths: [[CGPoint]] = []
    var current: [CGPoint] = []
    var start = CGPoint.zero
    func finish() {
      if current.count > 1 { subpaths.append(current) }
      current = []
    }
    forEach { element in
      switch element {
      case .move(let point):
        finish()
        start = point
        current = [point]
      case .line(let point):
        if current.isEmpty { current = [start] }
        current.append(point)
      case .quadCurve(let point, let control):
        if current.isEmpty { current = [start] }
        let from = current[current.count - 1]
        // A quadratic curve as the cubic with the same shape.
        let control1 = CGPoint(
          x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
        let control2 = CGPoint(
          x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        Self.appendCurve(from: from, control1, control2, point, to: &current)
      case .curve(let point, let control1, let control2):
        if current.isEmpty { current = [start] }
        Self.appendCurve(from: current[current.count - 1], control1, control2, point, to: &current)
      case .closeSubpath:
        if !current.isEmpty, current.last != current.first { current.append(current[0]) }
        finish()
        current = [start]
      }
    }
    finish()
    return subpaths
  }

  /// Appends a cubic curve's points, in pieces of about a point (at least 8, at most 4096).
  private static func appendCurve(
    from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, to points: inout [CGPoint]
  ) {
    let hull =
      hypot(p1.x - p0.x, p1.y - p0.y) + hypot(p2.x - p1.x, p2.y - p1.y) + hypot(p3.x - p2.x, p3.y - p2.y)
    let pieces = hull.isFinite ? Swift.min(Swift.max(Int(hull.rounded(.up)), 8), 4096) : 8
    for step in 1...pieces {
      let t = CGFloat(step) / CGFloat(pieces)
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      points.append(
        CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
    }
  }

  private static func length(of points: [CGPoint]) -> CGFloat {
    zip(points, points.dropFirst()).reduce(0) { sum, pair in
      sum + hypot(pair.1.x - pair.0.x, pair.1.y - pair.0.y)
    }
  }

  private static func point(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }
}

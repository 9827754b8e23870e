import Foundation

/// The corner shape of a rounded rectangle.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter-circle corners.
  case circular
  /// Continuous-curvature corners (drawn as circular corners in Folio).
  case continuous
}

/// The outline of a 2D shape, built from lines and Bézier curves, as SwiftUI's `Path`.
public struct Path: Hashable, Sendable {
  /// One element of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath
  }

  /// The path's elements in drawing order.
  public private(set) var elements: [Element] = []
  private var subpathStart: CGPoint?
  /// The point the next element starts from, or nil for an empty path.
  public private(set) var currentPoint: CGPoint?

  /// Creates an empty path.
  public init() {}

  /// Creates a path by calling `callback` on an empty path.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// Creates a rectangular path.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// Creates a rounded rectangle with equal corner radii.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a rounded rectangle with elliptical corners.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates an ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Calls `body` with each element.
  public func forEach(_ body: (Element) -> Void) {
    for element in elements { body(element) }
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
    currentPoint = point
  }

  /// Adds a straight line to `point`.
  public mutating func addLine(to point: CGPoint) {
    ensureStarted(at: point)
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds a quadratic Bézier curve.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    ensureStarted(at: point)
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  /// Adds a cubic Bézier curve.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    ensureStarted(at: point)
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// Adds a closed rectangle.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
    addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
    addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
    closeSubpath()
  }

  /// Adds several closed rectangles.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a polyline through `points`.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a closed rounded rectangle.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let rx = min(max(cornerSize.width, 0), r.width / 2)
    let ry = min(max(cornerSize.height, 0), r.height / 2)
    guard rx > 0, ry > 0 else {
      addRect(r, transform: transform)
      return
    }
    let k: CGFloat = 0.552_284_749_8
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
    elements.reserveCapacity(elements.count + 10)
    move(to: p(r.minX + rx, r.minY))
    addLine(to: p(r.maxX - rx, r.minY))
    addCurve(
      to: p(r.maxX, r.minY + ry), control1: p(r.maxX - rx + rx * k, r.minY),
      control2: p(r.maxX, r.minY + ry - ry * k))
    addLine(to: p(r.maxX, r.maxY - ry))
    addCurve(
      to: p(r.maxX - rx, r.maxY), control1: p(r.maxX, r.maxY - ry + ry * k),
      control2: p(r.maxX - rx + rx * k, r.maxY))
    addLine(to: p(r.minX + rx, r.maxY))
    addCurve(
      to: p(r.minX, r.maxY - ry), control1: p(r.minX + rx - rx * k, r.maxY),
      control2: p(r.minX, r.maxY - ry + ry * k))
    addLine(to: p(r.minX, r.minY + ry))
    addCurve(
      to: p(r.minX + rx, r.minY), control1: p(r.minX, r.minY + ry - ry * k),
      control2: p(r.minX + rx - rx * k, r.minY))
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in `rect`.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    guard r.width > 0 || r.height > 0 else { return }
    let k: CGFloat = 0.552_284_749_8
    let cx = r.midX
    let cy = r.midY
    let rx = r.width / 2
    let ry = r.height / 2
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
    move(to: p(cx + rx, cy))
    addCurve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ry * k), control2: p(cx + rx * k, cy + ry))
    addCurve(to: p(cx - rx, cy), control1: p(cx - rx * k, cy + ry), control2: p(cx - rx, cy + ry * k))
    addCurve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ry * k), control2: p(cx - rx * k, cy - ry))
    addCurve(to: p(cx + rx, cy), control1: p(cx + rx * k, cy - ry), control2: p(cx + rx, cy - ry * k))
    closeSubpath()
  }

  /// Adds a circular arc; angles run from the x axis towards the y axis (clockwise on a page).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = startAngle.radians
    var end = endAngle.radians
    let fullTurn = 2 * Double.pi
    // An angle that is not a number draws no arc.
    guard start.isFinite, end.isFinite else { return }
    if clockwise {
      // Decreasing angles (counter-clockwise on a y-down page), as Core Graphics.
      if end > start { end -= ((end - start) / fullTurn).rounded(.up) * fullTurn }
    } else {
      if end < start { end += ((start - end) / fullTurn).rounded(.up) * fullTurn }
    }
    if abs(end - start) > fullTurn { end = start + (end > start ? fullTurn : -fullTurn) }
    addRelativeArc(
      center: center, radius: radius, startAngle: .radians(start),
      delta: .radians(end - start), transform: transform)
  }

  /// Adds an arc of `delta` from `startAngle`.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    let start = startAngle.radians
    let turns = 4 * Double.pi
    // At most two turns (more draws nothing new), and none when the sweep is not a number.
    let sweep = delta.radians.isFinite ? min(max(delta.radians, -turns), turns) : 0
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let first = point(start).applying(transform)
    if currentPoint == nil { move(to: first) } else { addLine(to: first) }
    let segments = max(1, Int(saturating: (abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(segments)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    for index in 0..<segments {
      let a0 = start + step * Double(index)
      let a1 = a0 + step
      let p0 = point(a0)
      let p1 = point(a1)
      let c1 = CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
      let c2 = CGPoint(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1))
      addCurve(
        to: p1.applying(transform), control1: c1.applying(transform),
        control2: c2.applying(transform))
    }
  }

  /// Appends another path's elements.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    for element in path.applying(transform).elements {
      append(element)
    }
  }

  /// Returns the path transformed by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var result = Path()
    result.elements.reserveCapacity(elements.count)
    for element in elements {
      switch element {
      case .move(let p): result.move(to: p.applying(transform))
      case .line(let p): result.addLine(to: p.applying(transform))
      case .quadCurve(let p, let c):
        result.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        result.addCurve(
          to: p.applying(transform), control1: c1.applying(transform),
          control2: c2.applying(transform))
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }

  /// Returns the path moved by `(dx, dy)`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The smallest rectangle containing every point and control point of the path.
  public var boundingRect: CGRect {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    func include(_ p: CGPoint) {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): include(p)
      case .quadCurve(let p, let c):
        include(p)
        include(c)
      case .curve(let p, let c1, let c2):
        include(p)
        include(c1)
        include(c2)
      case .closeSubpath: break
      }
    }
    guard minX.isFinite else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` is inside the path (even-odd or non-zero winding on a flattened outline).
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in flattenedSubpaths() where polygon.count > 1 {
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        if (a.y <= point.y) != (b.y <= point.y) {
          let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
          if x > point.x {
            crossings += 1
            winding += b.y > a.y ? 1 : -1
          }
        }
      }
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// The subpaths as polygons, curves flattened into 8 segments each.
  package func flattenedSubpaths() -> [[CGPoint]] {
    var result: [[CGPoint]] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        if !current.isEmpty { result.append(current) }
        current = [p]
        last = p
      case .line(let p):
        current.append(p)
        last = p
      case .quadCurve(let p, let c):
        for step in 1...8 {
          let t = CGFloat(step) / 8
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .curve(let p, let c1, let c2):
        for step in 1...8 {
          let t = CGFloat(step) / 8
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            CGPoint(
              x: a * last.x + b * c1.x + c * c2.x + d * p.x,
              y: a * last.y + b * c1.y + c * c2.y + d * p.y))
        }
        last = p
      case .closeSubpath:
        if !current.isEmpty { result.append(current) }
        current = []
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  private mutating func ensureStarted(at point: CGPoint) {
    if currentPoint == nil { move(to: point) }
  }

  private mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  /// A compact, stable text form: `M x y L x y C … Z`.
  package var dumpString: String {
    elements.map { element -> String in
      switch element {
      case .move(let p): return "M \(p.x.dumpString) \(p.y.dumpString)"
      case .line(let p): return "L \(p.x.dumpString) \(p.y.dumpString)"
      case .quadCurve(let p, let c):
        return "Q \(c.x.dumpString) \(c.y.dumpString) \(p.x.dumpString) \(p.y.dumpString)"
      case .curve(let p, let c1, let c2):
        return
          "C \(c1.x.dumpString) \(c1.y.dumpString) \(c2.x.dumpString) \(c2.y.dumpString) \(p.x.dumpString) \(p.y.dumpString)"
      case .closeSubpath: return "Z"
      }
    }.joined(separator: " ")
  }
}

import Foundation

/// A resolved way to fill or stroke: a solid color or a gradient in absolute coordinates.
public enum Paint: Hashable, Sendable, CustomStringConvertible {
  /// A solid color.
  case color(Color)
  /// A linear gradient between two absolute points.
  case linearGradient(Gradient, start: CGPoint, end: CGPoint)
  /// A radial gradient around an absolute center.
  case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
  /// An angular (conic) gradient around an absolute center.
  case angularGradient(Gradient, center: CGPoint, startAngle: Angle, endAngle: Angle)

  /// A stable description for display-list dumps.
  public var description: String {
    func stops(_ g: Gradient) -> String {
      g.stops.map { "\($0.color)@\($0.location.dumpString)" }.joined(separator: " ")
    }
    switch self {
    case .color(let c): return c.description
    case .linearGradient(let g, let s, let e):
      return
        "linear[\(stops(g))] (\(s.x.dumpString),\(s.y.dumpString))→(\(e.x.dumpString),\(e.y.dumpString))"
    case .radialGradient(let g, let c, let r0, let r1):
      return
        "radial[\(stops(g))] (\(c.x.dumpString),\(c.y.dumpString)) r \(r0.dumpString)→\(r1.dumpString)"
    case .angularGradient(let g, let c, let a0, let a1):
      return
        "angular[\(stops(g))] (\(c.x.dumpString),\(c.y.dumpString)) \(CGFloat(a0.degrees).dumpString)°→\(CGFloat(a1.degrees).dumpString)°"
    }
  }

  /// Whether painting with this never changes a pixel.
  public var isInvisible: Bool {
    if case .color(let c) = self { return c.alpha == 0 }
    return false
  }
}

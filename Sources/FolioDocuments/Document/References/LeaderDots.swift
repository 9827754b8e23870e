import Foundation

/// A row of dots leading the eye from an entry to its page number, as in a table of
/// contents; the dots sit on the bottom edge and are spaced from the trailing edge, so
/// leaders ending at one x line up from row to row.
public struct LeaderDots: Shape {
  /// The distance between the centers of two dots.
  public var spacing: CGFloat
  /// The diameter of a dot.
  public var diameter: CGFloat

  /// Creates leader dots.
  public init(spacing: CGFloat = 4.5, diameter: CGFloat = 1) {
    self.spacing = spacing
    self.diameter = diameter
  }

  /// One dot every `spacing` points from the trailing edge, none closer than half a
  /// spacing to the leading edge.
  public func path(in rect: CGRect) -> Path {
    var path = Path()
    let step = spacing.isFinite && spacing >= 1 ? spacing : 4.5
    let size = diameter.isFinite && diameter > 0 ? min(diameter, step) : 1
    guard rect.width.isFinite, rect.width >= step else { return path }
    var x = rect.maxX - step / 2
    // Bounded by the width; at most 10,000 dots.
    var count = 0
    while x - size / 2 >= rect.minX + step / 2, count < 10_000 {
      path.addEllipse(in: CGRect(x: x - size / 2, y: rect.maxY - size, width: size, height: size))
      x -= step
      count += 1
    }
    return path
  }
}

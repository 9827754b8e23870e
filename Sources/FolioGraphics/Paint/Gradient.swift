import Foundation

/// A color gradient represented as an array of color stops.
public struct Gradient: Hashable, Sendable {
  /// One color stop in a gradient.
  public struct Stop: Hashable, Sendable {
    /// The color of the stop.
    public var color: Color
    /// The location of the stop, 0…1.
    public var location: CGFloat

    /// Creates a stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in location order.
  public var stops: [Stop]

  /// Creates a gradient from stops.
  public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }

  /// Creates a gradient from colors spaced evenly from 0 to 1.
  public init(colors: [Color]) {
    let count = colors.count
    self.stops = colors.enumerated().map { index, color in
      Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
    }
  }
}

extension Gradient {
  /// The gradient with each stop's color as it looks in a color scheme.
  public func resolved(in colorScheme: ColorScheme) -> Gradient {
    guard colorScheme == .dark else { return self }
    var copy = self
    for index in copy.stops.indices { copy.stops[index].color = copy.stops[index].color.resolved(in: .dark) }
    return copy
  }
}

import Foundation

extension Shape {
  /// The part of the shape's outline between two fractions of its length, as SwiftUI's
  /// `trim(from:to:)`: `Circle().trim(from: 0, to: 0.75).stroke(…)` draws three quarters
  /// of a ring (`Path.trimmedPath(from:to:)`).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// A shape trimmed to part of its outline (`Shape.trim(from:to:)`).
public struct _TrimmedShape<Content: Shape>: Shape {
  /// The shape trimmed.
  public var shape: Content
  /// Where the kept part starts, as a fraction of the outline's length.
  public var startFraction: CGFloat
  /// Where it ends.
  public var endFraction: CGFloat

  /// The trimmed outline.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  /// The shape's own size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

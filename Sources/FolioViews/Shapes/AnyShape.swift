import Foundation

/// A shape with its type erased, as SwiftUI's `AnyShape`.
public struct AnyShape: Shape {
  private let makePath: (CGRect) -> Path
  private let fit: (ProposedViewSize) -> CGSize

  /// Wraps a shape.
  public init<S: Shape>(_ shape: S) {
    makePath = shape.path(in:)
    fit = shape.sizeThatFits
  }

  /// The wrapped shape's outline.
  public func path(in rect: CGRect) -> Path { makePath(rect) }

  /// The wrapped shape's size for a proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fit(proposal) }
}

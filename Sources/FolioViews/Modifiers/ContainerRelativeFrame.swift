import Foundation

extension View {
  /// Sizes this view along `axes` to its container, as SwiftUI's
  /// `containerRelativeFrame(_:alignment:)`. On paper the container is the page's content
  /// area (see `EnvironmentValues.containerSize`); with none known the view keeps its size.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Sizes this view to `span` of `count` equal parts of its container along `axes`, parts
  /// `spacing` apart: `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(count, 1)
    let span = min(max(span, 1), count)
    let gap = spacing.isFinite ? max(spacing, 0) : 0
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      max((length - gap * CGFloat(count - 1)) / CGFloat(count) * CGFloat(span) + gap * CGFloat(span - 1), 0)
    }
  }

  /// Sizes this view along `axes` to what `length` makes of its container's length there.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    _ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, length: length)
  }
}

/// The view framed to its container's size along some axes.
public struct _ContainerRelativeFrame<Content: View>: View {
  let content: Content
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  @Environment(\.containerSize) private var container

  /// The framed content.
  public var body: some View {
    let size = container
    let width = size.flatMap { axes.contains(.horizontal) ? Self.finite(length($0.width, .horizontal)) : nil }
    let height = size.flatMap { axes.contains(.vertical) ? Self.finite(length($0.height, .vertical)) : nil }
    content.frame(width: width, height: height, alignment: alignment)
  }

  private static func finite(_ value: CGFloat) -> CGFloat? { value.isFinite ? max(value, 0) : nil }
}

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`: on
/// paper containers are rectangles, so it is the frame's rectangle.
public struct ContainerRelativeShape: InsettableShape {
  var insetAmount: CGFloat = 0

  /// Creates the shape.
  public init() {}

  /// The frame, inset.
  public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }

  /// The shape inset on every side.
  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

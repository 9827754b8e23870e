@_spi(Engine) import FolioLayout
import Foundation

/// A 2D shape that draws itself by filling its frame with the foreground style unless
/// filled or stroked explicitly.
public protocol Shape: View {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path

  /// The shape's size for a proposal; by default the proposal with nil dimensions as 10.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// The proposal with nil dimensions replaced by 10 (docs/layout-rules.md §2).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// A shape draws itself filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
  }

  /// Fills the shape with a style.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content, drawing: .fill(style))
  }

  /// Strokes the shape's outline with a style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content, drawing: .stroke(style))
  }

  /// Strokes the shape's outline with a style and a line width.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<Self, S>
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes the shape's outline with the foreground style.
  public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
    stroke(ForegroundStyle(), style: style)
  }

  /// Strokes the shape's outline with the foreground style and a line width.
  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
    stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
  }
}

/// A shape that can be inset, so strokes can stay inside its frame.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// Returns the shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// Strokes the outline inside the frame, with a style.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<InsetShape, S> {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// Strokes the outline inside the frame, with a style and line width.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<InsetShape, S> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes the outline inside the frame with the foreground style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<
    InsetShape, ForegroundStyle
  > {
    strokeBorder(ForegroundStyle(), style: style)
  }

  /// Strokes the outline inside the frame with the foreground style and a line width.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<
    InsetShape, ForegroundStyle
  > {
    strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
  }
}

/// A shape filled or stroked with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: LeafView {
  enum Drawing {
    case fill(FillStyle)
    case stroke(StrokeStyle)
  }

  /// The shape.
  public var shape: Content
  /// The style it is drawn with.
  public var style: Style
  let drawing: Drawing

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    ShapeNode(
      shape: shape, style: AnyShapeStyle(style), drawing: drawing, context: context)
  }
}

package final class ShapeNode<S: Shape, Style: ShapeStyle>: LayoutNode {
  let shape: S
  let style: AnyShapeStyle
  let drawing: _ShapeView<S, Style>.Drawing
  let environment: EnvironmentValues

  init(
    shape: S, style: AnyShapeStyle, drawing: _ShapeView<S, Style>.Drawing,
    context: _ResolveContext
  ) {
    self.shape = shape
    self.style = style
    self.drawing = drawing
    environment = context.environment
    super.init(context: context)
  }

  package override var dumpName: String { String(describing: S.self) }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    guard frame.width.isFinite, frame.height.isFinite else { return }
    // Shapes draw in local coordinates, as in SwiftUI; the path is then moved into place.
    let path = shape.path(in: CGRect(origin: .zero, size: frame.size))
      .offsetBy(dx: frame.minX, dy: frame.minY)
    guard !path.isEmpty else { return }
    let paint = style._paint(in: frame, environment: environment)
    guard !paint.isInvisible else { return }
    switch drawing {
    case .fill(let fillStyle):
      recorder.append(.fill(FillItem(path: path, paint: paint, style: fillStyle)))
    case .stroke(let strokeStyle):
      guard strokeStyle.lineWidth > 0 else { return }
      recorder.append(.stroke(StrokeItem(path: path, paint: paint, style: strokeStyle)))
    }
  }
}

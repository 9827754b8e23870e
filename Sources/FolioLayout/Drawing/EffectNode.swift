import Foundation

/// A drawing-only effect around a view: opacity, clipping, a transform, or hiding. Layout
/// is unaffected (the node is transparent to sizes, guides and spacing).
final class EffectNode: TransparentNode {
  enum Effect {
    case opacity(Double)
    case clip(AnyShapePath, FillStyle)
    case transform((CGRect) -> CGAffineTransform, name: String)
    case hidden
  }

  let effect: Effect

  init(child: LayoutNode, effect: Effect, context: _ResolveContext) {
    self.effect = effect
    super.init(child: child, context: context)
  }

  override var dumpName: String {
    switch effect {
    case .opacity: return "Opacity"
    case .clip: return "Clip"
    case .transform(_, let name): return name
    case .hidden: return "Hidden"
    }
  }

  override func recordContent(into recorder: inout DisplayListRecorder) {
    switch effect {
    case .opacity(let opacity):
      guard opacity > 0 else { return }
      recorder.group(opacity: min(opacity, 1)) { child.record(into: &$0) }
    case .clip(let shape, _):
      recorder.group(clip: shape.path(frame)) { child.record(into: &$0) }
    case .transform(let makeTransform, _):
      recorder.group(transform: makeTransform(frame)) { child.record(into: &$0) }
    case .hidden:
      return
    }
  }
}

/// A shape's path placed in a frame, type-erased.
struct AnyShapePath {
  let path: (CGRect) -> Path

  init<S: Shape>(_ shape: S) {
    path = { frame in
      shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }
  }
}

/// Wraps each element's node in an effect.
public struct _EffectModifier: NodeWrappingModifier {
  let effect: EffectNode.Effect

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    EffectNode(child: child, effect: effect, context: context)
  }
}

extension View {
  /// Draws this view at an opacity (0 transparent, 1 opaque).
  public func opacity(_ opacity: Double, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(
      _EffectModifier(effect: .opacity(opacity.isNaN ? 1 : max(opacity, 0))), fileID: fileID, line: line)
  }

  /// Clips this view to a shape filling its frame.
  public func clipShape<S: Shape>(
    _ shape: S, style: FillStyle = FillStyle(), fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(_EffectModifier(effect: .clip(AnyShapePath(shape), style)), fileID: fileID, line: line)
  }

  /// Clips this view to its frame.
  public func clipped(antialiased: Bool = false, fileID: StaticString = #fileID, line: UInt = #line)
    -> some View
  {
    clipShape(Rectangle(), fileID: fileID, line: line)
  }

  /// Clips this view to a rounded rectangle of its frame.
  public func cornerRadius(
    _ radius: CGFloat, antialiased: Bool = true, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), fileID: fileID, line: line)
  }

  /// Draws a border inside this view's frame.
  public func border<S: ShapeStyle>(
    _ content: S, width: CGFloat = 1, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width), fileID: fileID, line: line)
  }

  /// Rotates the drawing of this view about an anchor point (layout is unchanged).
  public func rotationEffect(
    _ angle: Angle, anchor: UnitPoint = .center, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      _EffectModifier(
        effect: .transform(
          { frame in
            CGAffineTransform(rotationAngle: angle.radians).about(anchor.point(in: frame))
          }, name: "RotationEffect")), fileID: fileID, line: line)
  }

  /// Scales the drawing of this view about an anchor point (layout is unchanged).
  public func scaleEffect(
    _ scale: CGSize, anchor: UnitPoint = .center, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      _EffectModifier(
        effect: .transform(
          { frame in
            CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor.point(in: frame))
          }, name: "ScaleEffect")), fileID: fileID, line: line)
  }

  /// Scales the drawing of this view uniformly.
  public func scaleEffect(
    _ s: CGFloat, anchor: UnitPoint = .center, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor, fileID: fileID, line: line)
  }

  /// Scales the drawing of this view by separate factors.
  public func scaleEffect(
    x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor, fileID: fileID, line: line)
  }

  /// Applies an affine transform to the drawing of this view (about its top-left corner).
  public func transformEffect(
    _ transform: CGAffineTransform, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      _EffectModifier(
        effect: .transform(
          { frame in
            CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
              .concatenating(transform)
              .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
          }, name: "TransformEffect")), fileID: fileID, line: line)
  }

  /// Keeps this view's space but draws nothing.
  public func hidden(fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(_EffectModifier(effect: .hidden), fileID: fileID, line: line)
  }
}

extension CGAffineTransform {
  /// This transform applied about `pivot` instead of the origin.
  fileprivate func about(_ pivot: CGPoint) -> CGAffineTransform {
    CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(self)
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
  }
}

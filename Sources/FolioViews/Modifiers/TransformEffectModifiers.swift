import Foundation

extension View {
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
}

extension CGAffineTransform {
  /// This transform applied about `pivot` instead of the origin.
  fileprivate func about(_ pivot: CGPoint) -> CGAffineTransform {
    CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(self)
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
  }
}

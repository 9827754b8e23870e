import Foundation

extension View {
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
}

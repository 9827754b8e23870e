import Foundation

extension View {
  /// Draws this view at an opacity (0 transparent, 1 opaque).
  public func opacity(_ opacity: Double, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(
      _EffectModifier(effect: .opacity(opacity.isNaN ? 1 : max(opacity, 0))), fileID: fileID, line: line)
  }

  /// Keeps this view's space but draws nothing.
  public func hidden(fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(_EffectModifier(effect: .hidden), fileID: fileID, line: line)
  }
}

import Foundation

extension View {
  /// Draws a border inside this view's frame.
  public func border<S: ShapeStyle>(
    _ content: S, width: CGFloat = 1, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width), fileID: fileID, line: line)
  }
}

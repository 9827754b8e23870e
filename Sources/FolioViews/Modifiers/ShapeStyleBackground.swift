import Foundation

extension View {
  /// Fills the view's frame with a style behind it, as SwiftUI's `background(_:)` with a
  /// `ShapeStyle`: `.background(.mint)`, `.background(.gray.opacity(0.2))`. Safe-area
  /// edges mean nothing on paper; the parameter is accepted for SwiftUI code.
  @_disfavoredOverload
  @inlinable public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some View {
    background(Rectangle().fill(style), alignment: .center, fileID: fileID, line: line)
  }

  /// Fills a shape the size of the view's frame with a style behind it, as SwiftUI's
  /// `background(_:in:fillStyle:)`: `.background(.blue, in: RoundedRectangle(cornerRadius: 8))`.
  @inlinable public func background<S: ShapeStyle, Outline: Shape>(
    _ style: S, in shape: Outline, fillStyle: FillStyle = FillStyle(), fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some View {
    background(shape.fill(style, style: fillStyle), alignment: .center, fileID: fileID, line: line)
  }

  /// Fills a shape the size of the view's frame with the background style behind it, as
  /// SwiftUI's `background(in:fillStyle:)` (`.background(in: Capsule())`): white, or black
  /// in the dark scheme, unless a `backgroundStyle` is set.
  @inlinable public func background<Outline: Shape>(
    in shape: Outline, fillStyle: FillStyle = FillStyle(), fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    background(shape.fill(.background, style: fillStyle), alignment: .center, fileID: fileID, line: line)
  }
}

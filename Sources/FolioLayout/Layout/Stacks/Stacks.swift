import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: PrimitiveView {
  @usableFromInline let root: _LayoutRoot<HStackLayout, Content>

  /// Creates a horizontal stack.
  @inlinable public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    root = _LayoutRoot(
      layout: HStackLayout(alignment: alignment, spacing: spacing), content: content(),
      name: "HStack", location: ViewSourceLocation(fileID: fileID, line: line))
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    root.makeViewList(context: context)
  }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: PrimitiveView {
  @usableFromInline let root: _LayoutRoot<VStackLayout, Content>

  /// Creates a vertical stack.
  @inlinable public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    root = _LayoutRoot(
      layout: VStackLayout(alignment: alignment, spacing: spacing), content: content(),
      name: "VStack", location: ViewSourceLocation(fileID: fileID, line: line))
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    root.makeViewList(context: context)
  }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View>: PrimitiveView {
  @usableFromInline let root: _LayoutRoot<ZStackLayout, Content>

  /// Creates an overlaying stack.
  @inlinable public init(
    alignment: Alignment = .center, @ViewBuilder content: () -> Content,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    root = _LayoutRoot(
      layout: ZStackLayout(alignment: alignment), content: content(), name: "ZStack",
      location: ViewSourceLocation(fileID: fileID, line: line))
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    root.makeViewList(context: context)
  }
}

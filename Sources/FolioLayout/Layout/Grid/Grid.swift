import Foundation

/// A container that arranges views in rows and shared columns.
public struct Grid<Content: View>: PrimitiveView {
  let root: _LayoutRoot<GridLayout, Content>

  /// Creates a grid.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    root = _LayoutRoot(
      layout: GridLayout(
        alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
      content: content(), name: "Grid", location: ViewSourceLocation(fileID: fileID, line: line))
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    root.makeViewList(context: context)
  }
}

/// A horizontal row of cells in a `Grid`.
public struct GridRow<Content: View>: PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a grid row.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    let marker = GridRowMarker(alignment: alignment)
    return resolveViewList(content, context: context.forChildren(stackAxis: .horizontal))
      .mapTraits { $0[GridRowTrait.self] = marker }
  }
}

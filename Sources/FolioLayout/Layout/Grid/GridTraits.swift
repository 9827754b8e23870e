import Foundation

/// Identifies the `GridRow` a cell belongs to, with the row's alignment.
final class GridRowMarker {
  let alignment: VerticalAlignment?
  init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

struct GridRowTrait: TraitKey {
  static var defaultValue: GridRowMarker? { nil }
}

struct GridCellColumnsTrait: TraitKey {
  static var defaultValue: Int { 1 }
}

struct GridColumnAlignmentTrait: TraitKey {
  static var defaultValue: HorizontalAlignment? { nil }
}

struct GridCellAnchorTrait: TraitKey {
  static var defaultValue: UnitPoint? { nil }
}

struct GridCellUnsizedAxesTrait: TraitKey {
  static var defaultValue: Axis.Set { [] }
}

extension View {
  /// Makes this grid cell span `count` columns.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(_TraitWritingModifier { $0[GridCellColumnsTrait.self] = max(count, 1) })
  }

  /// Aligns every cell of this cell's column (set it on a cell of the first row).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(_TraitWritingModifier { $0[GridColumnAlignmentTrait.self] = guide })
  }

  /// Positions this cell in its cell rectangle by an anchor point instead of alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(_TraitWritingModifier { $0[GridCellAnchorTrait.self] = anchor })
  }

  /// Keeps this flexible cell from sizing its row or column on the given axes.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(_TraitWritingModifier { $0[GridCellUnsizedAxesTrait.self] = axes })
  }
}

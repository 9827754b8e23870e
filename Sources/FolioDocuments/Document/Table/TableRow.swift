import Foundation

/// One row of a `Table` built with `rows:`, standing for a value, as SwiftUI's
/// `TableRow`. Rows are views, so `ForEach` and `Section` group them as in SwiftUI:
///
///     Table(of: Person.self) {
///       TableColumn("Name", value: \.name)
///     } rows: {
///       Section("Team") {
///         ForEach(team) { TableRow($0) }
///       }
///       TableRow(guest)
///     }
///
/// Outside a table a `TableRow` draws nothing.
public struct TableRow<Value>: PrimitiveView {
  let value: Value

  /// A row for a value.
  public init(_ value: Value) { self.value = value }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    _ViewList(element: ViewElement(traits: traits) { EmptyNode(context: context) })
  }

  private var traits: ViewTraits {
    var traits = ViewTraits()
    traits[TableRowValueTrait.self] = TableRowValue(value: value)
    return traits
  }
}

/// A `TableRow`'s value, boxed for the trait.
struct TableRowValue {
  let value: Any
}

struct TableRowValueTrait: TraitKey {
  static var defaultValue: TableRowValue? { nil }
}

/// What a table built with `rows:` has in each row: a value, or a view across every
/// column (a section's header or footer, or any other view among the rows).
enum TableRowEntry<RowValue> {
  case value(RowValue)
  case spanning(index: Int, part: SectionPart?)
}

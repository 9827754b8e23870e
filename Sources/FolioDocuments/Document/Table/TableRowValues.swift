/// A table's row values, each read from its collection once per row: the columns of a row
/// are made one after another, so the last value read is kept for the next column (a lazy
/// collection's transform, for example, runs once per row, not once per cell).
final class TableRowValues<RowValue> {
  private let read: (Int) -> RowValue
  private var last: (index: Int, value: RowValue)?

  init(_ read: @escaping (Int) -> RowValue) {
    self.read = read
  }

  /// The value of row `index`.
  func value(at index: Int) -> RowValue {
    if let last, last.index == index { return last.value }
    let value = read(index)
    last = (index, value)
    return value
  }
}

import Foundation

/// Where a piece of data came from — a file and line, or a record number — so that an
/// error about a value built from it (an unencodable barcode, say) names the record.
public struct DataRecordLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file or data source (`shipping.csv`).
  public var source: String
  /// The line the record starts on, if known.
  public var line: Int?

  /// Creates a location.
  public init(source: String, line: Int? = nil) {
    self.source = source
    self.line = line
  }

  /// `shipping.csv:12`.
  public var description: String { source + (line.map { ":\($0)" } ?? "") }
}

/// A value that knows which record of its data source it came from. `ForEach` and
/// `LabelSheet` put the location of such items in the environment of the views they make.
public protocol DataRecordLocating {
  /// The record's location.
  var recordLocation: DataRecordLocation { get }
}

struct DataRecordLocationKey: EnvironmentKey {
  static let defaultValue: DataRecordLocation? = nil
}

extension EnvironmentValues {
  /// The data record the views are built from, when `ForEach` or `LabelSheet` knows it.
  public var dataRecordLocation: DataRecordLocation? {
    get { self[DataRecordLocationKey.self] }
    set { self[DataRecordLocationKey.self] = newValue }
  }
}

extension _ResolveContext {
  /// The context for the views of one data item: its record location in the environment
  /// when the item knows it.
  package func forItem<Item>(_ item: Item) -> _ResolveContext {
    guard let located = item as? any DataRecordLocating else { return self }
    var copy = self
    copy.environment.dataRecordLocation = located.recordLocation
    return copy
  }
}

import Foundation

/// A type that makes one document from one data record: what `folio batch` renders once
/// per record of a data file, and `folio render --data FILE --record N` renders for one.
///
/// ```swift
/// struct Badge: DocumentTemplate {
///   let record: DataRecord
///   var document: Document {
///     get throws(FolioError) {
///       let name = try record.string("name")
///       return Document(pageSize: .a6) { Text(name).font(.title) }
///     }
///   }
/// }
/// ```
///
/// A struct with a `let record: DataRecord` property gets `init(record:)` for free.
/// Errors thrown from either requirement fail that record only: `folio batch` reports
/// them with the record's file, line and number, and goes on.
public protocol DocumentTemplate {
  /// Creates the template for one record.
  init(record: DataRecord) throws(FolioError)
  /// The record's document.
  var document: Document { get throws(FolioError) }
}

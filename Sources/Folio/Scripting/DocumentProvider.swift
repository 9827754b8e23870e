import Foundation

/// A type that makes a document: the way a script tells `folio render`, `folio run` and
/// `folio layout` what to render (the other way is a top-level `let document`).
///
/// ```swift
/// struct Invoice: DocumentProvider {
///   var document: Document {
///     get throws(FolioError) { Document { Text("Invoice") } }
///   }
/// }
/// ```
public protocol DocumentProvider {
  /// Creates the provider.
  init()
  /// The document.
  var document: Document { get throws(FolioError) }
}

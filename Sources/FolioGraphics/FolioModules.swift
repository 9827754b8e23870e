import Foundation

/// The names of Folio's own Swift modules, in one place: what tells Folio's views from a
/// user's in paths and diagnostics, and what the `folio` command checks
/// `libFolioScripting.so` against (`ArchitectureDocTests` holds the list to Package.swift).
package enum FolioModules {
  /// The modules of the `Folio` library product: `Folio` and every Swift module it is made
  /// of.
  package static let library = [
    "Folio", "FolioDocuments", "FolioViews", "FolioLayout", "FolioMarkdown", "FolioGraphics",
    "FolioPango", "FolioCairo",
  ]

  /// The modules whose views and lines are Folio's own: the library's and the golden-test
  /// library's.
  package static let ownViews = library + ["FolioTesting"]
}

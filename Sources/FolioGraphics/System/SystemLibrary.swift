import Foundation

/// A C library Folio loads with `dlopen` when a document first needs it (`LoadedLibrary`):
/// the file names it is found under and the packages that install it, in one place.
///
/// The file names are the sonames of the releases Folio is tested on — Debian 12 and
/// Debian 13 (`SystemLibraryTests` loads each by one of them on both) — newest first, then
/// the development link (`libzint.so`), which names the version whose headers Folio was
/// built with on any other system.
package struct SystemLibrary: Sendable, CustomStringConvertible {
  /// The library's name (`libzint`).
  package let name: String
  /// What needs it, for messages (`barcodes`).
  package let purpose: String
  /// The file names it is loaded by, in order.
  package let fileNames: [String]
  /// The Debian packages to install, for messages.
  package let packages: String

  /// libzint: barcodes.
  package static let zint = SystemLibrary(
    name: "libzint", purpose: "barcodes", fileNames: ["libzint.so.2.15", "libzint.so.2.11", "libzint.so"],
    packages: "libzint-dev (it brings libzint2.11 on Debian 12, libzint2.15 on Debian 13)")
  /// md4c: Markdown in `Text` literals and `Markdown` views.
  package static let md4c = SystemLibrary(
    name: "libmd4c", purpose: "Markdown", fileNames: ["libmd4c.so.0", "libmd4c.so"],
    packages: "libmd4c-dev (it brings libmd4c0)")
  /// libhyphen: only Folio's tests load it, to check that Folio's own reading of the
  /// hyphenation dictionaries (`HyphenationPatterns`) breaks words as libhyphen does.
  package static let hyphen = SystemLibrary(
    name: "libhyphen", purpose: "checking hyphenation in Folio's tests",
    fileNames: ["libhyphen.so.0", "libhyphen.so"],
    packages: "libhyphen-dev (it brings libhyphen0) and a hyphen-<language> dictionary")
  /// librsvg: SVG images.
  package static let rsvg = SystemLibrary(
    name: "librsvg", purpose: "SVG images", fileNames: ["librsvg-2.so.2", "librsvg-2.so"],
    packages: "librsvg2-dev (it brings librsvg2-2)")
  /// Poppler's GLib interface: PDF images.
  package static let poppler = SystemLibrary(
    name: "libpoppler-glib", purpose: "PDF images",
    fileNames: ["libpoppler-glib.so.8", "libpoppler-glib.so"],
    packages:
      "libpoppler-glib-dev (it brings libpoppler-glib8 on Debian 12, libpoppler-glib8t64 on Debian 13)")
  /// gdk-pixbuf: JPEG images.
  package static let pixbuf = SystemLibrary(
    name: "libgdk_pixbuf-2.0", purpose: "JPEG images",
    fileNames: ["libgdk_pixbuf-2.0.so.0", "libgdk_pixbuf-2.0.so"],
    packages: "libgdk-pixbuf-2.0-dev (it brings libgdk-pixbuf-2.0-0)")

  /// Every library Folio loads this way (libhyphen: its tests).
  package static let all: [SystemLibrary] = [zint, md4c, hyphen, rsvg, poppler, pixbuf]

  /// The library, loaded by the first of its file names that loads; nil when none does.
  package func load() -> LoadedLibrary? { LoadedLibrary(fileNames) }

  /// The error of a render that needs the library when it is not installed: what needs it
  /// and what to install.
  package var missingError: FolioError {
    .libraryMissing(
      name,
      reason: "it is needed for \(purpose); install Debian's \(packages), or your system's \(name) package")
  }

  /// The library's name.
  package var description: String { name }
}

import FolioGraphics
import Foundation
import Testing

// The C libraries Folio loads with dlopen are found by the names the systems Folio is
// tested on give them (Debian 12 and Debian 13: this test runs in both CI lanes).
@Suite struct SystemLibraryTests {
  @Test(arguments: SystemLibrary.all)
  func eachLibraryLoadsByItsReleasesSoname(library: SystemLibrary) {
    // The development link (`libzint.so`) comes with the -dev packages only: a system
    // without them must still find the library by a soname in the list.
    let sonames = library.fileNames.filter { !$0.hasSuffix(".so") }
    #expect(!sonames.isEmpty)
    #expect(
      sonames.contains { LoadedLibrary([$0]) != nil }, "none of \(sonames) loads: add this system's soname")
  }

  @Test func aMissingLibrarysErrorNamesWhatNeedsItAndWhatToInstall() {
    let error = SystemLibrary.zint.missingError
    #expect(error.code == .libraryMissing)
    #expect(error.subject == "libzint")
    #expect(
      "\(error)".hasPrefix(
        "libzint is not installed: it is needed for barcodes; install Debian's libzint-dev"))
  }
}

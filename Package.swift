// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Folio",
  products: [
    .library(name: "Folio", targets: ["Folio"]),
    .library(name: "FolioTesting", targets: ["FolioTesting"]),
    // What `folio run` and `folio render` link scripts against.
    .library(name: "FolioScripting", type: .dynamic, targets: ["Folio"]),
    .executable(name: "folio", targets: ["FolioCLI"]),
    .executable(name: "folio-bench", targets: ["FolioBench"]),
    .executable(name: "folio-fuzz", targets: ["FolioFuzzCLI"]),
  ],
  targets: [
    .systemLibrary(name: "CMarkdown"),
    .target(name: "FolioGraphics"),
    .target(name: "FolioMarkdown", dependencies: ["FolioGraphics", "CMarkdown"]),
    // Pango's headers through a link in the target (see its module map), with the include
    // paths of GLib, HarfBuzz and Cairo from their pkg-config files, which add no flag
    // SwiftPM refuses.
    .systemLibrary(name: "CGLib", pkgConfig: "gobject-2.0"),
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz"),
    .target(name: "CPango", dependencies: ["CGLib", "CHarfBuzz", "CCairo"]),
    // The layout engine, the SwiftUI surface and documents: one-way, each on the one before.
    .target(name: "FolioLayout", dependencies: ["FolioGraphics"]),
    .target(name: "FolioViews", dependencies: ["FolioGraphics", "FolioLayout", "FolioMarkdown"]),
    .target(
      name: "FolioDocuments",
      dependencies: ["FolioGraphics", "FolioLayout", "FolioViews", "FolioMarkdown"]),
    // Hyphenation patterns (libhyphen with Debian's hyphen-* dictionaries). md4c's, libhyphen's
    // and libzint's headers only, like Poppler's below: each library is loaded with dlopen
    // when a document first needs it (JPEG images' gdk-pixbuf too, declared by hand).
    .systemLibrary(name: "CHyphen"),
    .target(name: "FolioPango", dependencies: ["FolioGraphics", "CPango", "CHyphen"]),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo"),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib"),
    // PDF images (an asset catalog's vector imagesets), drawn as vectors: Poppler's headers
    // only; the library is loaded with dlopen on the first PDF image.
    .systemLibrary(name: "CPoppler"),
    .target(
      name: "FolioCairo",
      dependencies: ["FolioGraphics", "CGLib", "CCairo", "CPoppler", "CZlib"]),
    .systemLibrary(name: "CZint"),
    .target(
      name: "Folio",
      dependencies: [
        "FolioGraphics", "FolioLayout", "FolioViews", "FolioDocuments", "FolioPango", "FolioCairo", "CZint",
      ]),
    .target(name: "FolioTesting", dependencies: ["Folio", "FolioCairo"]),
    // What Folio's own commands set up in their processes (the allocator's settings):
    // linked into the executables only, never into a library product.
    .target(name: "FolioProcess"),
    .target(
      name: "FolioSamples", dependencies: ["Folio"], path: "Samples", resources: [.copy("Data")]),
    .executableTarget(
      name: "FolioCLI", dependencies: ["Folio", "FolioCairo", "FolioSamples", "FolioProcess"]),
    .executableTarget(
      name: "FolioBench", dependencies: ["Folio", "FolioSamples", "FolioProcess", "FolioTesting"]),
    .target(name: "FolioFuzz", dependencies: ["Folio", "FolioCairo", "FolioMarkdown"]),
    .executableTarget(
      name: "FolioFuzzCLI", dependencies: ["Folio", "FolioFuzz", "FolioProcess"]),
    .testTarget(
      name: "FolioLayoutTests", dependencies: ["FolioLayout", "FolioViews", "FolioDocuments"]),
    .testTarget(name: "FolioPangoTests", dependencies: ["FolioPango", "CPango", "CHyphen"]),
    // What the test targets share (temporary folders, running commands and `folio`).
    .target(name: "FolioTestSupport", path: "Tests/FolioTestSupport"),
    .testTarget(
      name: "FolioTests",
      dependencies: [
        "Folio", "FolioCairo", "FolioSamples", "FolioTesting", "FolioTestSupport",
        "FolioFuzz",
      ],
      exclude: ["__Snapshots__"]),
    // The `folio` command: its parser, its subcommands run as processes, and the docs'
    // scripts and code blocks.
    .testTarget(
      name: "FolioCLITests",
      dependencies: ["Folio", "FolioCairo", "FolioCLI", "FolioTestSupport", "FolioTesting"],
      exclude: ["Fixtures"]),
    .testTarget(name: "SeedExampleTests", dependencies: ["Folio"]),
    // SwiftUI-style files written as SwiftUI developers write them, only the import changed.
    .testTarget(name: "SwiftUIPortTests", dependencies: ["Folio", "FolioTestSupport"]),
    // View files written as SwiftUI apps write them (previews, widgets, controls, asset
    // catalogs), only the import changed; their previews rendered and compared with goldens.
    .testTarget(
      name: "PreviewPortTests", dependencies: ["Folio", "FolioTesting", "FolioTestSupport"],
      exclude: ["__Snapshots__", "MacroPreviews"], resources: [.copy("Views/Assets.xcassets")]),
    .testTarget(name: "FolioTestingTests", dependencies: ["FolioTesting", "FolioTestSupport"]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: ["Folio", "FolioCairo", "FolioFuzz", "FolioCLI", "FolioFuzzCLI", "FolioTestSupport"],
      exclude: ["Fixtures"]),
  ]
)

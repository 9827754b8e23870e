// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Folio",
  products: [
    .library(name: "FolioLayout", targets: ["FolioLayout"]),
  ],
  targets: [
    .systemLibrary(name: "CMarkdown", pkgConfig: "md4c"),
    .target(name: "FolioGraphics"),
    .target(name: "FolioMarkdown", dependencies: ["CMarkdown"]),
    .target(name: "FolioLayout", dependencies: ["FolioGraphics", "FolioMarkdown"]),
    .testTarget(name: "FolioLayoutTests", dependencies: ["FolioLayout"]),
  ]
)

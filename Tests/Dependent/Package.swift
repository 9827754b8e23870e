// swift-tools-version:6.0
// A package that depends on Folio as a user's would: `scripts/check-dependents` builds it
// and runs its tests with Folio as a path and as a git URL, and fails on any warning.
import PackageDescription

let package = Package(
  name: "Greeting",
  products: [.library(name: "Greeting", targets: ["Greeting"])],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "Greeting", dependencies: [.product(name: "Folio", package: "Folio")]),
    .testTarget(
      name: "GreetingTests",
      dependencies: ["Greeting", .product(name: "FolioTesting", package: "Folio")]),
  ]
)

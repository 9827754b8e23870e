import Foundation

/// The asset catalogs (`*.xcassets` folders) `Color("Name")` and `Image("name")` read, as an
/// app's asset catalog in SwiftUI.
///
/// Catalogs are found in the folders given to `register(_:)`, in `FOLIO_ASSETS` (a
/// `:`-separated list of catalogs or folders holding them; `folio previews` sets it from
/// `--assets` and the catalogs beside the files it renders), and in the bundle a
/// `Color(_:bundle:)` or `Image(_:bundle:)` names. A name no catalog has is drawn clear
/// (a color) or fails the render (an image), and `missingNames()` reports it once.
public enum AssetCatalog {
  /// One catalog's colorsets and imagesets by name (a namespaced group's name prefixes its
  /// assets: `Brand/Accent`).
  struct Index {
    var colorSets: [String: URL] = [:]
    var imageSets: [String: URL] = [:]
  }

  /// The catalogs registered and the indexes, misses and bundles found so far.
  ///
  /// `@unchecked Sendable`: every `var` is read and written only under `lock`.
  private final class Registry: @unchecked Sendable {
    let lock = NSLock()
    var catalogs: [URL] = []
    var indexes: [URL: Index] = [:]
    var loadedEnvironment = false
    var missing: [String] = []
    var reported: Set<String> = []
    /// The catalogs of each bundle's resource folder, listed once.
    var bundles: [URL: [URL]] = [:]
  }

  private static let registry = Registry()

  /// Adds a catalog (`Assets.xcassets`) or a folder whose `*.xcassets` children are
  /// catalogs; later registrations are searched first.
  public static func register(_ url: URL) {
    let catalogs = catalogs(in: url)
    registry.lock.lock()
    defer { registry.lock.unlock() }
    for catalog in catalogs where !registry.catalogs.contains(catalog) {
      registry.catalogs.insert(catalog, at: 0)
    }
  }

  /// The catalogs searched, most recent first (`FOLIO_ASSETS` last).
  public static var registeredCatalogs: [URL] {
    loadEnvironmentOnce()
    registry.lock.lock()
    defer { registry.lock.unlock() }
    return registry.catalogs
  }

  /// The names asked for that no catalog has, each once, since the last call
  /// (`color "Brand"`, `image "logo"`).
  public static func missingNames() -> [String] {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    let names = registry.missing
    registry.missing = []
    return names
  }

  /// The colorset of a name: in the bundle's catalogs when one is given, then in the
  /// registered ones.
  static func colorSet(named name: String, bundle: Bundle?) -> URL? {
    lookup(name, bundle: bundle, kind: "color") { $0.colorSets[name] }
  }

  /// The imageset of a name.
  static func imageSet(named name: String, bundle: Bundle?) -> URL? {
    lookup(name, bundle: bundle, kind: nil) { $0.imageSets[name] }
  }

  /// Notes a name no catalog has (reported once by `missingNames()`).
  static func noteMissing(_ description: String) {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    if registry.reported.insert(description).inserted { registry.missing.append(description) }
  }

  private static func lookup(
    _ name: String, bundle: Bundle?, kind: String?, find: (Index) -> URL?
  ) -> URL? {
    var searched: [URL] = []
    if let bundle, let resources = bundle.resourceURL { searched += bundleCatalogs(resources) }
    searched += registeredCatalogs
    for catalog in searched {
      if let url = find(index(of: catalog)) { return url }
    }
    if let kind { noteMissing("\(kind) \"\(name)\"") }
    return nil
  }

  /// The catalogs in a bundle's resource folder, listed on first use.
  private static func bundleCatalogs(_ resources: URL) -> [URL] {
    registry.lock.lock()
    if let known = registry.bundles[resources] {
      registry.lock.unlock()
      return known
    }
    registry.lock.unlock()
    let found = catalogs(in: resources)
    registry.lock.lock()
    registry.bundles[resources] = found
    registry.lock.unlock()
    return found
  }

  private static func loadEnvironmentOnce() {
    registry.lock.lock()
    let load = !registry.loadedEnvironment
    registry.loadedEnvironment = true
    registry.lock.unlock()
    guard load, let list = ProcessInfo.processInfo.environment["FOLIO_ASSETS"] else { return }
    let found = list.split(separator: ":").flatMap { catalogs(in: URL(fileURLWithPath: String($0))) }
    registry.lock.lock()
    for catalog in found where !registry.catalogs.contains(catalog) { registry.catalogs.append(catalog) }
    registry.lock.unlock()
  }

  /// `url` itself when it is a catalog (`*.xcassets`), else its `*.xcassets` children,
  /// sorted.
  public static func catalogs(in url: URL) -> [URL] {
    let standardized = url.standardizedFileURL
    if standardized.pathExtension == "xcassets" { return [standardized] }
    let children = (try? FileManager.default.contentsOfDirectory(atPath: standardized.path)) ?? []
    return children.filter { $0.hasSuffix(".xcassets") }.sorted()
      .map { standardized.appendingPathComponent($0) }
  }

  private static func index(of catalog: URL) -> Index {
    registry.lock.lock()
    if let index = registry.indexes[catalog] {
      registry.lock.unlock()
      return index
    }
    registry.lock.unlock()
    var index = Index()
    scan(catalog, prefix: "", into: &index, depth: 0)
    registry.lock.lock()
    registry.indexes[catalog] = index
    registry.lock.unlock()
    return index
  }

  /// Walks a catalog folder: `*.colorset` and `*.imageset` folders are assets; other folders
  /// are groups, whose `Contents.json` may say they provide a namespace.
  private static func scan(_ folder: URL, prefix: String, into index: inout Index, depth: Int) {
    guard depth < 16 else { return }
    let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    for child in children where !child.hasPrefix(".") {
      let url = folder.appendingPathComponent(child)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
      else { continue }
      let name = (child as NSString).deletingPathExtension
      switch url.pathExtension {
      case "colorset": index.colorSets[prefix + name] = index.colorSets[prefix + name] ?? url
      case "imageset": index.imageSets[prefix + name] = index.imageSets[prefix + name] ?? url
      case "":
        scan(
          url, prefix: providesNamespace(url) ? prefix + child + "/" : prefix, into: &index, depth: depth + 1)
      default: continue
      }
    }
  }

  private static func providesNamespace(_ folder: URL) -> Bool {
    guard
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = json["properties"] as? [String: Any]
    else { return false }
    return (properties["provides-namespace"] as? Bool) == true
  }
}

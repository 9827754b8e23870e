import CPango
import FolioGraphics
import Foundation

/// The set of fonts text is shaped with: the machine's fontconfig setup, or a
/// configuration file of your own (Folio's tests use one so results do not depend on
/// what else a machine has installed), plus font files registered at run time.
///
/// A configuration may be shared by renders on several threads. Registering a font never
/// changes a fontconfig configuration a render is using (fontconfig does not lock it): it
/// builds a new one with every registered file and swaps it in, so renders started before
/// keep the fonts they began with and renders started afterwards see the new font.
///
/// `@unchecked Sendable`: `loaded` and `registered` are read and written under `lock`; `source`
/// is set once, in `init`.
package final class FontconfigConfiguration: @unchecked Sendable {
  /// Where the configuration comes from, to build it again.
  enum Source {
    case system
    case file(URL)
    /// fontconfig XML text (written to a temporary file whenever it is loaded).
    case xml(String)
  }

  /// Where the configuration comes from (set once, by the initializers).
  var source: Source
  private let lock = NSLock()
  /// The current fontconfig configuration (one reference held here); nil while the
  /// machine's configuration is still loading (`DefaultConfigurationLoad`). Read and
  /// written under `lock`.
  private var loaded: OpaquePointer?
  /// The current configuration, once loaded (waits for the machine's configuration).
  private var current: OpaquePointer {
    get {
      if let loaded { return loaded }
      let config = DefaultConfigurationLoad.shared.referencedConfig()
      loaded = config
      return config
    }
    set { loaded = newValue }
  }
  private var registered: [String] = []

  /// The machine's fontconfig configuration.
  package static let system = FontconfigConfiguration(systemDefault: ())

  /// fontconfig's own default configuration, which Pango loads too: Pango's first font map
  /// starts loading it on a thread of its own and waits for it before its first font,
  /// whatever configuration the map is given. The system configuration is that one
  /// (loaded once, not twice).
  private init(systemDefault: Void) {
    source = .system
    DefaultConfigurationLoad.startIfNeeded()
  }

  /// A configuration already loaded (by `load`, which also starts loading fontconfig's
  /// default configuration on another thread: see `loadDefaultInBackground`).
  init(loaded config: OpaquePointer, source: Source) {
    self.source = source
    loaded = config
  }

  /// Starts loading fontconfig's default configuration on a thread of its own, once per
  /// process, so that Pango's wait for it (before the first font of the first font map)
  /// overlaps loading another configuration instead of following it.
  static func loadDefaultInBackground() { DefaultConfigurationLoad.startIfNeeded() }

  /// A configuration read from a fontconfig XML file.
  package init(fontsConf url: URL) throws(FolioError) {
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw .fileNotReadable(path: url.path, reason: "no readable fontconfig file")
    }
    source = .file(url)
    loaded = try Self.load(url)
  }

  /// Loads fontconfig XML text (no temporary file: a full or read-only temporary folder
  /// does not change the fonts).
  static func load(xml: String) throws(FolioError) -> OpaquePointer {
    try load(name: "fontconfig XML") { config in
      xml.withCString { text in
        text.withMemoryRebound(to: FcChar8.self, capacity: strlen(text) + 1) {
          FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
        }
      }
    }
  }

  private static func load(_ url: URL) throws(FolioError) -> OpaquePointer {
    try load(name: url.path) { config in
      url.path.withCString { path in
        path.withMemoryRebound(to: FcChar8.self, capacity: strlen(path) + 1) {
          FcConfigParseAndLoad(config, $0, FcTrue)
        }
      }
    }
  }

  /// A new configuration that `parse` fills, with its fonts built; `name` names it in errors.
  private static func load(name: String, _ parse: (OpaquePointer) -> FcBool) throws(FolioError)
    -> OpaquePointer
  {
    loadDefaultInBackground()
    guard let config = FcConfigCreate() else {
      throw .invalidFont(path: name, reason: "fontconfig could not create a configuration")
    }
    guard parse(config) == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
      // Destroyed once the default configuration has loaded: destroying a configuration
      // fontconfig refused while its default loads on another thread damaged memory (a
      // crash in one run of two of `PangoMeasurerTests.fontconfigXMLLoadsFromMemory`).
      DefaultConfigurationLoad.shared.waitUntilLoaded()
      FcConfigDestroy(config)
      throw .invalidFont(path: name, reason: "fontconfig could not load this configuration")
    }
    return config
  }

  deinit {
    if let loaded { FcConfigDestroy(loaded) }
  }

  /// The current fontconfig configuration, with a reference the caller releases with
  /// `FcConfigDestroy` (a Pango font map keeps its own).
  var referencedConfig: OpaquePointer {
    lock.lock()
    defer { lock.unlock() }
    return FcConfigReference(current)
  }

  /// The current configuration as a render starting now will use it, without waiting for
  /// the machine's configuration to finish loading: a render started before a font is
  /// registered keeps the fonts it began with, even if it measures its first text after.
  var pendingConfig: PendingConfig {
    lock.lock()
    defer { lock.unlock() }
    guard let loaded else { return PendingConfig(referenced: nil) }
    return PendingConfig(referenced: FcConfigReference(loaded))
  }

  /// Makes the fonts of a TrueType, OpenType or collection file available by their family
  /// names, or throws an error naming the file. Renders that already started do not see
  /// the font; later ones do.
  package func registerFont(at url: URL) throws(FolioError) {
    let path = url.path
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .fileNotReadable(path: path, reason: "no readable font file")
    }
    var count: Int32 = 0
    let blanks: OpaquePointer? = nil
    let pattern = path.withCString { cPath in
      cPath.withMemoryRebound(to: FcChar8.self, capacity: strlen(cPath) + 1) {
        FcFreeTypeQuery($0, 0, blanks, &count)
      }
    }
    guard let pattern else {
      throw .invalidFont(path: path, reason: "not a font file fontconfig can read")
    }
    FcPatternDestroy(pattern)
    lock.lock()
    defer { lock.unlock() }
    // A new configuration, not yet shared, with every registered file.
    let fresh: OpaquePointer
    switch source {
    case .system:
      guard let config = FcInitLoadConfigAndFonts() else {
        throw .invalidFont(path: path, reason: "fontconfig could not load its configuration")
      }
      fresh = config
    case .file(let conf):
      fresh = try Self.load(conf)
    case .xml(let text):
      fresh = try Self.load(xml: text)
    }
    for file in registered + [path] {
      let added = file.withCString { cPath in
        cPath.withMemoryRebound(to: FcChar8.self, capacity: strlen(cPath) + 1) {
          FcConfigAppFontAddFile(fresh, $0)
        }
      }
      guard added == FcTrue else {
        FcConfigDestroy(fresh)
        throw .invalidFont(path: file, reason: "fontconfig refused the file")
      }
    }
    registered.append(path)
    let old = current
    current = fresh
    FcConfigDestroy(old)
  }

  /// The family names fontconfig knows, sorted.
  package var familyNames: [String] {
    let config = referencedConfig
    defer { FcConfigDestroy(config) }
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    let objectSet = FcObjectSetCreate()
    defer { FcObjectSetDestroy(objectSet) }
    _ = FcObjectSetAdd(objectSet, FC_FAMILY)
    guard let list = FcFontList(config, pattern, objectSet) else { return [] }
    defer { FcFontSetDestroy(list) }
    var names = Set<String>()
    let fonts = list.pointee
    for index in 0..<Int(fonts.nfont) {
      var value: UnsafeMutablePointer<FcChar8>?
      if let font = fonts.fonts[index], FcPatternGetString(font, FC_FAMILY, 0, &value) == FcResultMatch,
        let value
      {
        names.insert(String(cString: value))
      }
    }
    return names.sorted()
  }
}

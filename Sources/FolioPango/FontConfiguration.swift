import CPango
import FolioGraphics
import Foundation

/// The set of fonts text is shaped with: the machine's fontconfig setup, or a
/// configuration file of your own (Folio's tests use one so results do not depend on
/// what else a machine has installed), plus font files registered at run time.
///
/// A configuration may be shared by measurers on several threads; registering a font
/// affects measurers created afterwards.
public final class FontConfiguration: @unchecked Sendable {
  let config: OpaquePointer
  private let lock = NSLock()
  private var registered: [String] = []

  /// The machine's fontconfig configuration.
  public static let system = FontConfiguration(systemDefault: ())

  private init(systemDefault: Void) {
    config = FcInitLoadConfigAndFonts()
  }

  /// A configuration read from a fontconfig XML file.
  public init(fontsConf url: URL) throws(FolioError) {
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw .fileNotReadable(path: url.path, reason: "no readable fontconfig file")
    }
    guard let config = FcConfigCreate() else {
      throw .invalidFont(path: url.path, reason: "fontconfig could not create a configuration")
    }
    let parsed = url.path.withCString { path in
      path.withMemoryRebound(to: FcChar8.self, capacity: strlen(path) + 1) {
        FcConfigParseAndLoad(config, $0, FcTrue)
      }
    }
    guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
      FcConfigDestroy(config)
      throw .invalidFont(path: url.path, reason: "fontconfig could not load this configuration")
    }
    self.config = config
  }

  deinit {
    if self !== FontConfiguration.system { FcConfigDestroy(config) }
  }

  /// Makes the fonts of a TrueType, OpenType or collection file available by their family
  /// names, or throws an error naming the file.
  public func registerFont(at url: URL) throws(FolioError) {
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
    let added = path.withCString { cPath in
      cPath.withMemoryRebound(to: FcChar8.self, capacity: strlen(cPath) + 1) {
        FcConfigAppFontAddFile(config, $0)
      }
    }
    guard added == FcTrue else {
      throw .invalidFont(path: path, reason: "fontconfig refused the file")
    }
    registered.append(path)
  }

  /// The family names fontconfig knows, sorted.
  public var familyNames: [String] {
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

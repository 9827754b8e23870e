import FolioGraphics
internal import FolioPango
import Foundation

/// The set of fonts text is shaped with: the machine's fontconfig setup, or a
/// configuration file of your own (Folio's tests use one so results do not depend on
/// what else a machine has installed), plus font files registered at run time.
///
/// A configuration may be shared by renders on several threads. Registering a font never
/// changes the fonts of a render that already started: renders started afterwards see the
/// new font.
public final class FontConfiguration: Sendable {
  /// The fontconfig configuration behind it.
  let fontconfig: FontconfigConfiguration

  private init(_ fontconfig: FontconfigConfiguration) { self.fontconfig = fontconfig }

  /// The machine's fontconfig configuration.
  public static let system = FontConfiguration(.system)

  /// The fonts Folio's bootstrap installs from Debian (DejaVu, Noto Sans for other
  /// scripts, Noto Sans CJK, Noto Color Emoji) and nothing else, with a fixed fallback
  /// order — so text measures and draws the same on every machine with those packages.
  /// Folio's own tests and goldens use it.
  public static let pinned = FontConfiguration(.pinned)

  /// The fallback order of the pinned configuration after the requested family.
  public static var pinnedFallbackFamilies: [String] { FontconfigConfiguration.pinnedFallbackFamilies }

  /// A configuration read from a fontconfig XML file.
  public convenience init(fontsConf url: URL) throws(FolioError) {
    self.init(try FontconfigConfiguration(fontsConf: url))
  }

  /// A configuration from fontconfig XML text.
  public convenience init(fontsConfXML: String) throws(FolioError) {
    self.init(try FontconfigConfiguration(fontsConfXML: fontsConfXML))
  }

  /// Makes the fonts of a TrueType, OpenType or collection file available by their family
  /// names, or throws an error naming the file. Renders that already started do not see
  /// the font; later ones do.
  public func registerFont(at url: URL) throws(FolioError) { try fontconfig.registerFont(at: url) }

  /// The family names fontconfig knows, sorted.
  public var familyNames: [String] { fontconfig.familyNames }
}

import FolioGraphics
import Foundation

extension FontconfigConfiguration {
  /// The fonts Folio's bootstrap installs from Debian (DejaVu, Noto Sans for other
  /// scripts, Noto Sans CJK, Noto Color Emoji) and nothing else, with a fixed fallback
  /// order — so text measures and draws the same on every machine with those packages.
  /// Folio's own tests and goldens use it.
  package static let pinned: FontconfigConfiguration = {
    do {
      return try FontconfigConfiguration(fontsConfXML: pinnedXML)
    } catch {
      return .system
    }
  }()

  /// The fallback order of the pinned configuration after the requested family.
  package static let pinnedFallbackFamilies = [
    "DejaVu Sans", "Noto Sans", "Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Hebrew",
    "Noto Sans Devanagari", "Noto Color Emoji",
  ]

  /// A configuration from fontconfig XML text.
  package convenience init(fontsConfXML: String) throws(FolioError) {
    try self.init(loaded: Self.load(xml: fontsConfXML), source: .xml(fontsConfXML))
  }

  /// The pinned fonts' configuration. Its last two rules scale bitmap-only fonts (Noto
  /// Color Emoji has one strike, 109 px) to the size asked for, as fontconfig's own
  /// configuration does: without them a colour emoji measures and draws at 109 pt
  /// whatever its text's size. Text of size 0 (which is not drawn) is left unscaled: its
  /// factor would be 0 and its size 0 ÷ 0.
  static var pinnedXML: String {
    let prefer = pinnedFallbackFamilies.map { "      <family>\($0)</family>" }.joined(separator: "\n")
    func alias(_ family: String, _ generic: String) -> String {
      """
        <alias binding="same">
          <family>\(family)</family>
          <default><family>\(generic)</family></default>
        </alias>
      """
    }
    return """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>
        <dir>/usr/share/fonts/truetype/dejavu</dir>
        <dir>/usr/share/fonts/truetype/noto</dir>
        <dir>/usr/share/fonts/opentype/noto</dir>
        <cachedir>/var/cache/fontconfig</cachedir>
        <cachedir prefix="xdg">fontconfig</cachedir>
        <alias binding="same">
          <family>sans-serif</family>
          <prefer>
      \(prefer)
          </prefer>
        </alias>
        <alias binding="same">
          <family>serif</family>
          <prefer><family>DejaVu Serif</family>
      \(prefer)
          </prefer>
        </alias>
        <alias binding="same">
          <family>monospace</family>
          <prefer><family>DejaVu Sans Mono</family>
      \(prefer)
          </prefer>
        </alias>
      \(alias("DejaVu Sans", "sans-serif"))
      \(alias("DejaVu Serif", "serif"))
      \(alias("DejaVu Sans Mono", "monospace"))
        <match target="pattern">
          <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>
          <test qual="all" name="family" compare="not_eq"><string>serif</string></test>
          <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>
          <edit name="family" mode="append_last"><string>sans-serif</string></edit>
        </match>
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <test target="pattern" name="pixelsize" compare="more"><double>0</double></test>
          <edit name="pixelsizefixupfactor" mode="assign">
            <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
          </edit>
        </match>
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <test name="pixelsizefixupfactor" compare="more"><double>0</double></test>
          <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
          <edit name="matrix" mode="assign">
            <times>
              <name>matrix</name>
              <matrix>
                <name>pixelsizefixupfactor</name><double>0</double>
                <double>0</double><name>pixelsizefixupfactor</name>
              </matrix>
            </times>
          </edit>
          <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
        </match>
        <config><rescan><int>0</int></rescan></config>
      </fontconfig>
      """
  }
}

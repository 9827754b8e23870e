import CPango
import FolioGraphics
import Foundation
import Testing

@testable import FolioPango

func styled(_ string: String, size: CGFloat = 11, family: String = "DejaVu Sans") -> StyledText {
  StyledText(runs: [TextRun(string, style: TextRunStyle(font: ResolvedFont(family: family, size: size)))])
}

@Suite struct PangoMeasurerTests {
  let measurer = PangoTextMeasurer(fonts: .pinned)

  @Test func unwrappedSizeIsOneLine() {
    let measured = measurer.measure(styled("Hello, world"), width: nil, height: nil)
    #expect(measured.lines.count == 1)
    #expect(measured.size.width > 50 && measured.size.width < 90)
    #expect(measured.size.height > 11 && measured.size.height < 16)
  }

  @Test func wrapsAtWordBoundaries() {
    let text = styled("Hello, world")
    let ideal = measurer.measure(text, width: nil, height: nil)
    let wrapped = measurer.measure(text, width: ideal.size.width / 2 + 5, height: nil)
    #expect(wrapped.lines.count == 2)
    #expect(wrapped.size.width <= ideal.size.width / 2 + 5)
  }

  @Test func zeroWidthGivesWidestWord() {
    let text = styled("a bb ccccccc dd")
    let zero = measurer.measure(text, width: 0, height: nil)
    let word = measurer.measure(styled("ccccccc"), width: nil, height: nil)
    #expect(abs(zero.size.width - word.size.width) < 0.01)
    #expect(zero.lines.count == 4)
  }

  @Test func familiesIncludePinnedFonts() {
    let families = FontconfigConfiguration.pinned.familyNames
    #expect(families.contains("DejaVu Sans"))
    #expect(families.contains("Noto Sans CJK SC"))
  }

  /// Pango loads fontconfig's default configuration whatever a font map is given: the
  /// system configuration is that one, not a second copy of it.
  @Test func systemConfigurationIsFontconfigsDefault() {
    let system = FontconfigConfiguration.system.referencedConfig
    defer { FcConfigDestroy(system) }
    #expect(system == FcConfigGetCurrent())
  }

  /// A font map for the system configuration is left without one of its own (Pango then
  /// uses fontconfig's current configuration, the same one, without listing every family
  /// first); a map for another configuration is given it.
  @Test func onlyOtherConfigurationsAreGivenToTheirFontMaps() throws {
    let system = FontMapPool.shared.lease(config: FontconfigConfiguration.system.referencedConfig)
    defer { FontMapPool.shared.giveBack(system) }
    #expect(pango_fc_font_map_get_config(OpaquePointer(system.fontMap)) == nil)
    let pinned = try FontconfigConfiguration(fontsConfXML: FontconfigConfiguration.pinnedXML)
    let own = FontMapPool.shared.lease(config: pinned.referencedConfig)
    defer { FontMapPool.shared.giveBack(own) }
    #expect(pango_fc_font_map_get_config(OpaquePointer(own.fontMap)) == own.config)
    let measurer = PangoTextMeasurer(fonts: .system)
    let measured = measurer.measure(styled("Measured with the system fonts"), width: nil, height: nil)
    #expect(measured.size.width > 0)
  }

  /// Fontconfig XML is parsed from memory; XML fontconfig cannot read is a typed error.
  @Test func fontconfigXMLLoadsFromMemory() throws {
    let configuration = try FontconfigConfiguration(fontsConfXML: FontconfigConfiguration.pinnedXML)
    #expect(configuration.familyNames.contains("DejaVu Sans"))
    #expect(throws: FolioError.self) { try FontconfigConfiguration(fontsConfXML: "<fontconfig><dir>") }
  }

  /// Text of size 0 is not drawn, so it takes no space: Pango, given a size of 0, made a
  /// colour emoji's font at its own 109 px, and the text measured 136 × 128 points.
  @Test(arguments: ["Hello", "👨‍👩‍👧‍👦🇫🇷", "Hello 👨‍👩‍👧‍👦"])
  func textOfSizeZeroTakesNoSpace(string: String) {
    let measurer = PangoTextMeasurer(fonts: .pinned)
    for width: CGFloat? in [nil, 100, 0] {
      let measured = measurer.measure(styled(string, size: 0), width: width, height: nil)
      #expect(measured.size == .zero)
      #expect(measured.lines.isEmpty)
    }
    #expect(measurer.statistics.layoutsBuilt == 0, "no Pango layout for text of no size")
  }

  /// A run of size 0 beside others adds next to nothing to their line.
  @Test func aRunOfSizeZeroDoesNotSizeItsLine() {
    let measurer = PangoTextMeasurer(fonts: .pinned)
    let alone = measurer.measure(styled("Hello"), width: nil, height: nil)
    var mixed = styled("Hello")
    mixed.runs.append(
      TextRun(" 👨‍👩‍👧‍👦🇫🇷", style: TextRunStyle(font: ResolvedFont(family: "DejaVu Sans", size: 0))))
    let measured = measurer.measure(mixed, width: nil, height: nil)
    #expect(measured.lines.count == 1)
    #expect(abs(measured.size.height - alone.size.height) <= 1)
    #expect(measured.size.width >= alone.size.width && measured.size.width <= alone.size.width + 1)
  }
}

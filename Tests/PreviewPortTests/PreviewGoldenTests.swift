import Folio
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// The view files in Views/ are written as SwiftUI apps write them; only the import
/// changed. They compile in this target, and their previews — rendered here in process,
/// and by `folio previews` in FolioCLITests/PreviewsCommandTests against the same goldens —
/// are compared with PNG goldens that were looked at.
@Suite struct PreviewGoldenTests {
  /// Every provider of Views/, in file order.
  static var sources: [PreviewSource] {
    [
      .provider(BadgeView_Previews.self, file: "BadgeView.swift"),
      .provider(BatteryStatusView_Previews.self, file: "BatteryGauge.swift"),
      .provider(InvoiceView_Previews.self, file: "InvoiceView.swift"),
      .provider(ProfileCard_Previews.self, file: "ProfileCard.swift"),
      .provider(ProgressRingView_Previews.self, file: "ProgressRing.swift"),
      .provider(RewardCard_Previews.self, file: "RewardCard.swift"),
      .provider(SettingsList_Previews.self, file: "SettingsRow.swift"),
      .provider(TimelineView_Previews.self, file: "ShadowedNames.swift"),
      .provider(WeatherWidget_Previews.self, file: "WeatherWidgetView.swift"),
    ]
  }

  /// The previews `folio previews` writes for Views/*.swift, by name.
  static let expectedNames = [
    "BadgeView_Previews-1", "BatteryStatusView_Previews-1", "InvoiceView_Previews-1",
    "InvoiceView_Previews-2", "ProfileCard_Previews-1", "ProfileCard_Previews-2", "ProfileCard_Previews-3",
    "ProgressRingView_Previews-1", "RewardCard_Previews-1", "SettingsList_Previews-1",
    "TimelineView_Previews-1", "WeatherWidget_Previews-1", "WeatherWidget_Previews-2",
    "WeatherWidget_Previews-3",
  ]

  /// The settings `folio previews` renders with by default: pinned fonts, 2 pixels per
  /// point.
  static var settings: RenderSettings {
    var settings = RenderSettings(fonts: .pinned)
    settings.pngScale = 2
    return settings
  }

  @Test func everyPreviewMatchesItsGolden() throws {
    let resources = try #require(Bundle.module.resourceURL)
    AssetCatalog.register(resources)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "preview-port-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: directory) }
    let rendered = try PreviewRenderer.render(
      Self.sources,
      options: PreviewRenderer.Options(directory: directory, formats: [.png], settings: Self.settings))
    #expect(rendered.map(\.name) == Self.expectedNames)
    // The asset colours and image were all found; no layout warning.
    #expect(rendered.flatMap(\.warnings) == [])
    #expect(AssetCatalog.missingNames() == [])
    for preview in rendered {
      let data = try Data(contentsOf: directory.appendingPathComponent("\(preview.name).png"))
      assertSnapshot(of: data, as: .previewPNG, named: preview.name)
    }
  }

  @Test func displayNamesLayoutsAndSchemesComeFromTheModifiers() throws {
    AssetCatalog.register(try #require(Bundle.module.resourceURL))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "preview-port-names-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: directory) }
    let rendered = try PreviewRenderer.render(
      Self.sources,
      options: PreviewRenderer.Options(directory: directory, formats: [.svg], settings: Self.settings))
    let byName = Dictionary(uniqueKeysWithValues: rendered.map { ($0.name, $0) })
    #expect(byName["InvoiceView_Previews-1"]?.displayName == "Due")
    #expect(byName["InvoiceView_Previews-2"]?.displayName == "Paid, dark")
    #expect(byName["ProfileCard_Previews-3"]?.displayName == "Placeholder")
    // `.fixed(width: 240, height: 260)`.
    #expect(byName["BadgeView_Previews-1"]?.size == CGSize(width: 240, height: 260))
    // Widget families: the family's size plus Xcode's 12-point canvas margin.
    #expect(byName["WeatherWidget_Previews-1"]?.size == CGSize(width: 194, height: 194))
    #expect(byName["WeatherWidget_Previews-2"]?.size == CGSize(width: 388, height: 194))
    #expect(byName["WeatherWidget_Previews-3"]?.size == CGSize(width: 100, height: 100))
    // The dark invoice: one black fill (the canvas), white text, the dark green of "PAID";
    // the light one: one white fill, black text.
    func fills(_ name: String) throws -> [SVGFill] {
      SVGFill.fills(
        in: try String(contentsOf: directory.appendingPathComponent("\(name).svg"), encoding: .utf8))
    }
    let dark = try fills("InvoiceView_Previews-2")
    let light = try fills("InvoiceView_Previews-1")
    #expect(dark.filter { $0.isColor(0, 0, 0) }.count == 1, "\(dark)")
    #expect(dark.filter { $0.isColor(255, 255, 255) }.count > 5)
    #expect(dark.contains { $0.isColor(48, 209, 88) })
    #expect(light.filter { $0.isColor(255, 255, 255) }.count == 1, "\(light)")
    #expect(light.filter { $0.isColor(0, 0, 0) }.count > 5)
  }
}

extension Snapshotting where Value == Data, Format == Data {
  /// PNG bytes compared as images (every pixel within a small perceptual distance).
  static var previewPNG: Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(precision: 1, perceptualPrecision: 0.98)) { $0 }
  }
}

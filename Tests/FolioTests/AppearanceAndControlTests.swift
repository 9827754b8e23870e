import Folio
import FolioTesting
import Foundation
import Testing

/// The SwiftUI app vocabulary Folio draws as static pictures: color schemes, materials,
/// redaction, gauges, progress views, toggles, pickers, sliders.
@Suite struct AppearanceAndControlTests {
  func dump<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) throws -> String {
    let renderer = ImageRenderer(content: view, settings: SnapshotSettings.standard)
    renderer.proposedSize = proposal
    return try renderer.displayList().dump()
  }

  @Test func systemColorsHaveDarkVariants() {
    #expect(Color.red.resolved(in: .light) == Color.red)
    #expect(Color.red.resolved(in: .dark).hexString == "#ff453a")
    #expect(Color.primary.resolved(in: .dark).hexString == "#ffffff")
    #expect(Color.blue.opacity(0.5).resolved(in: .dark).alpha == 0.5)
    #expect(
      Color(red: 0.1, green: 0.2, blue: 0.3).resolved(in: .dark) == Color(red: 0.1, green: 0.2, blue: 0.3))
    // Light and dark gradients differ only where their colors have variants.
    let gradient = Gradient(colors: [.red, .white])
    #expect(gradient.resolved(in: .dark).stops[0].color.hexString == "#ff453a")
    #expect(gradient.resolved(in: .dark).stops[1].color == .white)
  }

  @Test func textAndFillsFollowTheColorScheme() throws {
    let view = VStack {
      Text("Plain")
      Text("Secondary").foregroundStyle(.secondary)
      Rectangle().fill(Color.green).frame(width: 10, height: 10)
      Rectangle().fill(.background).frame(width: 10, height: 10)
    }
    let light = try dump(view)
    let dark = try dump(view.colorScheme(.dark))
    #expect(
      light.contains("\"Plain\" [DejaVu Sans 11 black]")
        || light.contains("\"Plain\" [") && light.contains("black]"))
    #expect(dark.contains("primary(dark)"))
    #expect(dark.contains("green(dark)"))
    #expect(light.contains("fill white"))
    #expect(dark.contains("fill black"))
    #expect(!dark.contains("\"Plain\" [DejaVu Sans 11 black]"))
  }

  @Test func materialsAreTranslucentFillsOfTheScheme() throws {
    let light = try dump(Rectangle().fill(.thinMaterial).frame(width: 10, height: 10))
    let dark = try dump(Rectangle().fill(.thinMaterial).frame(width: 10, height: 10).colorScheme(.dark))
    #expect(light.contains("fill #fafafa80"))
    #expect(dark.contains("fill #1c1c1c80"))
    #expect(
      try dump(Rectangle().fill(.ultraThickMaterial).frame(width: 10, height: 10)).contains("#fafafaeb"))
  }

  @Test func redactedTextAndImagesAreGrayBars() throws {
    let card = VStack(alignment: .leading) {
      Text("Grace Hopper")
      Text("Two lines of placeholder text that wrap").frame(width: 90)
    }
    let plain = try dump(card)
    let redacted = try dump(card.redacted(reason: .placeholder))
    #expect(plain.contains("text "))
    #expect(!redacted.contains("text "))
    // One rounded bar per line: one for the name, two or more for the wrapped text.
    let bars = redacted.split(separator: "\n").filter { $0.contains("fill black.opacity(0.18)") }
    #expect(bars.count >= 3)
    // `unredacted()` shows its content again; `.privacy` hides only private views.
    #expect(try dump(Text("Shown").unredacted().redacted(reason: .placeholder)).contains("text "))
    let privacy = try dump(
      VStack {
        Text("Public")
        Text("Secret").privacySensitive()
      }.redacted(reason: .privacy))
    #expect(privacy.contains("\"Public\""))
    #expect(!privacy.contains("\"Secret\""))
  }

  /// A gauge style that shows the configuration it was given.
  struct ValueStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text(verbatim: String(format: "%.3f", configuration.value))
    }
  }

  @Test func gaugesClampTheirValueAndPassItToTheirStyle() throws {
    func value(_ view: some View) throws -> String {
      let list = try dump(view.gaugeStyle(ValueStyle()))
      guard let quote = list.firstIndex(of: "\"") else { return "" }
      return String(list[list.index(after: quote)...].prefix { $0 != "\"" })
    }
    #expect(try value(Gauge(value: 5.0, in: 0...20) { Text("x") }) == "0.250")
    #expect(try value(Gauge(value: 30.0, in: 0...20) { Text("x") }) == "1.000")
    #expect(try value(Gauge(value: -3.0, in: 0...20) { Text("x") }) == "0.000")
    #expect(try value(Gauge(value: Double.nan) { Text("x") }) == "0.000")
    #expect(try value(Gauge(value: Double.infinity) { Text("x") }) == "0.000")
    #expect(try value(Gauge(value: 1.0, in: 1...1) { Text("x") }) == "0.000")
    // Built-in styles draw without trapping at the extremes.
    for style in [
      AnyGaugeStyle(.accessoryCircular), AnyGaugeStyle(.accessoryCircularCapacity),
      AnyGaugeStyle(.linearCapacity), AnyGaugeStyle(.accessoryLinear),
    ] {
      for number in [0.0, 1.0, .nan, -.infinity] {
        let list = try dump(Gauge(value: number) { Text("g") }.environment(\.gaugeStyle, style))
        #expect(list.contains("fill") || list.contains("stroke"))
      }
    }
  }

  @Test func progressViewsAreBarsOrARestingSpinner() throws {
    let spinner = try dump(ProgressView())
    #expect(spinner.split(separator: "\n").filter { $0.contains("stroke") }.count == 8)
    #expect(
      try dump(ProgressView(value: Double.nan)).split(separator: "\n").filter { $0.contains("stroke") }.count
        == 8)
    let full = try dump(ProgressView(value: 2.0, total: 1).frame(width: 100))
    let half = try dump(ProgressView(value: 0.5).frame(width: 100))
    #expect(full.contains("accentColor"))
    #expect(half != full)
    #expect(try dump(ProgressView("Uploading", value: 0.3).frame(width: 100)).contains("\"Uploading\""))
    #expect(try dump(ProgressView(value: 0.3).progressViewStyle(.circular)).contains("stroke"))
  }

  @Test func pickersShowTheSelectedOption() throws {
    enum Flavor: String, CaseIterable { case vanilla, chocolate, mint }
    let tagged = Picker("Flavor", selection: .constant(Flavor.chocolate)) {
      Text("Vanilla").tag(Flavor.vanilla)
      Text("Chocolate").tag(Flavor.chocolate)
      Text("Mint").tag(Flavor.mint)
    }
    let menu = try dump(tagged)
    #expect(menu.contains("\"Chocolate\""))
    #expect(!menu.contains("\"Vanilla\""))
    #expect(menu.contains("accentColor"))
    let segmented = try dump(tagged.pickerStyle(.segmented).frame(width: 300))
    #expect(["Vanilla", "Chocolate", "Mint"].allSatisfy { segmented.contains("\"\($0)\"") })
    let inline = try dump(tagged.pickerStyle(.inline).frame(width: 300))
    #expect(inline.contains("\"✓\""))
    // A ForEach's ids stand for tags; no match shows no option.
    let byID = try dump(
      Picker("Size", selection: .constant(2)) { ForEach(1..<4, id: \.self) { Text("Size \($0)") } })
    #expect(byID.contains("\"Size 2\""))
    let none = try dump(
      Picker("Size", selection: .constant(9)) { ForEach(1..<4, id: \.self) { Text("Size \($0)") } })
    #expect(!none.contains("\"Size"))
  }

  @Test func togglesSlidersButtonsAndFieldsDrawAtRest() throws {
    let on = try dump(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 200))
    let off = try dump(Toggle("Wi-Fi", isOn: .constant(false)).frame(width: 200))
    #expect(on.contains("green"))
    #expect(!off.contains("green"))
    #expect(try dump(Toggle("Box", isOn: .constant(true)).toggleStyle(.checkbox)).contains("stroke white"))
    let low = try dump(Slider(value: .constant(0.0)).frame(width: 200))
    let high = try dump(Slider(value: .constant(10.0), in: 0...10).frame(width: 200))
    #expect(low != high)
    #expect(try dump(Slider(value: .constant(Double.nan)).frame(width: 200)) == low)
    let prominent = try dump(Button("Pay") {}.buttonStyle(.borderedProminent))
    #expect(prominent.contains("fill accentColor"))
    #expect(try dump(Button("Delete", role: .destructive) {}).contains("red"))
    #expect(try dump(TextField("Email", text: .constant("")).frame(width: 200)).contains("\"Email\""))
    #expect(try dump(SecureField("Password", text: .constant("abc")).frame(width: 200)).contains("\"•••\""))
  }

  @Test func widgetModifiersAndTheFamilyEnvironment() throws {
    struct Entry: View {
      @Environment(\.widgetFamily) var family
      var body: some View { Text(family.description) }
    }
    #expect(try dump(Entry()).contains("\"systemSmall\""))
    #expect(try dump(Entry().environment(\.widgetFamily, .accessoryInline)).contains("\"accessoryInline\""))
    // Outside a widget the container background is not drawn; `widgetURL` is a link.
    let page = try dump(
      Text("Hi").containerBackground(Color.red, for: .widget).widgetURL(URL(string: "https://example.com")))
    #expect(!page.contains("fill red"))
    #expect(page.contains("link"))
    #expect(WidgetFamily.systemMedium.size == CGSize(width: 364, height: 170))
  }
}

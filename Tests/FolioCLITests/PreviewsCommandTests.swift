import Folio
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// `folio previews` end to end: the ported view files against their goldens, every kind of
/// preview, the contact sheet in headless Chromium, failures that write nothing, stale
/// files, `--package`, `--watch`.
@Suite(.serialized) struct PreviewsCommandTests {
  let cache = temporaryDirectory("previews-cache")
  let folio = productsDirectory.appendingPathComponent("folio").path

  func run(_ arguments: [String], in directory: URL? = nil) -> (status: Int32, out: String, err: String) {
    runFolio(arguments, in: directory, environment: ["FOLIO_CACHE_DIR": cache.path])
  }

  /// Tests/PreviewPortTests: the view files and their goldens.
  static let portFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("PreviewPortTests")

  /// The width and height of a PNG, from its header.
  static func pngSize(_ url: URL) -> (Int, Int)? {
    guard let data = try? Data(contentsOf: url), data.count > 24 else { return nil }
    let bytes = [UInt8](data)
    func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
  }

  /// How many images of `index.html` Chromium loaded (decoded with a width), through a
  /// page that frames it.
  static func loadedImages(in folder: URL) -> (figures: Int, loaded: Int)? {
    guard
      let browser = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    let checker = folder.appendingPathComponent("check.html")
    try? """
    <!DOCTYPE html><html><body><p id="result">waiting</p>
    <iframe id="sheet" src="index.html" onload="
      var d = document.getElementById('sheet').contentDocument;
      var images = Array.from(d.images);
      var loaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
      document.getElementById('result').textContent = 'figures=' + d.querySelectorAll('figure').length + ' loaded=' + loaded;
    "></iframe></body></html>
    """.write(to: checker, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: checker) }
    let profile = temporaryDirectory("previews-chromium")
    let dom = shell([
      browser, "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
      "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000", "--dump-dom", checker.absoluteString,
    ]).output
    guard let range = dom.range(of: "figures=") else { return nil }
    let numbers = dom[range.lowerBound...].prefix(while: { $0 != "<" }).split(whereSeparator: { !$0.isNumber }
    )
    .compactMap { Int($0) }
    return numbers.count >= 2 ? (numbers[0], numbers[1]) : nil
  }

  /// Runs `folio previews` on every `.swift` file of a folder of the port's, into a fresh
  /// output folder; the run must succeed with `count` previews and no warning.
  func renderPort(_ folderName: String, count: Int) throws -> URL {
    let folder = Self.portFolder.appendingPathComponent(folderName)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    .sorted().map { folder.appendingPathComponent($0).path }
    let output = temporaryDirectory("port-\(folderName)")
    let result = run(["previews"] + files + ["-o", output.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.err.contains("wrote \(count) previews"), "\(result.err)")
    #expect(!result.err.contains("warning"), "\(result.err)")
    return output
  }

  /// Compares each named PNG of `output` with its golden, as the in-process test does.
  func expectGoldens(_ names: [String], in output: URL, goldens folder: String, testName: String) throws {
    let goldens = Self.portFolder.appendingPathComponent("__Snapshots__/\(folder)")
    for name in names {
      let data = try Data(contentsOf: output.appendingPathComponent("\(name).png"))
      let failure = verifySnapshot(
        of: data,
        as: Snapshotting<Data, Data>(
          pathExtension: "png", diffing: .image(precision: 1, perceptualPrecision: 0.98)
        ) {
          $0
        }, named: name, record: .never, testName: testName, snapshotDirectory: goldens)
      #expect(failure == nil, "\(name): \(failure ?? "")")
    }
    let sheet = try #require(Self.loadedImages(in: output))
    #expect(sheet.figures == names.count)
    #expect(sheet.loaded == names.count)
  }

  @Test func thePortedViewFilesRenderTheirGoldens() throws {
    let names = [
      "BadgeView_Previews-1", "BatteryStatusView_Previews-1", "InvoiceView_Previews-1",
      "InvoiceView_Previews-2",
      "ProfileCard_Previews-1", "ProfileCard_Previews-2", "ProfileCard_Previews-3",
      "ProgressRingView_Previews-1",
      "RewardCard_Previews-1", "SettingsList_Previews-1", "TimelineView_Previews-1",
      "WeatherWidget_Previews-1",
      "WeatherWidget_Previews-2", "WeatherWidget_Previews-3",
    ]
    let output = try renderPort("Views", count: names.count)
    try expectGoldens(
      names, in: output, goldens: "PreviewGoldenTests", testName: "everyPreviewMatchesItsGolden()")
  }

  /// View files whose previews are macros (`#Preview` inside `#if DEBUG`, Xcode 15's widget
  /// timelines with an `@main` widget): rendered one image per entry and family, named
  /// after them on the contact sheet, in the family's size, against goldens that were
  /// looked at.
  @Test func widgetTimelinesAndDebugPreviewsRenderTheirGoldens() throws {
    let names = ["Greeting-1", "Provider-1", "StepsWidget-1", "StepsWidget-2", "StepsWidget-3"]
    let output = try renderPort("MacroPreviews", count: names.count)
    try expectGoldens(names, in: output, goldens: "MacroPreviews", testName: "preview()")
    let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
    for caption in [
      "accessoryCircular, entry 1", "accessoryCircular, entry 2", "systemSmall, entry 1",
      "accessoryRectangular, entry 1", "100 × 100 pt", "194 × 194 pt", "196 × 100 pt", "Greeting",
    ] {
      #expect(html.contains(caption), "\(caption)")
    }
  }

  /// A file with previews of every kind, and a sibling with a helper view and a preview of
  /// its own (compiled, not rendered).
  func writeFixture(in folder: URL, extraPreview: String = "") throws -> URL {
    let file = folder.appendingPathComponent("Cards.swift")
    try """
    import SwiftUI

    struct Card: View {
      var title: String
      var body: some View {
        HStack { Badge(); Text(title).font(.headline) }.padding(12)
      }
    }

    struct Cards_Previews: PreviewProvider {
      static var previews: some View {
        Card(title: "Fixed").previewLayout(.fixed(width: 200, height: 100)).previewDisplayName("Fixed <card> & co")
        Card(title: "Dark").preferredColorScheme(.dark)
      }
    }

    // #Preview { Text("in a comment") }
    let note = "#Preview { Text(\\"in a string\\") }"
    let raw = #\"""
      #Preview { Text("in a raw string") }
      \"""#

    #Preview("Named") {
      Card(title: "Named \\("preview")")
    }

    #Preview {
      let title = "Unnamed"
      Card(title: title)
    }

    #Preview(
      "Fitting",
      traits: .sizeThatFitsLayout
    ) {
      Card(title: "Fitting").frame(width: 180)
    }
    \(extraPreview)
    """.write(to: file, atomically: true, encoding: .utf8)
    try """
    import SwiftUI

    struct Badge: View {
      var body: some View { Circle().fill(Color.orange).frame(width: 14, height: 14) }
    }

    #Preview("Helper") { Badge() }
    """.write(to: folder.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
    return file
  }

  @Test func everyKindOfPreviewInEveryFormat() throws {
    let folder = temporaryDirectory("preview-kinds")
    let file = try writeFixture(in: folder)
    let output = folder.appendingPathComponent("out")
    let result = run(["previews", file.path, "-o", output.path, "--format", "png,svg,pdf", "--scale", "2"])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.err.contains("wrote 5 previews"))
    let names = ["Cards_Previews-1", "Cards_Previews-2", "Named-1", "Cards-1", "Fitting-1"]
    let listed = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
    #expect(
      listed
        == (names.flatMap { ["\($0).pdf", "\($0).png", "\($0).svg"] } + [".folio-previews", "index.html"])
        .sorted())
    // The helper's own preview lives in a file that was only compiled.
    #expect(!listed.contains { $0.hasPrefix("Helper") })
    // A fixed layout is that size (at 2 pixels per point); the others fit their content.
    #expect(
      Self.pngSize(output.appendingPathComponent("Cards_Previews-1.png")).map { [$0.0, $0.1] } == [400, 200])
    let fitting = try #require(Self.pngSize(output.appendingPathComponent("Fitting-1.png")))
    #expect(fitting.0 == 360)
    #expect(fitting.1 < 100)
    for name in names {
      let pdf = output.appendingPathComponent("\(name).pdf").path
      #expect(shell(["qpdf", "--check", pdf]).status == 0, "\(name).pdf")
      let png = temporaryDirectory("preview-kinds-rsvg").appendingPathComponent("\(name).png")
      #expect(
        shell(["rsvg-convert", output.appendingPathComponent("\(name).svg").path, "-o", png.path]).status == 0
      )
    }
    #expect(
      shell(["pdftotext", output.appendingPathComponent("Named-1.pdf").path, "-"]).output.contains(
        "Named preview"))
    #expect(
      shell(["pdftotext", output.appendingPathComponent("Cards-1.pdf").path, "-"]).output.contains("Unnamed"))
    // The dark preview is drawn on black.
    let dark = try String(contentsOf: output.appendingPathComponent("Cards_Previews-2.svg"), encoding: .utf8)
    let darkFills = SVGFill.fills(in: dark)
    #expect(darkFills.contains { $0.isColor(0, 0, 0) }, "\(darkFills)")
    #expect(!darkFills.contains { $0.isColor(255, 255, 255) && $0.path?.hasPrefix("M 0 0") == true })
    // The contact sheet names each preview, escaped, and Chromium loads every image.
    let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("Fixed &lt;card&gt; &amp; co"))
    #expect(html.contains("Cards.swift:23"))
    #expect(html.contains("Cards.swift:32"))
    let sheet = try #require(Self.loadedImages(in: output))
    #expect(sheet.figures == 5)
    #expect(sheet.loaded == 5)
  }

  @Test func aFailedPreviewWritesNothingAndLinesStayRight() throws {
    let folder = temporaryDirectory("preview-failures")
    let file = try writeFixture(in: folder)
    let output = folder.appendingPathComponent("out")
    #expect(run(["previews", file.path, "-o", output.path]).status == 0)
    let before = try Data(contentsOf: output.appendingPathComponent("index.html"))
    // An image no catalog or file has: the render fails naming the preview and the image;
    // the earlier set stays as it was.
    _ = try writeFixture(in: folder, extraPreview: "#Preview(\"Broken\") { Image(\"no-such-logo\") }\n")
    let broken = run(["previews", file.path, "-o", output.path])
    #expect(broken.status == 1)
    #expect(broken.err.contains("Broken-1"), "\(broken.err)")
    #expect(broken.err.contains("no-such-logo"), "\(broken.err)")
    #expect(broken.err.contains("nothing was written"))
    #expect(try Data(contentsOf: output.appendingPathComponent("index.html")) == before)
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Broken-1.png").path))
    // A type error after multi-line `#Preview` arguments is reported at its own line.
    _ = try writeFixture(in: folder, extraPreview: "let wrong: Int = \"text\"\n")
    let typeError = run(["previews", file.path, "-o", output.path])
    #expect(typeError.status == 1)
    #expect(typeError.err.contains("Cards.swift:38:"), "\(typeError.err)")
    // No preview at all.
    let empty = folder.appendingPathComponent("Empty.swift")
    try "import Folio\nstruct Plain: View { var body: some View { Text(\"x\") } }\n".write(
      to: empty, atomically: true, encoding: .utf8)
    let none = run(["previews", empty.path, "-o", output.path])
    #expect(none.status == 1)
    #expect(none.err.contains("declares no preview"))
    // Bad options.
    #expect(run(["previews", file.path, "--scale", "0"]).status == 1)
    #expect(run(["previews", file.path, "--scale", "1e9"]).err.contains("at most 16"))
    #expect(run(["previews", file.path, "--format", "gif"]).err.contains("unknown format"))
    #expect(
      run(["previews", folder.appendingPathComponent("missing.swift").path]).err.contains("no such file"))
    #expect(run(["previews", "--target", "App"]).status == 1)
  }

  /// Issue 51: a preview whose body traps, or never returns, is named; the earlier set
  /// stays, and a body that never returns is stopped after `--timeout`.
  @Test func aPreviewThatTrapsOrNeverFinishesIsNamed() throws {
    let folder = temporaryDirectory("preview-stuck")
    let file = try writeFixture(in: folder)
    let output = folder.appendingPathComponent("out")
    #expect(run(["previews", file.path, "-o", output.path]).status == 0)
    let before = try Data(contentsOf: output.appendingPathComponent("index.html"))
    _ = try writeFixture(
      in: folder,
      extraPreview: "#Preview(\"Trapping\") { let empty: [String] = []; return Text(empty[1]) }\n")
    let trapped = run(["previews", file.path, "-o", output.path])
    #expect(trapped.status == 2, "\(trapped.err)")
    #expect(trapped.err.contains("the preview Cards.swift:"), "\(trapped.err)")
    #expect(trapped.err.contains("Trapping: fatal error: Index out of range"), "\(trapped.err)")
    _ = try writeFixture(
      in: folder,
      extraPreview:
        "struct Endless: View { var body: some View { while true {}; return Text(\"never\") } }\n#Preview(\"Stuck\") { Endless() }\n"
    )
    let started = Date()
    let stuck = run(["previews", file.path, "-o", output.path, "--timeout", "3"])
    #expect(stuck.status == 1, "\(stuck.err)")
    #expect(stuck.err.contains("stopped after 3 s (--timeout): the preview Cards.swift:"), "\(stuck.err)")
    #expect(stuck.err.contains("Stuck did not finish"), "\(stuck.err)")
    #expect(Date().timeIntervalSince(started) < 60)
    #expect(try Data(contentsOf: output.appendingPathComponent("index.html")) == before)
    #expect(
      !(try FileManager.default.contentsOfDirectory(atPath: output.path)).contains {
        $0.hasSuffix(".tmp") || $0.hasSuffix(".bak")
      }
    )
    #expect(run(["previews", file.path, "--timeout", "0"]).status == 1)
  }

  @Test func fewerPreviewsRemoveTheStaleFiles() throws {
    let folder = temporaryDirectory("preview-stale")
    let file = try writeFixture(in: folder, extraPreview: "#Preview(\"Extra\") { Text(\"extra\") }\n")
    let output = folder.appendingPathComponent("out")
    let other = output.appendingPathComponent("notes.txt")
    #expect(run(["previews", file.path, "-o", output.path]).status == 0)
    try "mine".write(to: other, atomically: true, encoding: .utf8)
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Extra-1.png").path))
    _ = try writeFixture(in: folder)
    #expect(run(["previews", file.path, "-o", output.path]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Extra-1.png").path))
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Named-1.png").path))
    // A file the previews did not write is left alone.
    #expect(FileManager.default.fileExists(atPath: other.path))
  }

  @Test func aPackageTargetWithItsAssetCatalog() throws {
    let package = temporaryDirectory("preview-package")
    let sources = package.appendingPathComponent("Sources/App/Views")
    let colorSet = package.appendingPathComponent("Sources/App/Resources/Assets.xcassets/Accent.colorset")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
    try """
    {"colors":[{"color":{"color-space":"srgb","components":{"red":"0x12","green":"0x34","blue":"0x56","alpha":"1.000"}},"idiom":"universal"}]}
    """.write(to: colorSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    try """
    import SwiftUI

    @main
    struct DemoApp: App {
      var body: some Scene { WindowGroup { Swatch() } }
    }
    """.write(
      to: package.appendingPathComponent("Sources/App/DemoApp.swift"), atomically: true, encoding: .utf8)
    try """
    import SwiftUI

    struct Swatch: View {
      var body: some View { Color("Accent").frame(width: 40, height: 20) }
    }

    #Preview { Swatch() }
    """.write(to: sources.appendingPathComponent("Swatch.swift"), atomically: true, encoding: .utf8)
    let output = package.appendingPathComponent("previews")
    let result = run([
      "previews", "--package", package.path, "--target", "App", "-o", output.path, "-f", "svg",
    ])
    #expect(result.status == 0, "\(result.err)")
    let svg = try String(contentsOf: output.appendingPathComponent("Swatch-1.svg"), encoding: .utf8)
    #expect(SVGFill.fills(in: svg).contains { $0.isColor(0x12, 0x34, 0x56) }, "\(svg.prefix(600))")
    #expect(run(["previews", "--package", package.path, "--target", "Nope"]).err.contains("no target Nope"))
  }

  @Test func watchRendersAgainOnSave() async throws {
    let folder = temporaryDirectory("preview-watch")
    let file = folder.appendingPathComponent("Hello.swift")
    try "import Folio\n#Preview { Text(\"Version one\") }\n".write(
      to: file, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out")
    let logFile = temporaryDirectory("preview-watch-log").appendingPathComponent("stderr.txt")
    #expect(FileManager.default.createFile(atPath: logFile.path, contents: nil))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: folio)
    process.arguments = ["previews", file.path, "-o", output.path, "-f", "pdf", "--watch"]
    process.environment = ProcessInfo.processInfo.environment.merging(["FOLIO_CACHE_DIR": cache.path]) { $1 }
    process.standardError = try FileHandle(forWritingTo: logFile)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    func text() -> String {
      shell(["pdftotext", output.appendingPathComponent("Hello-1.pdf").path, "-"]).output
    }
    func log() -> String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }
    #expect(await eventually(60) { text().contains("Version one") }, "first render: \(log())")
    try "import Folio\n#Preview { Text(\"Version two\") }\n".write(
      to: file, atomically: true, encoding: .utf8)
    #expect(await eventually(30) { text().contains("Version two") }, "after an edit: \(log())")
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(log().contains("stopped watching"))
  }
}

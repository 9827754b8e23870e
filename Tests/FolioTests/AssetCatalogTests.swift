import Folio
import FolioCairo
import FolioTestSupport
import FolioTesting
import Foundation
import Testing

/// `Color("Name")` and `Image("name")` from `.xcassets` folders, as Xcode writes them.
@Suite(.serialized) struct AssetCatalogTests {
  /// A catalog with colorsets in every component notation, a namespaced group and
  /// imagesets.
  static let catalog: URL = {
    let root = temporaryDirectory("asset-catalog").appendingPathComponent("Test.xcassets")
    func write(_ path: String, _ text: String) {
      let url = root.appendingPathComponent(path)
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? text.write(to: url, atomically: true, encoding: .utf8)
    }
    func color(_ components: String, space: String = "srgb", dark: String? = nil) -> String {
      var entries = [
        #"{"color":{"color-space":"\#(space)","components":{\#(components)}},"idiom":"universal"}"#
      ]
      if let dark {
        entries.append(
          #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{\#(dark)}},"idiom":"universal"}"#
        )
      }
      return #"{"colors":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#
    }
    write("Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    write("Hex.colorset/Contents.json", color(#""red":"0xFF","green":"0x80","blue":"0x00","alpha":"1.000""#))
    write(
      "Float.colorset/Contents.json", color(#""red":"0.200","green":"0.400","blue":"0.600","alpha":"0.500""#))
    write("Integer.colorset/Contents.json", color(#""red":"255","green":"0","blue":"51","alpha":"1.000""#))
    write("Gray.colorset/Contents.json", color(#""white":"0.500","alpha":"1.000""#, space: "gray-gamma-22"))
    write(
      "Themed.colorset/Contents.json",
      color(
        #""red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000""#,
        dark: #""red":"0.000","green":"0.000","blue":"0.000","alpha":"1.000""#))
    write("Broken.colorset/Contents.json", "{ not json")
    write("Brand/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
    write(
      "Brand/Accent.colorset/Contents.json",
      color(#""red":"0x00","green":"0x00","blue":"0xFF","alpha":"1.000""#))
    write(
      "Plain group/Inner.colorset/Contents.json",
      color(#""red":"0x00","green":"0xFF","blue":"0x00","alpha":"1.000""#))
    write(
      "Dot.imageset/Contents.json",
      #"{"images":[{"filename":"dot.svg","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
    )
    write(
      "Dot.imageset/dot.svg",
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#f00"/></svg>"##
    )
    write(
      "Vector.imageset/Contents.json",
      #"{"images":[{"filename":"vector.pdf","idiom":"universal"}],"properties":{"preserves-vector-representation":true}}"#
    )
    // A PDF vector of 30 × 12 points: a blue bar.
    let pdf = try? ImageRenderer(content: Color.blue.frame(width: 30, height: 12)).pdfData()
    try? pdf?.write(to: root.appendingPathComponent("Vector.imageset/vector.pdf"))
    write(
      "Corrupt.imageset/Contents.json", #"{"images":[{"filename":"corrupt.pdf","idiom":"universal"}]}"#)
    write("Corrupt.imageset/corrupt.pdf", "%PDF-1.7\nnot really a PDF\n")
    // A 2x bitmap: a PNG of 8 × 6 pixels is 4 × 3 points.
    let png = try? ImageRenderer(content: Color.red.frame(width: 8, height: 6)).pngData()
    try? FileManager.default.createDirectory(
      at: root.appendingPathComponent("Retina.imageset"), withIntermediateDirectories: true)
    try? png?.write(to: root.appendingPathComponent("Retina.imageset/retina@2x.png"))
    write(
      "Retina.imageset/Contents.json",
      #"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"retina@2x.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}]}"#
    )
    AssetCatalog.register(root)
    return root
  }()

  @Test func colorsetsInEveryNotation() {
    _ = Self.catalog
    #expect(Color("Hex").hexString == "#ff8000")
    #expect(Color("Float").hexString == "#33669980")
    #expect(Color("Integer").hexString == "#ff0033")
    #expect(Color("Gray").hexString == "#808080")
    #expect(Color("Brand/Accent").hexString == "#0000ff")
    // A group without a namespace does not prefix its assets.
    #expect(Color("Inner").hexString == "#00ff00")
    #expect(Color("Themed").resolved(in: .light).hexString == "#ffffff")
    #expect(Color("Themed").resolved(in: .dark).hexString == "#000000")
  }

  @Test func missingAndBrokenColorsAreClearAndReportedOnce() {
    _ = Self.catalog
    _ = AssetCatalog.missingNames()
    #expect(Color("Nowhere").alpha == 0)
    #expect(Color("Nowhere").alpha == 0)
    #expect(Color("Broken").alpha == 0)
    let missing = AssetCatalog.missingNames()
    #expect(missing.filter { $0.contains("Nowhere") }.count == 1)
    #expect(missing.contains { $0.contains("Broken") })
    #expect(AssetCatalog.missingNames().isEmpty)
  }

  @Test func imagesetsPickVectorsOrTheLargestScale() throws {
    _ = Self.catalog
    let svg = ImageRenderer(content: Image("Dot"), settings: SnapshotSettings.standard).layoutSnapshot()
    #expect(svg.size == CGSize(width: 20, height: 10))
    let retina = ImageRenderer(content: Image("Retina"), settings: SnapshotSettings.standard).layoutSnapshot()
    #expect(retina.size == CGSize(width: 4, height: 3))
    // A PDF imageset is its first page, drawn as vectors in every format.
    let vector = ImageRenderer(content: Image("Vector"), settings: SnapshotSettings.standard)
    #expect(vector.layoutSnapshot().size == CGSize(width: 30, height: 12))
    let vectorSVG = try vector.svgString()
    #expect(vectorSVG.contains("width=\"30pt\" height=\"12pt\""))
    let drawn = try Raster(svg: Data(vectorSVG.utf8), scale: 2)
    #expect(drawn.pixels[12 * 60 + 30] == 0xFF00_7AFF)
    let scaled = ImageRenderer(
      content: Image("Vector").resizable().frame(width: 60, height: 24), settings: SnapshotSettings.standard)
    let pixels = try Raster(png: scaled.pngData())
    #expect(pixels.width == 60)
    #expect(pixels.pixels[12 * 60 + 30] == 0xFF00_7AFF)
    let pdfFile = temporaryDirectory("asset-pdf").appendingPathComponent("vector-image.pdf")
    try vector.pdfData().write(to: pdfFile)
    #expect(shell(["qpdf", "--check", pdfFile.path]).status == 0)
    // A corrupt PDF fails the render with an error naming it.
    do {
      _ = try ImageRenderer(content: Image("Corrupt"), settings: SnapshotSettings.standard).pngData()
      Issue.record("a corrupt PDF rendered")
    } catch {
      #expect("\(error)".contains("invalid PDF"), "\(error)")
    }
  }
}

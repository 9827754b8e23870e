import Folio
import FolioCairo
import FolioTestSupport
import Foundation
import Testing

// Issue 13: shadow, mask, compositingGroup and drawingGroup — recorded as group effects and
// drawn the same in PDF, SVG and PNG (the PNG is Folio's; the PDF is rasterized by poppler,
// the SVG by librsvg, independently).
@Suite struct CompositingEffectTests {
  let settings = RenderSettings(fonts: .pinned)

  struct Effects: View {
    var body: some View {
      HStack(spacing: 30) {
        Color.white.frame(width: 60, height: 40).shadow(color: .black, radius: 6, x: 0, y: 8).id("card")
        Color.red.frame(width: 60, height: 40).mask { Circle() }.id("masked")
        ZStack {
          Color.red.frame(width: 40, height: 40).offset(x: -10)
          Color.blue.frame(width: 40, height: 40).offset(x: 10)
        }
        .compositingGroup()
        .opacity(0.5)
        .id("group")
      }
      .padding(20)
      .background(Color.white)
    }
  }

  /// The PDF writer lets Cairo approximate curves within a quarter point (for what a
  /// stroke covers) instead of its default tenth: strokes of every curved shape, inside
  /// and outside groups and shadows, are written the same, byte for byte.
  @Test func pdfCurvesAreTheSameAtTheWritersTolerance() throws {
    let view = VStack(spacing: 12) {
      HStack(spacing: 10) {
        Circle().stroke(Color.black, lineWidth: 0.5).frame(width: 7, height: 7)
        Circle().stroke(Color.blue, lineWidth: 3).frame(width: 90, height: 90)
        RoundedRectangle(cornerRadius: 6, style: .circular).stroke(Color.black, lineWidth: 0.5)
          .frame(width: 120, height: 50)
        Capsule().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(
          width: 80, height: 24)
      }
      HStack(spacing: 10) {
        Ellipse().stroke(Color.green, lineWidth: 1).frame(width: 70, height: 30).opacity(0.5)
        RoundedRectangle(cornerRadius: 12, style: .continuous).stroke(Color.black, lineWidth: 1)
          .frame(width: 60, height: 60).shadow(color: .gray, radius: 4, x: 2, y: 2)
        ZStack {
          Circle().stroke(Color.orange, lineWidth: 4)
          Circle().fill(Color.yellow).padding(10)
        }
        .frame(width: 50, height: 50).compositingGroup().opacity(0.7)
      }
    }
    .padding(20)
    let page = try ImageRenderer(content: view).displayList()
    func pdf(_ tolerance: Double) throws -> Data {
      let writer = PDFWriter(metadata: DocumentMetadata(), curveTolerance: tolerance)
      try writer.addPage(page)
      return try writer.finish()
    }
    let written = try pdf(PDFWriter.curveTolerance)
    #expect(PDFWriter.curveTolerance > 0.1)
    #expect(written == (try pdf(0.1)), "the same PDF as at Cairo's default tolerance")
    #expect(written.count > 1_000)
  }

  func raster(_ view: some View) throws -> Raster {
    let renderer = ImageRenderer(content: view)
    return try Raster(page: try renderer.displayList(), scale: 1, background: .white)
  }

  func pixel(_ raster: Raster, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
    let value = raster.pixels[y * raster.width + x]
    return (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
  }

  @Test func effectsAreRecordedAsGroups() throws {
    let list = try ImageRenderer(content: Effects()).displayList()
    var shadows: [DropShadow] = []
    var masks = 0
    var isolated = 0
    list.forEachItem { item in
      guard case .group(let group) = item else { return }
      if let shadow = group.shadow { shadows.append(shadow) }
      if group.mask != nil { masks += 1 }
      if group.isolated { isolated += 1 }
    }
    #expect(shadows == [DropShadow(color: .black, radius: 6, offset: CGSize(width: 0, height: 8))])
    #expect(masks == 1 && isolated == 1)
    #expect(list.dump().contains("shadow"))
    #expect(list.dump().contains("  mask\n"))
  }

  @Test func effectsDrawAsSwiftUIDraws() throws {
    let image = try raster(Effects())
    try #require(image.width >= 260 && image.height >= 80, "\(image.width)×\(image.height)")
    // The card (20…80, 20…60): white; under its bottom edge, the shadow darkens the white
    // background; far to the side there is none.
    #expect(pixel(image, 50, 40) == (255, 255, 255))
    let under = pixel(image, 50, 64)
    #expect(under.r < 200 && under.r == under.g, "shadow under the card: \(under)")
    #expect(pixel(image, 100, 40) == (255, 255, 255), "the shadow fades out beside the card")
    // The masked rectangle (110…170, 20…60) shows only inside the circle (a 40-point circle
    // centred in it): red at the centre, white in the corner.
    #expect(pixel(image, 140, 40) == (255, 59, 48), "SwiftUI's red")
    #expect(pixel(image, 112, 22) == (255, 255, 255), "outside the mask")
    // The compositing group: where the squares overlap only the blue shows, at half
    // opacity (no red through it).
    // SwiftUI's blue (0, 122, 255) at 0.5 over white; with red showing through it would be
    // redder.
    let overlap = pixel(image, 230, 40)
    #expect(abs(overlap.r - 128) <= 2 && abs(overlap.g - 189) <= 2 && overlap.b == 255, "\(overlap)")
    let redOnly = pixel(image, 202, 40)
    #expect(abs(redOnly.r - 255) <= 2 && abs(redOnly.g - 157) <= 2, "the red square alone at 0.5: \(redOnly)")
  }

  @Test func pdfSVGAndPNGAgree() throws {
    let directory = temporaryDirectory()
    let document = Document(pageSize: PageSize(width: 300, height: 120), margins: EdgeInsets(.all, 0)) {
      Effects()
    }
    let pdf = directory.appendingPathComponent("fx.pdf")
    let svg = directory.appendingPathComponent("fx.svg")
    let png = directory.appendingPathComponent("fx.png")
    try document.render(to: [.pdf(pdf), .svg(svg), .png(png)], settings: settings)
    #expect(shell(["qpdf", "--check", pdf.path]).status == 0)
    let folioPNG = try Raster(png: try Data(contentsOf: png))
    let fromSVG = try Raster(svg: try Data(contentsOf: svg), scale: 1)
    let svgDiff = VisualDiff(expected: folioPNG, actual: fromSVG, tolerance: 24)
    #expect(Double(svgDiff.mismatched) / Double(svgDiff.total) < 0.01, "SVG vs PNG: \(svgDiff.mismatched)")
    let prefix = directory.appendingPathComponent("pdf").path
    #expect(shell(["pdftoppm", "-png", "-r", "72", "-singlefile", pdf.path, prefix]).status == 0)
    let fromPDF = try Raster(png: try Data(contentsOf: URL(fileURLWithPath: prefix + ".png")))
    // Poppler smooths the shadow's image differently at its edges: 2 % of pixels.
    let pdfDiff = VisualDiff(expected: folioPNG, actual: fromPDF, tolerance: 24)
    #expect(
      Double(pdfDiff.mismatched) / Double(pdfDiff.total) < 0.02,
      "PDF vs PNG: \(pdfDiff.mismatched) in \(String(describing: pdfDiff.bounds))")
  }

  /// Blue squares over red in blend modes, each at its own place.
  struct Blends: View {
    static let modes: [BlendMode] = [.normal, .multiply, .screen, .difference, .plusLighter]
    var body: some View {
      HStack(spacing: 0) {
        ForEach(Self.modes, id: \.self) { mode in
          ZStack {
            Color(red: 1, green: 0, blue: 0)
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20).blendMode(mode)
          }
          .frame(width: 40, height: 40)
        }
      }
    }
  }

  /// Issue 52: `blendMode` blends the view with what is behind it, as SwiftUI does, in PNG,
  /// SVG (read back by librsvg) and PDF (Poppler reads the page's blend mode).
  @Test func blendModesCombineTheViewWithWhatIsBehindIt() throws {
    // Blue (0, 0, 255) over red (255, 0, 0), by mode, at the square's centre.
    let expected: [(Int, Int, Int)] = [(0, 0, 255), (0, 0, 0), (255, 0, 255), (255, 0, 255), (255, 0, 255)]
    let image = try raster(Blends())
    for (index, colour) in expected.enumerated() {
      #expect(pixel(image, 40 * index + 20, 20) == colour, "\(Blends.modes[index]) in PNG")
      #expect(pixel(image, 40 * index + 5, 5) == (255, 0, 0), "\(Blends.modes[index]): red around")
    }
    #expect(try ImageRenderer(content: Blends()).displayList().dump().contains("blend multiply"))
    let directory = temporaryDirectory()
    let document = Document(pageSize: PageSize(width: 200, height: 40), margins: EdgeInsets(.all, 0)) {
      Blends()
    }
    let pdf = directory.appendingPathComponent("blend.pdf")
    let svg = directory.appendingPathComponent("blend.svg")
    try document.render(to: [.pdf(pdf), .svg(svg)], settings: settings)
    #expect(shell(["qpdf", "--check", pdf.path]).status == 0)
    let fromSVG = try Raster(svg: try Data(contentsOf: svg), scale: 1)
    let prefix = directory.appendingPathComponent("pdf").path
    #expect(shell(["pdftoppm", "-png", "-r", "72", "-singlefile", pdf.path, prefix]).status == 0)
    let fromPDF = try Raster(png: try Data(contentsOf: URL(fileURLWithPath: prefix + ".png")))
    for (index, colour) in expected.enumerated() {
      for (name, other) in [("SVG", fromSVG), ("PDF", fromPDF)] {
        let drawn = pixel(other, 40 * index + 20, 20)
        let close =
          abs(drawn.r - colour.0) <= 2 && abs(drawn.g - colour.1) <= 2 && abs(drawn.b - colour.2) <= 2
        #expect(close, "\(Blends.modes[index]) in \(name): \(drawn)")
      }
    }
  }

  @Test func hostileValuesDrawNothingWrong() throws {
    // NaN and infinite radii and offsets count as 0; a huge radius is bounded; an empty
    // mask shows nothing; a transparent shadow is not drawn.
    for view in [
      AnyView(Color.red.frame(width: 10, height: 10).shadow(radius: .nan, x: .infinity, y: -.infinity)),
      AnyView(Color.red.frame(width: 10, height: 10).shadow(radius: 1e9)),
      AnyView(Color.red.frame(width: 10, height: 10).mask { EmptyView() }),
      AnyView(Color.red.frame(width: 10, height: 10).shadow(color: .clear, radius: 4)),
    ] {
      let renderer = ImageRenderer(content: view.padding(10))
      #expect(try renderer.pngData().count > 0)
      #expect(try renderer.pdfData().count > 0)
      #expect(try renderer.svgString().contains("<svg"))
    }
    let empty = try raster(Color.red.frame(width: 10, height: 10).mask { EmptyView() }.padding(5))
    #expect(pixel(empty, 10, 10) == (255, 255, 255), "an empty mask hides the view")
  }
}

// Issue 13: blur and UnevenRoundedRectangle.
@Suite struct BlurAndCornerTests {
  func raster(_ view: some View) throws -> Raster {
    try Raster(page: try ImageRenderer(content: view).displayList(), scale: 1, background: .white)
  }

  func red(_ raster: Raster, _ x: Int, _ y: Int) -> (r: Int, g: Int) {
    let value = raster.pixels[y * raster.width + x]
    return (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF))
  }

  @Test func blurSpreadsTheViewAndKeepsItsLayout() throws {
    // A red square 20 points wide in a 60-point white frame.
    let sharp = try raster(Color.red.frame(width: 20, height: 20).padding(20).background(Color.white))
    let blurred = try raster(
      Color.red.frame(width: 20, height: 20).blur(radius: 6).padding(20).background(Color.white))
    #expect(sharp.width == blurred.width && sharp.height == blurred.height, "layout unchanged")
    // Sharp: white 4 points outside the square; blurred: pink there.
    #expect(red(sharp, 16, 30).g == 255)
    #expect(red(blurred, 16, 30).g < 240, "the blur reaches outside the square")
    #expect(red(blurred, 22, 30).g > red(sharp, 22, 30).g, "and fades its edge")
    #expect(red(blurred, 30, 30).g == 59, "the middle, 3 σ from the edges, stays red")
    // A zero, NaN or infinite radius draws the view as it is.
    for radius in [0, CGFloat.nan, .infinity, -3] {
      let same = try raster(
        Color.red.frame(width: 20, height: 20).blur(radius: radius).padding(20).background(Color.white))
      #expect(same.pixels == sharp.pixels, "radius \(radius)")
    }
  }

  @Test func unevenCornersRoundOnlyWhereAsked() throws {
    let image = try raster(
      UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10)
        .fill(Color.red)
        .frame(width: 100, height: 50))
    #expect(red(image, 1, 1).g == 255, "top-leading corner rounded away")
    #expect(red(image, 98, 1).g == 59, "top-trailing corner square")
    #expect(red(image, 1, 48).g == 59, "bottom-leading corner square")
    #expect(red(image, 98, 48).g == 255, "bottom-trailing corner rounded away")
    #expect(red(image, 50, 25).g == 59)
    // Radii past half the shorter side are cut; hostile radii draw a rectangle.
    let capped = UnevenRoundedRectangle(topLeadingRadius: 1e9).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(capped.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    let hostile = UnevenRoundedRectangle(
      topLeadingRadius: .nan, bottomLeadingRadius: -.infinity, bottomTrailingRadius: .infinity,
      topTrailingRadius: -5)
    #expect(
      hostile.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect
        == CGRect(x: 0, y: 0, width: 10, height: 10))
    // Inset shrinks the shape and its radii.
    #expect(
      UnevenRoundedRectangle(topLeadingRadius: 4).inset(by: 2).path(
        in: CGRect(x: 0, y: 0, width: 20, height: 20)
      )
      .boundingRect == CGRect(x: 2, y: 2, width: 16, height: 16))
  }
}

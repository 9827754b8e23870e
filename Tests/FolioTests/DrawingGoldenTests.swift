import Folio
import FolioSamples
import FolioTesting
import Foundation
import Testing

// Issue 4: every drawing modifier and display item kind against small goldens
// (display-list dumps and SVG), and a few PNGs.
@Suite struct DrawingGoldenTests {
  let data = SampleCatalog.dataDirectory

  @Test func shapesFillsAndStrokes() {
    let view = HStack(spacing: 4) {
      Rectangle().fill(Color.orange)
      RoundedRectangle(cornerRadius: 6).stroke(Color.blue, lineWidth: 2)
      Circle().strokeBorder(Color.green, style: StrokeStyle(lineWidth: 3, dash: [4, 2], dashPhase: 1))
      Ellipse().stroke(
        Color.red, style: StrokeStyle(lineWidth: 1, lineCap: .round, lineJoin: .bevel, miterLimit: 4))
      Capsule().fill(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
      Path { path in
        path.move(to: CGPoint(x: 0, y: 20))
        path.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: 10, y: 0))
        path.closeSubpath()
      }.fill(Color.purple, style: FillStyle(eoFill: true))
    }
    .frame(width: 200, height: 24)
    assertSnapshot(of: view, as: .displayList)
    assertSnapshot(of: view, as: .svg)
  }

  @Test func colorsAndForegroundStyles() {
    let view = VStack(spacing: 2) {
      Color(white: 0.5).frame(height: 4)
      Color(hue: 0.6, saturation: 0.5, brightness: 0.9).frame(height: 4)
      Color(hex: 0x336699).opacity(0.5).frame(height: 4)
      Rectangle().frame(height: 4).foregroundStyle(Color.teal)
      Rectangle().frame(height: 4).foregroundColor(.pink)
      Rectangle().fill(.secondary).frame(height: 4)
      Text("styled").foregroundStyle(Color.indigo)
    }
    .frame(width: 60)
    assertSnapshot(of: view, as: .displayList)
  }

  @Test func gradients() {
    let view = HStack(spacing: 4) {
      Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
      Circle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20))
      Rectangle().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center))
      LinearGradient(
        stops: [.init(color: .yellow, location: 0.2), .init(color: .orange, location: 0.8)], startPoint: .top,
        endPoint: .bottom)
    }
    .frame(width: 180, height: 40)
    assertSnapshot(of: view, as: .displayList)
    assertSnapshot(of: view, as: .png(scale: 1, precision: 0.995))
  }

  @Test func effectsAndClipping() {
    let view = HStack(spacing: 6) {
      Color.red.frame(width: 20, height: 20).opacity(0.5)
      Color.green.frame(width: 20, height: 20).clipShape(Circle())
      Text("clipped words").frame(width: 30, height: 10).clipped()
      Color.blue.frame(width: 20, height: 20).cornerRadius(5)
      Color.yellow.frame(width: 20, height: 20).border(Color.black, width: 2)
      Color.mint.frame(width: 20, height: 20).rotationEffect(.degrees(45))
      Color.brown.frame(width: 20, height: 20).scaleEffect(0.5, anchor: .topLeading)
      Color.gray.frame(width: 20, height: 20).hidden()
      Color.cyan.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: 2, y: 3))
    }
    assertSnapshot(of: view, as: .displayList)
    assertSnapshot(of: view, as: .png(scale: 2, precision: 0.995))
  }

  @Test func imagesOfEveryKind() {
    let view = HStack(spacing: 4) {
      Image(contentsOf: data.appendingPathComponent("swatch.png"))
      Image(contentsOf: data.appendingPathComponent("swatch.jpg")).resizable().frame(width: 32, height: 24)
      Image(contentsOf: data.appendingPathComponent("logo.svg")).resizable().scaledToFit().frame(width: 60)
      Image(contentsOf: data.appendingPathComponent("swatch.png")).resizable().aspectRatio(contentMode: .fill)
        .frame(width: 20, height: 20).clipped()
    }
    assertSnapshot(of: view, as: .displayList)
    assertSnapshot(of: view, as: .svg)
  }

  @Test func canvasDrawing() {
    let view = Canvas { context, size in
      context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.blue))
      context.stroke(
        Path(ellipseIn: CGRect(x: 4, y: 4, width: 20, height: 20)), with: .color(.red), lineWidth: 2)
      var inner = context
      inner.translateBy(x: 30, y: 10)
      inner.rotate(by: .degrees(10))
      inner.opacity = 0.5
      inner.fill(
        Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
        with: .linearGradient(
          Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
      inner.draw(Text("drawn"), at: CGPoint(x: 10, y: 20), anchor: .topLeading)
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 40, height: 10)))
      context.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 40)), with: .color(.green.opacity(0.3)))
      context.drawLayer { layer in
        layer.fill(Path(ellipseIn: CGRect(x: 50, y: 5, width: 10, height: 10)), with: .color(.black))
      }
    }
    .frame(width: 80, height: 40)
    assertSnapshot(of: view, as: .displayList)
  }

  @Test func linksAndDestinations() {
    let view = VStack(alignment: .leading) {
      Text("Top").bookmark("Top", level: 1)
      Link("Folio", destination: URL(string: "https://folio.example")!)
      Text("See the top").link(to: "Top")
      Text("Also a link").link(url: URL(string: "https://folio.example/also")!)
      Text("Anchor").linkDestination("anchor")
    }
    assertSnapshot(of: view, as: .displayList)
    assertSnapshot(of: view, as: .pdfText)
  }
}

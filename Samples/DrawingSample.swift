import Folio
import Foundation

/// Shapes, strokes, gradients, clipping, transforms, images (PNG, JPEG, SVG), a Canvas
/// chart and links: every drawing feature on one page.
enum DrawingSample {
  static let sample = Sample(
    name: "drawing", summary: "Shapes, gradients, strokes, clipping, transforms, images, a Canvas chart"
  ) { _ throws(FolioError) in
    let data = SampleCatalog.dataDirectory
    return Document(title: "Drawing", pageSize: .a4, margins: EdgeInsets(.all, 40)) {
      Page {
        VStack(alignment: .leading, spacing: 16) {
          Text("Drawing with Folio").font(.title).bookmark("Drawing with Folio")
          HStack(spacing: 12) {
            Rectangle().fill(Color.orange)
            RoundedRectangle(cornerRadius: 12).fill(
              LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            Circle().fill(
              RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 40))
            Ellipse().fill(
              AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
            Capsule().strokeBorder(Color.teal, lineWidth: 4)
          }
          .frame(height: 70)
          HStack(spacing: 12) {
            Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
            RoundedRectangle(cornerRadius: 8)
              .stroke(
                Color.green,
                style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round, dash: [1, 8]))
            Path { path in
              path.move(to: CGPoint(x: 0, y: 50))
              path.addCurve(
                to: CGPoint(x: 90, y: 10), control1: CGPoint(x: 30, y: -20), control2: CGPoint(x: 60, y: 80))
              path.addQuadCurve(to: CGPoint(x: 110, y: 50), control: CGPoint(x: 120, y: 0))
            }
            .stroke(Color.indigo, lineWidth: 3)
            .frame(width: 110, height: 60)
            Color.pink.opacity(0.5).frame(width: 60).border(Color.black, width: 1)
          }
          .frame(height: 60)
          HStack(spacing: 20) {
            Text("Rotated").font(.headline).padding(8).background(Color.yellow.opacity(0.4))
              .rotationEffect(.degrees(-12))
            Text("Scaled").padding(6).background(Color.mint.opacity(0.4)).scaleEffect(1.4)
            Text("Clipped").font(.system(size: 28, weight: .bold)).foregroundStyle(Color.white)
              .fixedSize().padding(10).background(Color.blue).clipShape(Capsule())
            Text("Hidden").hidden()
            Text("Faded").opacity(0.35)
            Color.red.frame(width: 30, height: 30).cornerRadius(6).offset(x: 6, y: 6)
          }
          HStack(alignment: .bottom, spacing: 16) {
            Image(contentsOf: data.appendingPathComponent("swatch.png")).resizable().frame(
              width: 96, height: 72)
            Image(contentsOf: data.appendingPathComponent("swatch.jpg")).resizable().interpolation(.none)
              .frame(width: 96, height: 72)
            Image(contentsOf: data.appendingPathComponent("logo.svg")).resizable().scaledToFit().frame(
              width: 150)
          }
          Canvas { context, size in
            let values: [CGFloat] = [3, 7, 4, 9, 6, 11, 8]
            let barWidth = size.width / CGFloat(values.count)
            for (index, value) in values.enumerated() {
              let height = value / 12 * (size.height - 14)
              let bar = CGRect(
                x: CGFloat(index) * barWidth + 4, y: size.height - 14 - height, width: barWidth - 8,
                height: height)
              context.fill(
                Path(roundedRect: bar, cornerRadius: 3), with: .color(index % 2 == 0 ? .blue : .teal))
              context.draw(
                Text(verbatim: "\(Int(value))").font(.caption2),
                at: CGPoint(x: bar.midX, y: size.height - 6))
            }
            var axis = Path()
            axis.move(to: CGPoint(x: 0, y: size.height - 14))
            axis.addLine(to: CGPoint(x: size.width, y: size.height - 14))
            context.stroke(axis, with: .color(.gray), lineWidth: 1)
          }
          .frame(height: 140)
          HStack {
            Link("Folio on the web", destination: URL(string: "https://folio.example/docs")!)
            Text("·")
            Text("back to the top").foregroundStyle(Color.blue).link(to: "Drawing with Folio")
          }
          .font(.callout)
        }
      }
    }
  }
}

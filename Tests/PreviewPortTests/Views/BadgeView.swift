// A conference badge drawn from paths; the original imported CoreGraphics too, which
// Foundation covers on Linux: only the imports changed.
import Folio

struct StarShape: Shape {
  var points: Int = 5
  var innerRatio: CGFloat = 0.45

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    let inner = outer * innerRatio
    var path = Path()
    for index in 0..<(points * 2) {
      let radius = index.isMultiple(of: 2) ? outer : inner
      let angle = CGFloat(index) * .pi / CGFloat(points) - .pi / 2
      let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }
}

struct RibbonShape: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - 12, y: rect.midY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX + 12, y: rect.midY))
    path.closeSubpath()
    return path
  }
}

struct BadgeView: View {
  var name: String
  var role: String

  var body: some View {
    VStack(spacing: 12) {
      ZStack {
        Circle()
          .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
        StarShape()
          .fill(.white)
          .padding(22)
      }
      .frame(width: 96, height: 96)
      Text(name)
        .font(.title3.weight(.semibold))
      Text(role.uppercased())
        .font(.caption.weight(.bold))
        .foregroundColor(.white)
        .padding(.horizontal, 28)
        .padding(.vertical, 6)
        .background(RibbonShape().fill(Color.indigo))
    }
    .padding(24)
  }
}

struct BadgeView_Previews: PreviewProvider {
  static var previews: some View {
    BadgeView(name: "Ada Lovelace", role: "Speaker")
      .previewLayout(.fixed(width: 240, height: 260))
  }
}

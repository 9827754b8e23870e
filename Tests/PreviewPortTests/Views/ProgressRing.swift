// Circular progress, as fitness and download screens draw it: a trimmed circle, a custom
// ProgressViewStyle that draws one, another that restyles the view it is given, and a
// custom GaugeStyle.
import Folio

struct RingProgressStyle: ProgressViewStyle {
  var lineWidth: CGFloat = 10

  func makeBody(configuration: Configuration) -> some View {
    let fraction = configuration.fractionCompleted ?? 0
    ZStack {
      Circle()
        .stroke(Color.gray.opacity(0.25), lineWidth: lineWidth)
      Circle()
        .trim(from: 0, to: fraction)
        .stroke(.tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Text("\(Int(fraction * 100))%")
        .font(.headline.monospacedDigit())
    }
    .frame(width: 80, height: 80)
  }
}

struct OrangeProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration)
      .tint(.orange)
      .padding(8)
      .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 8))
  }
}

struct ArcGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      Circle()
        .trim(from: 0, to: 0.75)
        .stroke(Color.secondary.opacity(0.3), style: StrokeStyle(lineWidth: 8, lineCap: .round))
        .rotationEffect(.degrees(135))
      Circle()
        .trim(from: 0, to: 0.75 * configuration.value)
        .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        .rotationEffect(.degrees(135))
      configuration.currentValueLabel
        .font(.caption.bold())
    }
    .frame(width: 70, height: 70)
  }
}

struct ProgressRingView: View {
  var body: some View {
    VStack(spacing: 18) {
      HStack(spacing: 18) {
        ProgressView(value: 0.68)
          .progressViewStyle(RingProgressStyle())
          .tint(.pink)
        ProgressView(value: 0.3)
          .progressViewStyle(RingProgressStyle(lineWidth: 6))
          .tint(.blue)
        Gauge(value: 0.6) {
          Text("Speed")
        } currentValueLabel: {
          Text("60")
        }
        .gaugeStyle(ArcGaugeStyle())
      }
      ProgressView("Uploading", value: 0.45)
        .progressViewStyle(OrangeProgressStyle())
        .frame(width: 240)
    }
    .padding()
  }
}

struct ProgressRingView_Previews: PreviewProvider {
  static var previews: some View {
    ProgressRingView()
  }
}

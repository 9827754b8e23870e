// A reward card that reveals itself when it appears, as loyalty and game apps write them:
// state set in onAppear inside withAnimation, transitions, a symbol effect and a
// namespace for a matched geometry effect.
import Folio

extension Animation {
  static var ripple: Animation {
    .spring(response: 0.4, dampingFraction: 0.6).speed(1.2).delay(0.1)
  }
}

struct RewardCard: View {
  let points: Int
  @State private var revealed = false
  @State private var progress = 0.0
  @Namespace private var badge
  @AppStorage("showsConfetti") private var showsConfetti = true
  @Environment(\.openURL) private var openURL

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: "star.fill")
        .font(.system(size: 36))
        .foregroundStyle(.yellow)
        .symbolEffect(.bounce, value: revealed)
        .matchedGeometryEffect(id: "star", in: badge)
      Text("\(points) points")
        .font(.title.bold())
        .contentTransition(.numericText())
      if revealed {
        Text("Reward unlocked")
          .font(.headline)
          .transition(.move(edge: .bottom).combined(with: .opacity))
      } else {
        Text("Keep going")
          .transition(.opacity)
      }
      ProgressView(value: progress)
        .tint(.white)
        .animation(.easeOut(duration: 0.6), value: progress)
      if showsConfetti {
        Label("Bonus unlocked", systemImage: "star.fill")
          .font(.caption.bold())
      }
    }
    .foregroundStyle(.white)
    .padding(20)
    .frame(width: 260)
    .background(
      LinearGradient(colors: [.purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing),
      in: RoundedRectangle(cornerRadius: 20)
    )
    .contentShape(RoundedRectangle(cornerRadius: 20))
    .allowsHitTesting(revealed)
    .accessibility(label: Text("Reward card"))
    .onAppear {
      withAnimation(.ripple) {
        revealed = true
        progress = 0.8
      }
    }
    .onDisappear { revealed = false }
    .animation(.default, value: revealed)
  }
}

struct RewardCard_Previews: PreviewProvider {
  static var previews: some View {
    RewardCard(points: 1_250)
      .padding()
  }
}

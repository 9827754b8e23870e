import Folio
import FolioTesting
import Testing

struct GreetingCard: View {
  let name: String
  var body: some View {
    VStack(spacing: 8) {
      Text("Hello, \(name)!").font(.title)
      Text("Welcome aboard.")
    }
    .padding(16)
    .border(Color.gray)
  }
}

@Test func greetingCardLayout() {
  assertSnapshot(of: GreetingCard(name: "Ada"), as: .layout)
}

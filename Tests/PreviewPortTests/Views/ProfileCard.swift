// A share card with SF Symbols, a material and asset-catalog colours, written for SwiftUI.
import Folio

struct ProfileCard: View {
  var name: String
  var handle: String
  var followers: Int

  var body: some View {
    HStack(spacing: 14) {
      Image("Logo")
        .resizable()
        .frame(width: 44, height: 44)
      VStack(alignment: .leading, spacing: 3) {
        Text(name).font(.headline).foregroundStyle(Color("Brand"))
        Text(handle).font(.subheadline).foregroundStyle(.secondary)
        HStack(spacing: 4) {
          Image(systemName: "star.fill")
            .imageScale(.small)
            .foregroundStyle(.yellow)
          Text("\(followers) followers").font(.caption)
        }
      }
      Spacer(minLength: 8)
      Image(systemName: "chevron.right")
        .foregroundStyle(.tertiary)
    }
    .padding(14)
    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
    .padding(16)
    .background(Color("Backdrop"))
  }
}

struct ProfileCard_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      ProfileCard(name: "Grace Hopper", handle: "@grace", followers: 1_024)
      ProfileCard(name: "Grace Hopper", handle: "@grace", followers: 1_024)
        .environment(\.colorScheme, .dark)
      ProfileCard(name: "Grace Hopper", handle: "@grace", followers: 1_024)
        .redacted(reason: .placeholder)
        .previewDisplayName("Placeholder")
    }
    .frame(width: 320)
    .previewLayout(.sizeThatFits)
  }
}

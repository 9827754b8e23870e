// A settings screen's rows as an iOS app writes them, reaching for UIKit's colours and
// fonts, with a focus state, a scene-stored value, a dismiss action and a task.
import Folio

struct SettingsRow: View {
  let title: String
  let detail: String
  let symbol: String
  let tint: UIColor

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: symbol)
        .foregroundStyle(.white)
        .frame(width: 30, height: 30)
        .background(Color(uiColor: tint), in: RoundedRectangle(cornerRadius: 7))
      Text(title)
        .font(Font(UIFont.preferredFont(forTextStyle: .body)))
        .layoutPriority(1)
      Spacer()
      Text(detail)
        .foregroundStyle(Color(UIColor.secondaryLabel))
      Image(systemName: "chevron.right")
        .foregroundStyle(Color(uiColor: .tertiaryLabel))
    }
    .padding(.vertical, 8)
  }
}

struct SettingsList: View {
  @SceneStorage("selectedTab") private var selectedTab = "general"
  @FocusState private var searchFocused: Bool
  @State private var status = "Checking…"
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(status)
        .font(.footnote)
        .foregroundStyle(Color(uiColor: .secondaryLabel))
        .focused($searchFocused)
        .padding(.bottom, 8)
      SettingsRow(title: "Airplane Mode", detail: "Off", symbol: "airplane", tint: .systemOrange)
      Divider()
      SettingsRow(title: "Messages", detail: "3 new", symbol: "envelope.fill", tint: .systemGreen)
      Divider()
      SettingsRow(title: "General", detail: "", symbol: "gearshape.fill", tint: .systemGray)
    }
    .padding()
    .background(Color(UIColor.secondarySystemBackground))
    .task {
      status = "Up to date"
    }
  }
}

struct SettingsList_Previews: PreviewProvider {
  static var previews: some View {
    SettingsList()
      .frame(width: 360)
  }
}

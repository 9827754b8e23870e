// A settings-like card as a SwiftUI developer writes it; only the import differs.
import Folio

struct SettingsCard: View {
  @State private var notificationsOn = true
  @Environment(\.horizontalSizeClass) private var sizeClass
  let account: String
  let storageUsed: Double

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Section {
        LabeledContent("Account", value: account)
        LabeledContent("Storage", value: storageUsed, format: .percent)
        LabeledContent("Notifications", value: notificationsOn ? "On" : "Off")
      } header: {
        Text("General").font(.headline)
      } footer: {
        Text("Layout: \(sizeClass == .compact ? "compact" : "regular")")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
    }
    .padding(16)
    .frame(width: 280)
    .background(.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
  }
}

// Localized text as apps write it: comments for translators, a table, a formatter in an
// interpolation, a LocalizedStringResource, a timer, and a preview only DEBUG builds have.
import Folio

struct LocalizedGreeting: View {
  static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "d MMMM yyyy"
    return formatter
  }()

  let name: String
  let memberSince: Date
  let title: LocalizedStringResource = "Account"

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title)
        .font(.headline)
      Text("Welcome back, \(name)!", comment: "Greeting on the account screen")
        .font(.title2)
      Text(
        "Member since \(memberSince, formatter: Self.formatter)", comment: "The date an account was opened"
      )
      .foregroundStyle(.secondary)
      Text("orders.count", tableName: "Orders", bundle: .main, comment: "Heading of the orders list")
        .font(.caption)
    }
    .padding()
    .background()
  }
}

#if DEBUG
  #Preview("Greeting") {
    LocalizedGreeting(name: "Ada", memberSince: Date(timeIntervalSince1970: 1_500_000_000))
  }
#endif

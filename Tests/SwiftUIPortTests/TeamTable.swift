// A team roster as a SwiftUI `Table` with rows in sections (macOS/iPadOS style); only the
// import changed.
import Folio

struct Member: Identifiable {
  let id: Int
  var name: String
  var role: String
  var hours: Double
}

struct TeamTable: View {
  var design: [Member]
  var engineering: [Member]
  var guest: Member

  var body: some View {
    Table(of: Member.self) {
      TableColumn("Name", value: \.name)
      TableColumn("Role", value: \.role)
      TableColumn("Hours") { member in
        Text(member.hours, format: .number.precision(.fractionLength(1)))
      }
      .width(60)
    } rows: {
      Section("Design") {
        ForEach(design) { member in
          TableRow(member)
        }
      }
      Section {
        ForEach(engineering) { TableRow($0) }
      } header: {
        Text("Engineering")
      } footer: {
        Text("\(engineering.count) people")
      }
      TableRow(guest)
    }
  }
}

// An invoice screen that an app also renders to PDF page by page; written for SwiftUI,
// only the import changed.
import Folio

struct InvoiceLine: Identifiable {
  let id = UUID()
  var description: String
  var quantity: Int
  var unitPrice: Double

  var total: Double { Double(quantity) * unitPrice }
}

struct InvoiceView: View {
  var number: String
  var customer: String
  var lines: [InvoiceLine]
  var isPaid: Bool

  private var total: Double { lines.reduce(0) { $0 + $1.total } }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(alignment: .firstTextBaseline) {
        VStack(alignment: .leading, spacing: 4) {
          Text("Invoice \(number)")
            .font(.title2.bold())
          Text(customer)
            .foregroundColor(.secondary)
        }
        Spacer()
        Text(isPaid ? "PAID" : "DUE")
          .font(.caption.weight(.semibold))
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background(isPaid ? Color.green.opacity(0.2) : Color.orange.opacity(0.2))
          .foregroundColor(isPaid ? .green : .orange)
          .clipShape(Capsule())
      }
      Divider()
      ForEach(lines) { line in
        HStack {
          Text(line.description)
          Spacer()
          Text("\(line.quantity) × \(line.unitPrice, specifier: "%.2f")")
            .foregroundColor(.secondary)
          Text(line.total, format: .currency(code: "EUR"))
            .frame(width: 80, alignment: .trailing)
        }
        .font(.callout)
      }
      Divider()
      HStack {
        Text("Total").font(.headline)
        Spacer()
        Text(total, format: .currency(code: "EUR")).font(.headline)
      }
    }
    .padding(20)
    .frame(width: 360)
  }
}

struct InvoiceView_Previews: PreviewProvider {
  static let sample = [
    InvoiceLine(description: "Design review", quantity: 2, unitPrice: 120),
    InvoiceLine(description: "Label printing", quantity: 500, unitPrice: 0.12),
    InvoiceLine(description: "Shipping", quantity: 1, unitPrice: 9.9),
  ]

  static var previews: some View {
    Group {
      InvoiceView(number: "2026-0042", customer: "Atelier Dupont", lines: sample, isPaid: false)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Due")
      InvoiceView(number: "2026-0043", customer: "Atelier Dupont", lines: sample, isPaid: true)
        .previewLayout(.sizeThatFits)
        .preferredColorScheme(.dark)
        .previewDisplayName("Paid, dark")
    }
  }
}

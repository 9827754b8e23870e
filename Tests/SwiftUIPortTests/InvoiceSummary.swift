// An invoice summary with @State, formatted numbers and ShapeStyle backgrounds.
import Folio

struct InvoiceLine: Identifiable {
  let id: Int
  let item: String
  let quantity: Int
  let price: Double
}

struct InvoiceSummary: View {
  @State private var discount = 0.1
  let lines: [InvoiceLine]

  private var subtotal: Double { lines.reduce(0) { $0 + Double($1.quantity) * $1.price } }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      ForEach(lines) { line in
        HStack {
          Text(line.item)
          Spacer()
          Text("\(line.quantity) × \(line.price, specifier: "%.2f")")
        }
      }
      Divider()
      HStack {
        Text("Discount")
        Spacer()
        Text(discount, format: .percent)
      }
      HStack {
        Text("Total").bold()
        Spacer()
        Text("\(subtotal * (1 - discount), format: .number.precision(.fractionLength(2))) EUR").bold()
      }
      .padding(8)
      .background(.mint)
    }
    .padding()
    .frame(width: 300)
    .background(.yellow.opacity(0.1))
  }
}

/// A variant whose discount is edited through a binding before it is drawn.
struct DiscountEditor: View {
  @Binding var discount: Double

  var body: some View {
    Text(discount, format: .percent)
  }
}

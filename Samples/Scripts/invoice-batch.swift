// A batch template: one invoice per line of invoices.jsonl.
//   folio batch Samples/Scripts/invoice-batch.swift --data Samples/Data/invoices.jsonl --out 'out/invoices/{number}.pdf'
// renders them all; `folio render … --data Samples/Data/invoices.jsonl --record 2` renders one.
import Folio
import Foundation

/// One invoice from one record.
struct InvoiceTemplate: DocumentTemplate {
  let record: DataRecord

  var document: Document {
    get throws(FolioError) {
      let invoice = try record.decode(BilledInvoice.self)
      try invoice.validate(record)
      return Document(title: "Invoice \(invoice.number)", pageSize: .a4, margins: EdgeInsets(.all, 48)) {
        Page { BilledInvoiceView(invoice: invoice) }
      }
    }
  }
}

/// An invoice as one JSON-lines record holds it.
struct BilledInvoice: Codable, Sendable {
  /// A billed line.
  struct Line: Codable, Sendable, Identifiable {
    /// What was sold.
    var description: String
    /// How many.
    var quantity: Int
    /// The price of one.
    var unitPrice: Double
    /// The line's identity.
    var id: String { description }
    /// quantity × unit price.
    var amount: Double { Double(quantity) * unitPrice }
  }

  /// The invoice number (it also names the file).
  var number: String
  /// The issue date.
  var issued: String
  /// Who pays.
  var customer: String
  /// Their address lines.
  var address: [String]
  /// The lines.
  var lines: [Line]
  /// ISO currency code.
  var currency: String
  /// VAT rate, 0…1.
  var taxRate: Double

  /// Checks every amount before anything is computed from it; errors name the record.
  func validate(_ record: DataRecord) throws(FolioError) {
    for line in lines {
      guard (0...1_000_000).contains(line.quantity), line.unitPrice.isFinite, abs(line.unitPrice) <= 1e9
      else {
        throw record.error("has a line with an impossible quantity or price: \(line.description)")
      }
    }
    guard (0...1).contains(taxRate) else { throw record.error("has a tax rate outside 0…1: \(taxRate)") }
  }

  /// The sum of the lines.
  var subtotal: Double { lines.reduce(0) { $0 + $1.amount } }
  /// VAT on the subtotal.
  var tax: Double { (subtotal * taxRate * 100).rounded() / 100 }

  /// `1234.50 EUR`.
  func money(_ value: Double) -> String { String(format: "%.2f %@", value, currency) }
}

/// The page of one invoice.
struct BilledInvoiceView: View {
  let invoice: BilledInvoice

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(alignment: .firstTextBaseline) {
        Text("INVOICE").font(.system(size: 22, weight: .bold)).foregroundStyle(Color(hex: 0x1F4E79))
        Spacer()
        Text(verbatim: "\(invoice.number) · \(invoice.issued)").font(.system(size: 10, design: .monospaced))
      }
      VStack(alignment: .leading, spacing: 2) {
        Text("BILL TO").font(.system(size: 7, weight: .bold)).foregroundStyle(Color.gray)
        Text(verbatim: invoice.customer).bold()
        ForEach(invoice.address, id: \.self) { Text(verbatim: $0) }
      }
      .font(.system(size: 10))
      Table(invoice.lines) {
        TableColumn("Description", value: \BilledInvoice.Line.description)
        TableColumn("Qty") { (line: BilledInvoice.Line) in Text(verbatim: "\(line.quantity)") }
          .width(40).alignment(.numeric)
        TableColumn("Amount") { (line: BilledInvoice.Line) in Text(verbatim: invoice.money(line.amount)) }
          .width(110).alignment(.numeric)
      }
      .font(.system(size: 9.5))
      .tableHeaderStyle(background: Color(hex: 0x1F4E79), foreground: .white)
      .tableRules(horizontal: Color(white: 0.85))
      VStack(alignment: .trailing, spacing: 4) {
        Text(verbatim: "VAT: \(invoice.money(invoice.tax))")
        Text(verbatim: "Total due: \(invoice.money(invoice.subtotal + invoice.tax))").bold()
      }
      .font(.system(size: 11))
      .frame(maxWidth: .infinity, alignment: .trailing)
    }
  }
}

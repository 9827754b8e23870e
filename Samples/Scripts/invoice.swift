// The invoice sample as a script: `folio run Samples/Scripts/invoice.swift` writes
// invoice.pdf, `folio render Samples/Scripts/invoice.swift -o out.pdf` renders it, and
// Folio's samples build it from this same file.
import Folio
import Foundation

/// A one-page invoice from invoice.json: SVG logo, addresses, line items and totals.
struct InvoiceScript: DocumentProvider {
  /// The folder of the sample data (beside this script).
  static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data")

  var document: Document {
    get throws(FolioError) {
      let invoice = try Invoice.load(from: Self.data.appendingPathComponent("invoice.json"))
      return Document(
        title: "Invoice \(invoice.number)", author: invoice.seller.name, pageSize: .a4,
        margins: EdgeInsets(.all, 48)
      ) {
        Page {
          InvoiceView(invoice: invoice, logo: Self.data.appendingPathComponent("logo.svg"))
        }
      }
    }
  }
}

/// An invoice as stored in invoice.json.
struct Invoice: Codable, Sendable {
  /// A party's name and postal address.
  struct Party: Codable, Sendable {
    /// The name.
    var name: String
    /// Address lines.
    var address: [String]
    /// An email address.
    var email: String?
    /// A VAT number.
    var vat: String?
  }

  /// One billed line.
  struct Item: Codable, Sendable, Identifiable {
    /// What was sold.
    var description: String
    /// How many.
    var quantity: Int
    /// The price of one.
    var unitPrice: Double
    /// The line's identity (its description).
    var id: String { description }
    /// quantity × unit price.
    var total: Double { Double(quantity) * unitPrice }
  }

  /// The invoice number.
  var number: String
  /// Issue date (ISO).
  var issued: String
  /// Due date (ISO).
  var due: String
  /// ISO currency code.
  var currency: String
  /// Who bills.
  var seller: Party
  /// Who pays.
  var customer: Party
  /// The lines.
  var items: [Item]
  /// VAT rate, 0…1.
  var taxRate: Double
  /// A closing note.
  var notes: String

  /// Reads and decodes the JSON file, naming it in errors.
  static func load(from url: URL) throws(FolioError) -> Invoice {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .fileNotReadable(path: url.path, reason: "no such file, or it cannot be read")
    }
    let invoice: Invoice
    do {
      invoice = try JSONDecoder().decode(Invoice.self, from: data)
    } catch {
      throw .invalidData(source: url.lastPathComponent, line: nil, reason: "\(error)")
    }
    try invoice.validate(source: url.lastPathComponent)
    return invoice
  }

  /// The largest amount an invoice shows (a trillion): beyond it totals lose cents.
  static let maximumAmount = 1e12

  /// Checks every number before anything is computed from it: quantities, prices, the tax
  /// rate and the total must be finite and in range; errors name the item.
  func validate(source: String) throws(FolioError) {
    for (index, item) in items.enumerated() {
      let name = "item \(index + 1) (\(String(item.description.prefix(40))))"
      guard (0...1_000_000).contains(item.quantity) else {
        throw .invalidData(
          source: source, line: nil,
          reason: "\(name): quantity \(item.quantity) is not between 0 and 1,000,000")
      }
      guard item.unitPrice.isFinite, abs(item.unitPrice) <= Self.maximumAmount else {
        throw .invalidData(
          source: source, line: nil,
          reason: "\(name): unit price \(item.unitPrice) is not a number up to 1e12")
      }
    }
    guard taxRate.isFinite, (0...1).contains(taxRate) else {
      throw .invalidData(source: source, line: nil, reason: "taxRate \(taxRate) is not between 0 and 1")
    }
    guard abs(total) <= Self.maximumAmount * 1000 else {
      throw .invalidData(source: source, line: nil, reason: "the total \(total) is too large to print")
    }
  }

  /// The sum of the lines.
  var subtotal: Double { items.reduce(0) { $0 + $1.total } }
  /// VAT on the subtotal.
  var tax: Double { (subtotal * taxRate * 100).rounded() / 100 }
  /// What is due.
  var total: Double { subtotal + tax }

  /// `1,234.50 EUR`.
  func money(_ value: Double) -> String {
    // validate() bounds every amount, so the conversion cannot overflow.
    let cents = Int(exactly: (value * 100).rounded()) ?? 0
    let units = String(cents / 100)
    var grouped = ""
    for (index, character) in units.reversed().enumerated() {
      if index > 0 && index % 3 == 0 { grouped.append(",") }
      grouped.append(character)
    }
    let fraction = cents % 100
    return "\(String(grouped.reversed())).\(fraction < 10 ? "0" : "")\(fraction) \(currency)"
  }
}

struct InvoiceView: View {
  let invoice: Invoice
  let logo: URL

  var body: some View {
    VStack(alignment: .leading, spacing: 18) {
      HStack(alignment: .top) {
        Image(contentsOf: logo)
        Spacer()
        VStack(alignment: .trailing, spacing: 2) {
          Text("INVOICE").font(.system(size: 20, weight: .bold)).foregroundStyle(Color(hex: 0x1F4E79))
          Text(verbatim: invoice.number).font(.system(size: 10, design: .monospaced))
          Text(verbatim: "Issued \(invoice.issued) · Due \(invoice.due)").font(.caption)
        }
      }
      HStack(alignment: .top, spacing: 24) {
        party("From", invoice.seller)
        party("Bill to", invoice.customer)
      }
      Table(invoice.items) {
        TableColumn("Description", value: \Invoice.Item.description)
        TableColumn("Qty") { (item: Invoice.Item) in Text(verbatim: "\(item.quantity)") }
          .width(40).alignment(.numeric)
        TableColumn("Unit price") { (item: Invoice.Item) in Text(verbatim: invoice.money(item.unitPrice)) }
          .width(90).alignment(.numeric)
        TableColumn("Amount") { (item: Invoice.Item) in Text(verbatim: invoice.money(item.total)) }
          .width(100).alignment(.numeric)
      }
      .font(.system(size: 9.5))
      .tableCellPadding(EdgeInsets(top: 5, leading: 6, bottom: 5, trailing: 6))
      .tableHeaderStyle(background: Color(hex: 0x1F4E79), foreground: .white)
      .alternatingRowBackgrounds(Color(hex: 0xF2F5F9))
      .tableRules(horizontal: Color(white: 0.85))
      Grid(alignment: .trailing, horizontalSpacing: 16, verticalSpacing: 4) {
        totalRow("Subtotal", invoice.money(invoice.subtotal))
        totalRow("VAT \(Int(exactly: (invoice.taxRate * 100).rounded()) ?? 0) %", invoice.money(invoice.tax))
        Divider()
        GridRow {
          Text("Total due").bold()
          Text(verbatim: invoice.money(invoice.total)).bold().monospacedDigit()
        }
        .font(.system(size: 12))
      }
      .font(.system(size: 10))
      .frame(maxWidth: .infinity, alignment: .trailing)
      Spacer(minLength: 0)
      Text(verbatim: invoice.notes).font(.footnote).foregroundStyle(Color.gray)
    }
  }

  private func party(_ title: String, _ party: Invoice.Party) -> some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(verbatim: title.uppercased()).font(.system(size: 7, weight: .bold)).foregroundStyle(Color.gray)
      Text(verbatim: party.name).bold()
      ForEach(party.address, id: \.self) { Text(verbatim: $0) }
      if let email = party.email {
        Link(email, destination: URL(string: "mailto:\(email)")!)
      }
      if let vat = party.vat { Text(verbatim: "VAT \(vat)") }
    }
    .font(.system(size: 9.5))
    .frame(maxWidth: .infinity, alignment: .leading)
  }

  private func totalRow(_ label: String, _ value: String) -> some View {
    GridRow {
      Text(verbatim: label)
      Text(verbatim: value).monospacedDigit()
    }
  }
}

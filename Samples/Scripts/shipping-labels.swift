// The shipping-labels sample as a script: `folio run Samples/Scripts/shipping-labels.swift`
// writes shipping-labels.pdf, and Folio's samples build it from this same file.
import Folio
import Foundation

/// Shipping labels from shipping.csv on Avery 5163 sheets (2 × 5 on US Letter, 4 × 2 in):
/// address block, a QR code of the tracking URL and a Code 128 of the tracking number.
struct ShippingLabelsScript: DocumentProvider {
  /// The folder of the sample data (beside this script).
  static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data")

  /// How many times the CSV's rows repeat (folio-bench renders them tenfold).
  var repeats = 1

  init() {}

  init(repeats: Int) {
    self.repeats = max(repeats, 1)
  }

  var document: Document {
    get throws(FolioError) {
      let table = try CSVTable(contentsOf: Self.data.appendingPathComponent("shipping.csv"))
      var shipments: [Shipment] = []
      for record in table.records { shipments.append(try Shipment(record)) }
      let items = Array(repeating: shipments, count: repeats).flatMap { $0 }
      return Document(title: "Shipping labels", pageSize: .letter, margins: EdgeInsets()) {
        LabelSheet(template: .avery5163, items: items) { shipment in
          ShippingLabel(shipment: shipment)
        }
      }
    }
  }
}

/// One row of shipping.csv.
struct Shipment: Hashable, Sendable {
  /// The addressee.
  var name: String
  /// The company, if any.
  var company: String
  /// Street lines (may hold a line break).
  var street: String
  /// `City, ST 12345`.
  var cityLine: String
  /// The carrier's tracking number.
  var tracking: String

  /// The tracking page.
  var trackingURL: String { "https://track.folio.example/\(tracking)" }

  /// Reads a CSV record, or throws naming the line of a missing field.
  init(_ record: CSVTable.Record) throws(FolioError) {
    func field(_ name: String) throws(FolioError) -> String {
      guard let value = record[name] else {
        throw .invalidData(source: "shipping.csv", line: record.line, reason: "no \(name) column")
      }
      return value
    }
    name = try field("name")
    company = try field("company")
    street = try field("street")
    cityLine = "\(try field("city")), \(try field("state")) \(try field("zip"))"
    tracking = try field("tracking")
  }
}

/// A 4 × 2 in shipping label.
struct ShippingLabel: View {
  let shipment: Shipment

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(alignment: .top, spacing: 10) {
        VStack(alignment: .leading, spacing: 1) {
          Text("SHIP TO").font(.system(size: 6, weight: .bold)).foregroundStyle(Color.gray)
          Text(verbatim: shipment.name).font(.system(size: 10, weight: .bold))
          if !shipment.company.isEmpty {
            Text(verbatim: shipment.company)
          }
          Text(verbatim: shipment.street)
          Text(verbatim: shipment.cityLine)
        }
        .font(.system(size: 8.5))
        Spacer(minLength: 0)
        Barcode(.qrCode, value: shipment.trackingURL).frame(width: 58, height: 58)
      }
      Barcode(.code128, value: shipment.tracking).frame(height: 38)
    }
    .padding(EdgeInsets(top: 10, leading: 14, bottom: 8, trailing: 14))
  }
}

import Folio
import Foundation

/// Shipping labels from a CSV file onto Avery 5163 sheets (2 × 5 on US Letter, 4 × 2 in):
/// address block, a QR code of the tracking URL and a Code 128 of the tracking number.
enum ShippingLabelsSample {
  static let sample = Sample(
    name: "shipping-labels", summary: "Avery 5163 shipping labels from a CSV file, Code 128 and QR codes"
  ) { scale throws(FolioError) in
    let table = try CSVTable(contentsOf: SampleCatalog.dataDirectory.appendingPathComponent("shipping.csv"))
    let shipments = try table.records.map { record throws(FolioError) in try Shipment(record) }
    let items = Array(repeating: shipments, count: scale.factor).flatMap { $0 }
    return Document(title: "Shipping labels", pageSize: .letter, margins: EdgeInsets()) {
      LabelSheet(template: .avery5163, items: items) { shipment in
        ShippingLabel(shipment: shipment)
      }
    }
  }
}

/// One row of shipping.csv.
public struct Shipment: Hashable, Sendable {
  /// The addressee.
  public var name: String
  /// The company, if any.
  public var company: String
  /// Street lines (may hold a line break).
  public var street: String
  /// `City, ST 12345`.
  public var cityLine: String
  /// The carrier's tracking number.
  public var tracking: String

  /// The tracking page.
  public var trackingURL: String { "https://track.folio.example/\(tracking)" }

  /// Reads a CSV record, or throws naming the line of a missing field.
  public init(_ record: CSVTable.Record) throws(FolioError) {
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

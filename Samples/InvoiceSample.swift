import Folio
import Foundation

/// A one-page invoice from a JSON file: SVG logo, addresses, a line-item table and totals
/// (built by Scripts/invoice.swift, which also runs on its own with `folio run`).
enum InvoiceSample {
  static let sample = Sample(
    name: "invoice", summary: "One-page invoice from JSON: SVG logo, line items, totals"
  ) { _ throws(FolioError) in
    try InvoiceScript().document
  }
}

import Folio
import Foundation

/// Shipping labels from a CSV file onto Avery 5163 sheets (built by
/// Scripts/shipping-labels.swift, which also runs on its own with `folio run`).
enum ShippingLabelsSample {
  static let sample = Sample(
    name: "shipping-labels", summary: "Avery 5163 shipping labels from a CSV file, Code 128 and QR codes"
  ) { scale throws(FolioError) in
    try ShippingLabelsScript(repeats: scale.factor).document
  }
}

import Folio
import Foundation

/// A sample document that `make samples` renders and the tests use as a golden fixture.
public struct Sample: Sendable {
  /// The file name under `out/` (`labels` → `out/labels.pdf`).
  public let name: String
  /// One line saying what it shows.
  public let summary: String
  let make: @Sendable (SampleScale) throws(FolioError) -> Document

  /// Builds the document at its normal size.
  public func document() throws(FolioError) -> Document { try make(.normal) }

  /// Builds the document at a size (folio-bench renders workloads tenfold to check that
  /// memory stays flat).
  public func document(scale: SampleScale) throws(FolioError) -> Document { try make(scale) }
}

/// How much data a sample uses.
public struct SampleScale: Sendable {
  /// The multiplier of the sample's data.
  public var factor: Int

  /// A scale multiplying the sample's data by `factor` (at least 1).
  public init(factor: Int) {
    self.factor = max(factor, 1)
  }
  /// The sample's normal size.
  public static let normal = SampleScale(factor: 1)
}

/// Every sample, in the order `make samples` renders them.
public enum SampleCatalog {
  /// All samples.
  public static let all: [Sample] = [
    LabelsSample.sample, ReportSample.sample, WrapSample.sample, ShippingLabelsSample.sample,
    InvoiceSample.sample, MultilingualSample.sample, DrawingSample.sample, LayoutsSample.sample,
    HandbookSample.sample, JustifySample.sample,
  ]

  /// The sample with a name, or nil.
  public static func named(_ name: String) -> Sample? {
    all.first { $0.name == name }
  }

  /// The folder of the samples' data files (CSV, JSON, images).
  public static var dataDirectory: URL {
    Bundle.module.resourceURL?.appendingPathComponent("Data")
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data")
  }
}

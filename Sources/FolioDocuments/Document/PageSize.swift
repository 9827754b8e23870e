import Foundation

/// A paper size in points (1/72 inch), portrait unless turned with `landscape`.
public struct PageSize: Hashable, Sendable, CustomStringConvertible {
  /// The width in points.
  public var width: CGFloat
  /// The height in points.
  public var height: CGFloat

  /// A page size in points.
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  /// A page size in inches.
  public static func inches(_ width: CGFloat, _ height: CGFloat) -> PageSize {
    PageSize(width: width * 72, height: height * 72)
  }

  /// A page size in millimetres.
  public static func millimeters(_ width: CGFloat, _ height: CGFloat) -> PageSize {
    PageSize(width: width * 72 / 25.4, height: height * 72 / 25.4)
  }

  /// The size as a `CGSize`.
  public var size: CGSize { CGSize(width: width, height: height) }

  /// The same paper, long side horizontal.
  public var landscape: PageSize {
    PageSize(width: max(width, height), height: min(width, height))
  }

  /// The same paper, long side vertical.
  public var portrait: PageSize {
    PageSize(width: min(width, height), height: max(width, height))
  }

  /// ISO A3, 297 × 420 mm.
  public static let a3 = millimeters(297, 420)
  /// ISO A4, 210 × 297 mm.
  public static let a4 = millimeters(210, 297)
  /// ISO A5, 148 × 210 mm.
  public static let a5 = millimeters(148, 210)
  /// ISO A6, 105 × 148 mm.
  public static let a6 = millimeters(105, 148)
  /// US Letter, 8.5 × 11 in.
  public static let letter = inches(8.5, 11)
  /// US Legal, 8.5 × 14 in.
  public static let legal = inches(8.5, 14)
  /// US Tabloid, 11 × 17 in.
  public static let tabloid = inches(11, 17)
  /// A 4 × 6 in shipping label.
  public static let shippingLabel4x6 = inches(4, 6)
  /// A 4 × 2 in address label.
  public static let addressLabel4x2 = inches(4, 2)
  /// A 2.625 × 1 in address label (Avery 5160).
  public static let addressLabel2625x1 = inches(2.625, 1)
  /// US #10 envelope, 4.125 × 9.5 in (portrait).
  public static let envelope10 = inches(4.125, 9.5)
  /// ISO DL envelope, 110 × 220 mm (portrait).
  public static let envelopeDL = millimeters(110, 220)
  /// ISO C5 envelope, 162 × 229 mm.
  public static let envelopeC5 = millimeters(162, 229)
  /// ISO C6 envelope, 114 × 162 mm.
  public static let envelopeC6 = millimeters(114, 162)

  /// `595.276×841.89 pt`.
  public var description: String { "\(width.dumpString)×\(height.dumpString) pt" }
}

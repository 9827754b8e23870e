internal import CZint
import Foundation

/// A barcode symbology Folio encodes with libzint.
public enum BarcodeSymbology: String, CaseIterable, Hashable, Sendable {
  /// Code 128 (any ASCII text).
  case code128 = "Code 128"
  /// EAN-13 (12 digits, or 13 with a correct check digit).
  case ean13 = "EAN-13"
  /// UPC-A (11 digits, or 12 with a correct check digit).
  case upcA = "UPC-A"
  /// Code 39 (capitals, digits, space and `-.$/+%`).
  case code39 = "Code 39"
  /// QR Code.
  case qrCode = "QR Code"
  /// Data Matrix (ECC 200).
  case dataMatrix = "Data Matrix"

  var zintSymbology: Int32 {
    switch self {
    case .code128: return BARCODE_CODE128
    case .ean13: return BARCODE_EANX
    case .upcA: return BARCODE_UPCA
    case .code39: return BARCODE_CODE39
    case .qrCode: return BARCODE_QRCODE
    case .dataMatrix: return BARCODE_DATAMATRIX
    }
  }

  /// Whether the symbol is a matrix (square modules) rather than a row of bars.
  public var isMatrix: Bool { self == .qrCode || self == .dataMatrix }
}

extension BarcodeSymbol {
  /// Code 39's characters (libzint: "0-9, A-Z, space and - . $ / + %"); lowercase is not
  /// in the set — libzint would uppercase it silently and scanners read capitals.
  static let code39Characters = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ -.$/+%".unicodeScalars)

  /// Checks the value against the symbology's character set, naming the first character
  /// that cannot be encoded.
  static func validateCharacters(_ value: String, symbology: BarcodeSymbology, view: String)
    throws(FolioError)
  {
    switch symbology {
    case .code39:
      if let bad = value.unicodeScalars.first(where: { !code39Characters.contains($0) }) {
        let hint =
          bad.properties.isLowercase
          ? "Code 39 encodes capitals only (uppercase the value, or use Code 128)"
          : "Code 39 encodes 0-9, A-Z, space and - . $ / + %"
        throw .invalidValue(
          view: view, value: value, reason: "\(DisplayItem.quoted(String(bad))) cannot be encoded: \(hint)")
      }
      guard value.unicodeScalars.count <= 85 else {
        throw .invalidValue(view: view, value: value, reason: "Code 39 holds at most 85 characters")
      }
    case .code128:
      if let bad = value.unicodeScalars.first(where: { !$0.isASCII }) {
        throw .invalidValue(
          view: view, value: value,
          reason:
            "\(DisplayItem.quoted(String(bad))) cannot be encoded: Code 128 encodes ASCII characters only")
      }
    default:
      break
    }
  }
}

/// An encoded barcode: dark rectangles in module units (quiet zones included).
public struct BarcodeSymbol: Hashable, Sendable {
  /// The symbology.
  public let symbology: BarcodeSymbology
  /// The encoded data.
  public let value: String
  /// The symbol's width in modules, quiet zones included.
  public let width: CGFloat
  /// The symbol's height in modules (matrix codes), or a nominal 50 for linear codes.
  public let height: CGFloat
  /// The dark rectangles, in modules.
  public let bars: [CGRect]

  /// Encodes `value`, or throws an error naming it when the symbology cannot encode it
  /// (a wrong check digit, characters outside the symbology's set, too much data).
  public init(_ symbology: BarcodeSymbology, value: String) throws(FolioError) {
    self.symbology = symbology
    self.value = value
    let view = "Barcode(\(symbology.rawValue))"
    guard !value.isEmpty else {
      throw .invalidValue(view: view, value: value, reason: "there is no data to encode")
    }
    let digitCounts: [Int]? =
      switch symbology {
      case .ean13: [12, 13]
      case .upcA: [11, 12]
      default: nil
      }
    try Self.validateCharacters(value, symbology: symbology, view: view)
    if let digitCounts {
      guard value.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        throw .invalidValue(view: view, value: value, reason: "only digits can be encoded")
      }
      guard digitCounts.contains(value.count) else {
        throw .invalidValue(
          view: view, value: value,
          reason:
            "\(symbology.rawValue) takes \(digitCounts[0]) digits, or \(digitCounts[1]) with the check digit")
      }
    }
    guard let zint = ZintLibrary.shared else {
      throw SystemLibrary.zint.missingError
    }
    guard let symbol = zint.create() else {
      throw .renderFailed("libzint could not allocate a symbol")
    }
    defer { zint.delete(symbol) }
    symbol.pointee.symbology = symbology.zintSymbology
    symbol.pointee.show_hrt = 0
    symbol.pointee.output_options |= BARCODE_QUIET_ZONES
    let bytes = Array(value.utf8)
    let status = bytes.withUnsafeBufferPointer {
      zint.encode(symbol, $0.baseAddress, Int32($0.count))
    }
    func message() -> String {
      let raw = withUnsafeBytes(of: symbol.pointee.errtxt) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let colon = raw.firstIndex(of: ":"), raw.hasPrefix("Error") {
        return raw[raw.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      return raw.trimmingCharacters(in: .whitespaces)
    }
    guard status < ZINT_ERROR else { throw .invalidValue(view: view, value: value, reason: message()) }
    guard zint.bufferVector(symbol, 0) < ZINT_ERROR, let vector = symbol.pointee.vector else {
      throw .invalidValue(view: view, value: value, reason: message())
    }
    // Vector coordinates are two units per module.
    var bars: [CGRect] = []
    var rectangle = vector.pointee.rectangles
    while let current = rectangle {
      let r = current.pointee
      bars.append(
        CGRect(
          x: CGFloat(r.x) / 2, y: CGFloat(r.y) / 2, width: CGFloat(r.width) / 2, height: CGFloat(r.height) / 2
        ))
      rectangle = r.next
    }
    self.bars = bars
    width = CGFloat(vector.pointee.width) / 2
    height = CGFloat(vector.pointee.height) / 2
  }
}

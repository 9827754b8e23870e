import Foundation

/// A barcode drawn as vectors: Code 128, EAN-13, UPC-A, Code 39, QR Code or Data Matrix,
/// encoded by libzint, with the human-readable text under linear codes.
///
/// Linear codes stretch their bars to the size they are given (ideally one point per
/// module and 36 points tall); matrix codes stay square. Data the symbology cannot encode
/// makes the render throw `FolioError.invalidValue` naming the value; use
/// `BarcodeSymbol(_:value:)` to check data before building views.
public struct Barcode: View {
  let symbology: BarcodeSymbology
  let value: String
  let showsText: Bool
  /// Where the barcode was made, for the error its value may cause.
  let location: ViewSourceLocation
  /// The data record the value came from, when a `ForEach` or `LabelSheet` knows it.
  @Environment(\.dataRecordLocation) private var record

  /// Creates a barcode.
  /// - Parameters:
  ///   - symbology: the kind of barcode.
  ///   - value: the data to encode.
  ///   - showsText: show the human-readable text under linear codes.
  ///   - fileID: the file that makes the barcode (for errors; leave the default).
  ///   - line: the line that makes the barcode (for errors; leave the default).
  public init(
    _ symbology: BarcodeSymbology, value: String, showsText: Bool = true, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    location = ViewSourceLocation(fileID: fileID, line: line)
    self.symbology = symbology
    self.value = value
    self.showsText = showsText && !symbology.isMatrix
  }

  /// The bars (and text), or a failure when the value cannot be encoded.
  public var body: some View {
    switch Result(catching: { () throws(FolioError) in try BarcodeSymbol(symbology, value: value) }) {
    case .success(let symbol):
      if showsText {
        VStack(spacing: 1) {
          BarcodeBars(symbol: symbol).fill(Color.black, style: FillStyle(antialiased: false))
          Text(verbatim: value).font(.system(size: 8, design: .monospaced)).foregroundStyle(Color.black)
        }
      } else {
        BarcodeBars(symbol: symbol).fill(Color.black, style: FillStyle(antialiased: false))
      }
    case .failure(let error):
      FailureView(record.map { Self.located(error, at: $0) } ?? error, location: location)
    }
  }
}

extension Barcode {
  /// The error naming the record: `shipping.csv:12: Barcode(Code 39): invalid value …`.
  static func located(_ error: FolioError, at record: DataRecordLocation) -> FolioError {
    .invalidData(source: record.source, line: record.line, reason: error.description)
  }
}

/// The dark modules of a barcode, scaled to the frame (matrix codes kept square).
struct BarcodeBars: Shape {
  let symbol: BarcodeSymbol

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if symbol.symbology.isMatrix {
      let side = min(proposal.width ?? symbol.width, proposal.height ?? symbol.height)
      return CGSize(width: side, height: side)
    }
    return CGSize(width: proposal.width ?? symbol.width, height: proposal.height ?? 36)
  }

  func path(in rect: CGRect) -> Path {
    let scaleX = rect.width / symbol.width
    let scaleY = rect.height / symbol.height
    var path = Path()
    for bar in symbol.bars {
      path.addRect(
        CGRect(
          x: rect.minX + bar.minX * scaleX, y: rect.minY + bar.minY * scaleY,
          width: bar.width * scaleX, height: bar.height * scaleY))
    }
    return path
  }
}

import CCairo
import CGLib
import FolioGraphics
import Foundation

/// The librsvg functions Folio calls, found with `dlopen`/`dlsym` on the first SVG image:
/// librsvg and what it loads (GIO, libxml2, …) lengthen every process's start, which
/// documents without SVG images need not pay (docs/benchmarks.md, "Figures the code was
/// shaped by"). The structures are librsvg 2's (`rsvg.h`), declared here because its header
/// is not imported.
struct RsvgLibrary: Sendable {
  /// `RsvgRectangle`: x, y, width and height, four doubles (a homogeneous tuple, laid out
  /// as the C structure).
  typealias Rectangle = (x: Double, y: Double, width: Double, height: Double)
  /// `RsvgLength`: a double and an `RsvgUnit` (a C enum), 16 bytes with the padding.
  typealias Length = (length: Double, unit: Int32, padding: Int32)

  typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
  typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, gsize, ErrorOut) -> OpaquePointer?
  typealias SetDPI = @convention(c) (OpaquePointer?, Double) -> Void
  typealias SizeInPixels =
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> gboolean
  /// The handle, then three (present, value) pairs: width and height (`RsvgLength`), viewBox
  /// (`RsvgRectangle`).
  typealias IntrinsicDimensions =
    @convention(c) (
      OpaquePointer?, UnsafeMutablePointer<gboolean>?, UnsafeMutableRawPointer?,
      UnsafeMutablePointer<gboolean>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<gboolean>?,
      UnsafeMutableRawPointer?
    ) -> Void
  /// The handle, the Cairo context, the viewport (`RsvgRectangle`), the error.
  typealias RenderDocument =
    @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, ErrorOut) -> gboolean

  let newFromData: NewFromData
  let setDPI: SetDPI
  let sizeInPixels: SizeInPixels
  let intrinsicDimensions: IntrinsicDimensions
  let renderDocument: RenderDocument

  /// The library, or nil when it is not installed (or too old: `render_document` and the
  /// intrinsic sizes are librsvg 2.46's).
  static let shared: RsvgLibrary? = {
    guard let library = SystemLibrary.rsvg.load(),
      let newFromData = library.symbol("rsvg_handle_new_from_data", as: NewFromData.self),
      let setDPI = library.symbol("rsvg_handle_set_dpi", as: SetDPI.self),
      let sizeInPixels = library.symbol("rsvg_handle_get_intrinsic_size_in_pixels", as: SizeInPixels.self),
      let intrinsicDimensions = library.symbol(
        "rsvg_handle_get_intrinsic_dimensions", as: IntrinsicDimensions.self),
      let renderDocument = library.symbol("rsvg_handle_render_document", as: RenderDocument.self)
    else { return nil }
    return RsvgLibrary(
      newFromData: newFromData, setDPI: setDPI, sizeInPixels: sizeInPixels,
      intrinsicDimensions: intrinsicDimensions, renderDocument: renderDocument)
  }()
}

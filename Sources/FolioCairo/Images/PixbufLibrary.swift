import CGLib
import FolioGraphics

/// The gdk-pixbuf functions that decode JPEG images, found with `dlopen`/`dlsym` on the
/// first JPEG (`LoadedLibrary`): gdk-pixbuf and libjpeg cost every process that links them
/// their loading at start, and most documents have no JPEG. The loader and the pixbuf are
/// GObjects, handled as opaque pointers (freed with `g_object_unref`); gdk-pixbuf's header
/// is not imported.
struct PixbufLibrary: Sendable {
  typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
  typealias NewLoader = @convention(c) (UnsafePointer<CChar>?, ErrorOut) -> OpaquePointer?
  typealias Write = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, gsize, ErrorOut) -> gboolean
  typealias Close = @convention(c) (OpaquePointer?, ErrorOut) -> gboolean
  typealias GetPixbuf = @convention(c) (OpaquePointer?) -> OpaquePointer?
  typealias IntegerProperty = @convention(c) (OpaquePointer?) -> Int32
  typealias Pixels = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?

  /// `gdk_pixbuf_loader_new_with_type`, `_write`, `_close` and `_get_pixbuf`.
  let newLoader: NewLoader
  let write: Write
  let close: Close
  let pixbuf: GetPixbuf
  /// `gdk_pixbuf_get_width`, `_height`, `_n_channels`, `_rowstride` and `_has_alpha` (a
  /// `gboolean`, an `int`), and `_pixels`.
  let width: IntegerProperty
  let height: IntegerProperty
  let channels: IntegerProperty
  let rowStride: IntegerProperty
  let hasAlpha: IntegerProperty
  let pixels: Pixels

  /// The library, or nil when it is not installed (a JPEG then fails to decode with an
  /// error that says so).
  static let shared: PixbufLibrary? = {
    guard let library = SystemLibrary.pixbuf.load(),
      let newLoader = library.symbol("gdk_pixbuf_loader_new_with_type", as: NewLoader.self),
      let write = library.symbol("gdk_pixbuf_loader_write", as: Write.self),
      let close = library.symbol("gdk_pixbuf_loader_close", as: Close.self),
      let pixbuf = library.symbol("gdk_pixbuf_loader_get_pixbuf", as: GetPixbuf.self),
      let width = library.symbol("gdk_pixbuf_get_width", as: IntegerProperty.self),
      let height = library.symbol("gdk_pixbuf_get_height", as: IntegerProperty.self),
      let channels = library.symbol("gdk_pixbuf_get_n_channels", as: IntegerProperty.self),
      let rowStride = library.symbol("gdk_pixbuf_get_rowstride", as: IntegerProperty.self),
      let hasAlpha = library.symbol("gdk_pixbuf_get_has_alpha", as: IntegerProperty.self),
      let pixels = library.symbol("gdk_pixbuf_get_pixels", as: Pixels.self)
    else { return nil }
    return PixbufLibrary(
      newLoader: newLoader, write: write, close: close, pixbuf: pixbuf, width: width, height: height,
      channels: channels, rowStride: rowStride, hasAlpha: hasAlpha, pixels: pixels)
  }()
}

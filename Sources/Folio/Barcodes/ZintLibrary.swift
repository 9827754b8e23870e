internal import CZint
import FolioGraphics

/// libzint's functions, loaded with `dlopen` on the first barcode (`LoadedLibrary`): most
/// documents have none, and a process that links a library pays for loading it at every
/// start. libzint's header is imported for its types; the library is not linked.
struct ZintLibrary: Sendable {
  typealias Create = @convention(c) () -> UnsafeMutablePointer<zint_symbol>?
  typealias Delete = @convention(c) (UnsafeMutablePointer<zint_symbol>?) -> Void
  /// `ZBarcode_Encode`: the symbol, the data and its length.
  typealias Encode =
    @convention(c) (UnsafeMutablePointer<zint_symbol>?, UnsafePointer<UInt8>?, Int32) -> Int32
  /// `ZBarcode_Buffer_Vector`: the symbol and a rotation in degrees.
  typealias BufferVector = @convention(c) (UnsafeMutablePointer<zint_symbol>?, Int32) -> Int32

  let create: Create
  let delete: Delete
  let encode: Encode
  let bufferVector: BufferVector

  /// The library, or nil when it is not installed (a barcode then fails with a render
  /// error that says so).
  static let shared: ZintLibrary? = {
    guard let library = SystemLibrary.zint.load(),
      let create = library.symbol("ZBarcode_Create", as: Create.self),
      let delete = library.symbol("ZBarcode_Delete", as: Delete.self),
      let encode = library.symbol("ZBarcode_Encode", as: Encode.self),
      let bufferVector = library.symbol("ZBarcode_Buffer_Vector", as: BufferVector.self)
    else { return nil }
    return ZintLibrary(create: create, delete: delete, encode: encode, bufferVector: bufferVector)
  }()
}

import Foundation

/// A C library loaded with `dlopen` when first needed (Poppler, librsvg), so that processes
/// that never use it do not pay for loading it.
struct LoadedLibrary {
  private let handle: UnsafeMutableRawPointer

  /// The first of `names` that loads (a versioned soname first), or nil.
  init?(_ names: String...) {
    guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
      return nil
    }
    self.handle = handle
  }

  /// A C function of the library, as the `@convention(c)` type `type`.
  func symbol<T>(_ name: String, as type: T.Type) -> T? {
    dlsym(handle, name).map { unsafeBitCast($0, to: type) }
  }
}

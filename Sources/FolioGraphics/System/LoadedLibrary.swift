import Foundation

/// A C library loaded with `dlopen` when first needed (Poppler, librsvg, libzint,
/// libhyphen, md4c, gdk-pixbuf), so that processes that never use it do not pay for
/// loading it: every library a program links is mapped and relocated before `main`.
///
/// `@unchecked Sendable`: immutable; `handle` is `dlopen`'s, never closed, and `dlsym` on it is
/// thread-safe.
package struct LoadedLibrary: @unchecked Sendable {
  private let handle: UnsafeMutableRawPointer

  /// The first of `names` that loads (a versioned soname first), or nil.
  package init?(_ names: [String]) {
    guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
      return nil
    }
    self.handle = handle
  }

  /// A C function of the library, as the `@convention(c)` type `type`.
  package func symbol<T>(_ name: String, as type: T.Type) -> T? {
    dlsym(handle, name).map { unsafeBitCast($0, to: type) }
  }
}

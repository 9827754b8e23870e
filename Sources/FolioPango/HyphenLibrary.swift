import CHyphen
import FolioGraphics

/// libhyphen's functions, loaded with `dlopen` on the first hyphenated text
/// (`LoadedLibrary`): most documents hyphenate nothing, and a process that links a library
/// pays for loading it at every start. libhyphen's header is imported for its types; the
/// library is not linked.
struct HyphenLibrary: Sendable {
  typealias Load = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<HyphenDict>?
  typealias Free = @convention(c) (UnsafeMutablePointer<HyphenDict>?) -> Void
  /// `hnj_hyphen_hyphenate3`: the dictionary, the word and its length, the hyphen marks
  /// out, the hyphenated word out (unused), the replacements, their positions and cuts out,
  /// and the four minimum lengths (left and right, then compound left and right).
  typealias Hyphenate =
    @convention(c) (
      UnsafeMutablePointer<HyphenDict>?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<CChar>?,
      UnsafeMutablePointer<CChar>?,
      UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
      UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>?,
      UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>?,
      Int32, Int32, Int32, Int32
    ) -> Int32

  let load: Load
  let free: Free
  let hyphenate: Hyphenate

  /// The library, or nil when it is not installed: no language then has a dictionary.
  static let shared: HyphenLibrary? = {
    guard let library = SystemLibrary.hyphen.load(),
      let load = library.symbol("hnj_hyphen_load", as: Load.self),
      let free = library.symbol("hnj_hyphen_free", as: Free.self),
      let hyphenate = library.symbol("hnj_hyphen_hyphenate3", as: Hyphenate.self)
    else { return nil }
    return HyphenLibrary(load: load, free: free, hyphenate: hyphenate)
  }()
}

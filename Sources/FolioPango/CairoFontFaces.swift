import CPango
import Foundation
import Synchronization

/// Keeps Cairo's FreeType faces from being closed under a thread that is using them.
///
/// Cairo 1.16 keeps at most 10 FreeType faces open; opening an 11th closes one that no
/// thread holds at that moment — judged without taking that face's lock, so a thread that
/// has just begun to lock it can be handed a closed face, and FreeType crashes (seen in the
/// generative tests; reproduced in C with 4 threads drawing glyphs of 24 font files).
/// While a process has drawn with few font files no face is ever closed, and laying out,
/// drawing and finishing run on their threads at once. Once it has drawn with more than
/// `limit` (leaving room below Cairo's 10 for fonts Folio does not see, such as an SVG
/// image's text), every use of Cairo's fonts — Pango laying out and glyph runs being made
/// (under `PangoTextMeasurer.layoutLock` already), a page being drawn, a PDF or SVG being
/// finished — takes that one process-wide lock (docs/reliability.md, "Which thread owns
/// what").
package enum CairoFontFaces {
  /// The number of distinct Cairo font faces drawn with before drawing is serialized.
  package static let limit = 6

  private static let seen = Mutex<Set<Int>>([])
  private static let serialized = Atomic<Bool>(false)

  /// Whether drawing now takes the process-wide lock (once true, it stays true).
  package static var areSerialized: Bool { serialized.load(ordering: .acquiring) }

  /// Notes the face of a scaled font that glyph runs will be drawn with.
  static func note(_ scaledFont: OpaquePointer) {
    guard !areSerialized, let face = cairo_scaled_font_get_font_face(scaledFont) else { return }
    let key = Int(bitPattern: UnsafeMutableRawPointer(face))
    let count = seen.withLock { faces in
      faces.insert(key)
      return faces.count
    }
    if count > limit { serialized.store(true, ordering: .releasing) }
  }

  /// Runs `body`, which draws with Cairo (a page, a PDF's or SVG's finishing, an image),
  /// under the process-wide lock once drawing is serialized.
  package static func whileDrawing<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    guard areSerialized else { return try body() }
    PangoTextMeasurer.layoutLock.lock()
    defer { PangoTextMeasurer.layoutLock.unlock() }
    return try body()
  }
}

import Foundation
import Synchronization

/// Keeps a backend's font faces from being closed under a thread that is using them.
///
/// Cairo 1.16 keeps at most 10 FreeType faces open; opening an 11th closes one that no
/// thread holds at that moment — judged without taking that face's lock, so a thread that
/// has just begun to lock it can be handed a closed face, and FreeType crashes (seen in the
/// generative tests; reproduced in C with 4 threads drawing glyphs of 24 font files).
/// While a process has drawn with few font files no face is ever closed, and laying out,
/// drawing and finishing run on their threads at once. Once it has drawn with more than
/// `limit` (leaving room below Cairo's 10 for fonts Folio does not see, such as an SVG
/// image's text), every use of the fonts — the measurer laying out and making glyph runs
/// (under `lock` already), a page being drawn, a PDF or SVG being finished — takes that one
/// process-wide lock (docs/reliability.md, "Which thread owns what").
package enum FontFaceLock {
  /// The number of distinct font faces drawn with before drawing is serialized.
  package static let limit = 6

  /// Held while the measurer lays out a paragraph or makes its glyph runs, and, once
  /// drawing is serialized, while a backend draws or finishes.
  package static let lock = NSRecursiveLock()

  private static let seen = Mutex<Set<Int>>([])
  private static let serialized = Atomic<Bool>(false)

  /// Whether drawing now takes the process-wide lock (once true, it stays true).
  package static var areSerialized: Bool { serialized.load(ordering: .acquiring) }

  /// Notes a face glyph runs will be drawn with, by an identity of the backend's (its
  /// address).
  package static func note(face: Int) {
    guard !areSerialized else { return }
    let count = seen.withLock { faces in
      faces.insert(face)
      return faces.count
    }
    if count > limit { serialized.store(true, ordering: .releasing) }
  }

  /// Runs `body`, which draws with the backend (a page, a PDF's or SVG's finishing, an
  /// image), under the process-wide lock once drawing is serialized.
  package static func whileDrawing<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    guard areSerialized else { return try body() }
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}

import CCairo
import FolioGraphics
import Foundation

/// The Cairo scaled font a run of glyphs is drawn with.
enum CairoGlyphFont {
  /// Runs `body` with the scaled font for `font`: the one the measurer shaped with when it
  /// is Cairo's (Pango's fonts), else one Cairo makes for the face fontconfig finds for the
  /// font's family, weight and slant at its size, released after `body`. Nothing is drawn
  /// when Cairo cannot make it.
  static func withScaledFont(_ font: GlyphFont, _ body: (OpaquePointer) -> Void) {
    if let backend = font.backendFont, backend.kind == .cairoScaledFont {
      body(backend.pointer)
      return
    }
    guard font.size.isFinite, font.size > 0 else { return }
    let face = cairo_toy_font_face_create(
      font.family, font.isItalic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
      font.weight >= 600 ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    defer { cairo_font_face_destroy(face) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, font.size, font.size)
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    let options = cairo_font_options_create()
    defer { cairo_font_options_destroy(options) }
    guard let scaledFont = cairo_scaled_font_create(face, &matrix, &identity, options) else { return }
    defer { cairo_scaled_font_destroy(scaledFont) }
    guard cairo_scaled_font_status(scaledFont) == CAIRO_STATUS_SUCCESS else { return }
    if let loaded = cairo_scaled_font_get_font_face(scaledFont) {
      FontFaceLock.note(face: Int(bitPattern: UnsafeMutableRawPointer(loaded)))
    }
    body(scaledFont)
  }
}

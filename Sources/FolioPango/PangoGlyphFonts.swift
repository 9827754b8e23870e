import CPango
import FolioGraphics
import Foundation
import Synchronization

/// The `GlyphFont`s of Pango's Cairo fonts, one per scaled font: each named once from
/// Pango's description of the font and holding a reference on the scaled font, which
/// backends on Cairo draw with as it is (so its address names no other font while it is
/// kept here).
///
/// At most `capacity` are kept; when full, the table starts again (fonts in use live on in
/// the glyph runs that hold them).
final class PangoGlyphFonts: Sendable {
  /// The process's table.
  static let shared = PangoGlyphFonts()
  /// How many fonts are kept at most.
  static let capacity = 256

  private let fonts = Mutex<[Int: GlyphFont]>([:])

  /// The glyph font of `scaledFont`, Pango's Cairo font for `font`.
  func font(_ scaledFont: OpaquePointer, of font: UnsafeMutablePointer<PangoFont>?) -> GlyphFont {
    let key = Int(bitPattern: UnsafeMutableRawPointer(scaledFont))
    if let found = fonts.withLock({ $0[key] }) { return found }
    let made = Self.glyphFont(scaledFont, of: font)
    return fonts.withLock { fonts in
      if let found = fonts[key] { return found }
      if fonts.count >= Self.capacity { fonts.removeAll() }
      fonts[key] = made
      return made
    }
  }

  /// A new glyph font for `scaledFont`, with a reference of its own on it.
  private static func glyphFont(_ scaledFont: OpaquePointer, of font: UnsafeMutablePointer<PangoFont>?)
    -> GlyphFont
  {
    var family = ""
    var size = 0.0
    var weight = 400
    var isItalic = false
    if let font, let description = pango_font_describe(font) {
      if let name = pango_font_description_get_family(description) { family = String(cString: name) }
      size = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
      weight = Int(pango_font_description_get_weight(description).rawValue)
      isItalic = pango_font_description_get_style(description) != PANGO_STYLE_NORMAL
      pango_font_description_free(description)
    }
    cairo_scaled_font_reference(scaledFont)
    return GlyphFont(
      family: family, size: size, weight: weight, isItalic: isItalic,
      backendFont: GlyphFont.BackendFont(kind: .cairoScaledFont, pointer: scaledFont) {
        cairo_scaled_font_destroy($0)
      })
  }
}

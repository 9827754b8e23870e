import Foundation

/// The font a run of glyphs is drawn in: a face named as fontconfig names it and a size,
/// and, when the measurer shaped with a backend's own font object, that object, which the
/// backend draws with as it is (docs/architecture.md, "Text").
///
/// A backend that gets no object of its kind loads the face by its name: a measurer that
/// does not use Pango can give glyph indices of the face fontconfig finds for `family`,
/// `weight` and `isItalic`.
///
/// `@unchecked Sendable`: immutable; the backend object is reference-counted and locked by
/// its library, and released when the font is.
public final class GlyphFont: @unchecked Sendable {
  /// A backend's font object a measurer shaped with, with one reference the font holds.
  package struct BackendFont {
    /// What the object is.
    package enum Kind: Sendable {
      /// A `cairo_scaled_font_t *` (Pango's fonts on Cairo).
      case cairoScaledFont
    }

    /// What `pointer` points to.
    package let kind: Kind
    /// The object.
    package let pointer: OpaquePointer
    /// Gives up the font's reference on the object.
    package let release: @Sendable (OpaquePointer) -> Void

    /// A backend font of `kind` at `pointer`, whose reference `release` gives up.
    package init(kind: Kind, pointer: OpaquePointer, release: @escaping @Sendable (OpaquePointer) -> Void) {
      self.kind = kind
      self.pointer = pointer
      self.release = release
    }
  }

  /// The face's family (`DejaVu Sans`).
  public let family: String
  /// The size in points: the em square's side.
  public let size: Double
  /// The weight on the CSS scale (400 regular, 700 bold).
  public let weight: Int
  /// Whether the face is italic or oblique.
  public let isItalic: Bool
  /// The backend object the glyphs were shaped with, if any.
  package let backendFont: BackendFont?

  /// A font named by `family`, `weight` and `isItalic` at `size` points.
  public convenience init(family: String, size: Double, weight: Int = 400, isItalic: Bool = false) {
    self.init(family: family, size: size, weight: weight, isItalic: isItalic, backendFont: nil)
  }

  /// A font with the backend object it was shaped with.
  package init(family: String, size: Double, weight: Int, isItalic: Bool, backendFont: BackendFont?) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = isItalic
    self.backendFont = backendFont
  }

  deinit {
    if let backendFont { backendFont.release(backendFont.pointer) }
  }
}

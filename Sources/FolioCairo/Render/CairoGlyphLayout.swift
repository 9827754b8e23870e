import CCairo
import FolioGraphics
import Foundation

/// Glyph runs' glyphs and clusters handed to Cairo as they are: `GlyphRuns.Glyph` and
/// `GlyphRuns.Cluster` are laid out as `cairo_glyph_t` and `cairo_text_cluster_t`, which is
/// checked once (else they are copied), so drawing a run copies nothing.
enum CairoGlyphLayout {
  /// Whether `GlyphRuns.Glyph` has `cairo_glyph_t`'s size, alignment and field offsets.
  static let glyphsMatch =
    MemoryLayout<GlyphRuns.Glyph>.size == MemoryLayout<cairo_glyph_t>.size
    && MemoryLayout<GlyphRuns.Glyph>.stride == MemoryLayout<cairo_glyph_t>.stride
    && MemoryLayout<GlyphRuns.Glyph>.alignment == MemoryLayout<cairo_glyph_t>.alignment
    && MemoryLayout<GlyphRuns.Glyph>.offset(of: \.id) == MemoryLayout<cairo_glyph_t>.offset(of: \.index)
    && MemoryLayout<GlyphRuns.Glyph>.offset(of: \.x) == MemoryLayout<cairo_glyph_t>.offset(of: \.x)
    && MemoryLayout<GlyphRuns.Glyph>.offset(of: \.y) == MemoryLayout<cairo_glyph_t>.offset(of: \.y)

  /// Whether `GlyphRuns.Cluster` has `cairo_text_cluster_t`'s size and field offsets.
  static let clustersMatch =
    MemoryLayout<GlyphRuns.Cluster>.size == MemoryLayout<cairo_text_cluster_t>.size
    && MemoryLayout<GlyphRuns.Cluster>.stride == MemoryLayout<cairo_text_cluster_t>.stride
    && MemoryLayout<GlyphRuns.Cluster>.offset(of: \.byteCount)
      == MemoryLayout<cairo_text_cluster_t>.offset(of: \.num_bytes)
    && MemoryLayout<GlyphRuns.Cluster>.offset(of: \.glyphCount)
      == MemoryLayout<cairo_text_cluster_t>.offset(of: \.num_glyphs)

  /// Runs `body` with `glyphs` as Cairo's glyphs.
  static func withCairoGlyphs<T>(
    _ glyphs: [GlyphRuns.Glyph], _ body: (UnsafeBufferPointer<cairo_glyph_t>) -> T
  ) -> T {
    guard glyphsMatch else {
      let copies = glyphs.map { cairo_glyph_t(index: $0.id, x: $0.x, y: $0.y) }
      return copies.withUnsafeBufferPointer(body)
    }
    return glyphs.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: cairo_glyph_t.self) { body($0) }
    }
  }

  /// Runs `body` with `clusters` as Cairo's clusters.
  static func withCairoClusters<T>(
    _ clusters: [GlyphRuns.Cluster], _ body: (UnsafeBufferPointer<cairo_text_cluster_t>) -> T
  ) -> T {
    guard clustersMatch else {
      let copies = clusters.map { cairo_text_cluster_t(num_bytes: $0.byteCount, num_glyphs: $0.glyphCount) }
      return copies.withUnsafeBufferPointer(body)
    }
    return clusters.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: cairo_text_cluster_t.self) { body($0) }
    }
  }
}

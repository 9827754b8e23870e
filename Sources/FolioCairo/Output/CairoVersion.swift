import CCairo

/// The Cairo this process runs with, and what its PDF surface does differently
/// (docs/architecture.md, "Cairo 1.16 and 1.18"): read at run time, since Folio runs on
/// Debian 12 (Cairo 1.16) and Debian 13 (Cairo 1.18) alike.
enum CairoVersion {
  /// `cairo_version()`: major × 10,000 + minor × 100 + micro.
  static let current = Int(cairo_version())

  /// Whether PDFs are written with object streams (Cairo 1.17.6 and later): a tagged
  /// PDF's language and alternative texts are then added by an incremental update
  /// (`PDFIncrementalUpdate`) rather than in Cairo's own objects (`PDFStructureFilter`).
  static let writesObjectStreams = current >= 11_706

  /// Whether ending a tag after the last page's `cairo_show_page` starts a blank page
  /// (Cairo 1.17 and later mark the surface as drawn on by any tag).
  static let tagsStartPages = current >= 11_700

  /// Whether content can be marked as an artifact (`cairo_tag_begin(cr, "Artifact", …)`,
  /// Cairo 1.17.6 and later); Cairo 1.16 leaves untagged content out of the structure
  /// tree, Cairo 1.18 gives it to the element around it.
  static let marksArtifacts = current >= 11_706

  /// Whether a structure element's content is only the glyphs drawn inside it (Cairo
  /// 1.17.6 and later): a group painted at an opacity inside it leaves it empty.
  static let tagsOnlyGlyphsDrawnInside = current >= 11_706
}

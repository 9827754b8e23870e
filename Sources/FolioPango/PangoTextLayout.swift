import CPango
import FolioGraphics
import Foundation

/// The `PangoLayout` a text was measured with, handed to the renderer so exactly the
/// measured lines are drawn.
///
/// Owned by the thread that measured it (Pango objects must not be shared between
/// threads); what is drawn is `preparedForDrawing()`, made on that thread.
public final class PangoTextLayout: TextLayoutHandle, @unchecked Sendable {
  /// The layout (a `PangoLayout*`); valid while this object lives.
  package let layout: OpaquePointer
  /// How far left (and up) of the text's frame Pango's logical rectangle starts; the
  /// renderer draws the layout at `frame.origin − offset` so the widest line starts at the
  /// frame's left edge whatever the alignment.
  package let offset: CGPoint

  /// The lines as measured.
  let lines: [PangoLineExtent]

  init(layout: OpaquePointer, offset: CGPoint, lines: [PangoLineExtent]) {
    self.layout = layout
    self.offset = offset
    self.lines = lines
    super.init()
  }

  /// The glyph runs, made once.
  private var glyphRuns: PangoGlyphRuns?

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }

  /// The layout's glyph runs: Cairo-only data the drawing thread can use.
  override public func preparedForDrawing() -> TextLayoutHandle {
    if let glyphRuns { return glyphRuns }
    let runs = PangoGlyphRuns(layout: layout, offset: offset, lines: lines)
    glyphRuns = runs
    return runs
  }
}

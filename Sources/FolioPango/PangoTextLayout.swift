import CPango
import FolioGraphics
import Foundation

/// The `PangoLayout` a text was measured with, handed to the renderer so exactly the
/// measured lines are drawn.
///
/// Owned by one render; it moves between threads only with its whole render.
public final class PangoTextLayout: TextLayoutHandle, @unchecked Sendable {
  /// The layout (a `PangoLayout*`); valid while this object lives.
  package let layout: OpaquePointer
  /// How far left (and up) of the text's frame Pango's logical rectangle starts; the
  /// renderer draws the layout at `frame.origin − offset` so the widest line starts at the
  /// frame's left edge whatever the alignment.
  package let offset: CGPoint

  package init(layout: OpaquePointer, offset: CGPoint) {
    self.layout = layout
    self.offset = offset
    super.init()
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }
}

import Folio
import FolioCairo
import Foundation

/// Lays out with real Pango over the pinned fonts.
func pango<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> LayoutSnapshot {
  LayoutSnapshot(of: view, proposal: ProposedViewSize(width: width, height: height), fonts: .pinned)
}

/// Settings with the pinned fonts.
var pinned: RenderSettings { RenderSettings(fonts: .pinned) }

internal import FolioCairo
internal import FolioPango
import Foundation

extension LayoutSnapshot {
  /// Lays out `view` for `proposal`, measuring text with Pango over the machine's fonts
  /// (or `fonts`).
  public init<V: View>(of view: V, proposal: ProposedViewSize, fonts: FontConfiguration = .system) {
    self.init(
      of: view, proposal: proposal, textMeasurer: PangoTextMeasurer(fonts: fonts.fontconfig),
      imageLoader: CairoImageLoader())
  }
}

import CPango
import Foundation

/// Pango font maps (with their contexts) kept between renders of one process, so a render
/// does not start from cold: a new font map repeats fontconfig's matching and fallback
/// sorting and loads every face again, which costs a one-page document more than laying
/// it out (and `folio batch` renders thousands of them in one process).
///
/// A font map is lent to one measurer at a time — one render, whose layout and drawing
/// threads already share it — and given back when the measurer goes, so two renders never
/// use one map at once. A map is only lent for the fontconfig configuration it was made
/// for: registering a font makes a new configuration, and so new maps. At most
/// `idleLimit` maps wait; the oldest goes first.
///
/// `@unchecked Sendable`: `idle` is read and written only under `lock`; a lease's Pango objects
/// are used only by the one measurer it is lent to.
final class FontMapPool: @unchecked Sendable {
  /// A font map and its context, set up as measuring and drawing need (72 dpi, metric
  /// hinting off, glyph positions not rounded).
  struct Lease {
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// The map's one-item shaper, whose probe items (one pair per font) serve every render
    /// the map is lent to.
    let shaper = PangoSingleItemShaper()
  }

  /// The process's pool.
  static let shared = FontMapPool()

  private let lock = NSLock()
  private var idle: [Lease] = []
  private let idleLimit = 4

  /// A font map for `config` (a referenced fontconfig configuration, which the pool takes
  /// over): an idle one made for the same configuration, or a new one.
  func lease(config: OpaquePointer) -> Lease {
    lock.lock()
    if let index = idle.lastIndex(where: { $0.config == config }) {
      let lease = idle.remove(at: index)
      lock.unlock()
      FcConfigDestroy(config)
      return lease
    }
    lock.unlock()
    let map = pango_cairo_font_map_new()!
    // A map without a configuration of its own uses fontconfig's current one, the default
    // one. Giving it that same configuration anyway makes Pango list every font family at
    // once (about a millisecond with Debian's fonts, before the first text of every
    // process), which laying out text never needs.
    if !DefaultConfigurationLoad.shared.isDefault(config) {
      pango_fc_font_map_set_config(OpaquePointer(map), config)
    }
    let context = pango_font_map_create_context(map)!
    pango_cairo_context_set_resolution(context, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    // The lease keeps the configuration's reference: while the map waits here, its
    // configuration (and so its address) stays alive, and matching by address is sound.
    return Lease(config: config, fontMap: map, context: context)
  }

  /// Takes a map back when its measurer is done with it.
  func giveBack(_ lease: Lease) {
    lock.lock()
    idle.append(lease)
    let evicted = idle.count > idleLimit ? idle.removeFirst() : nil
    lock.unlock()
    if let evicted {
      evicted.shaper.release()
      g_object_unref(UnsafeMutableRawPointer(evicted.context))
      g_object_unref(UnsafeMutableRawPointer(evicted.fontMap))
      FcConfigDestroy(evicted.config)
    }
  }
}

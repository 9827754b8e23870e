import CCairo
import FolioGraphics
import Foundation

extension CairoRenderer {
  /// Clip (absolute), then transform; then the shadow, then the children — composited at
  /// the opacity, through the mask when there is one.
  func draw(_ item: GroupItem) {
    cairo_save(cr)
    var clipsEverything = false
    if let clip = item.clip {
      addPath(clip)
      cairo_clip(cr)
      if tagger != nil {
        // Cairo 1.16 fails the page when tags are drawn inside a clip with nothing left.
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        clipsEverything = !(x2 > x1 && y2 > y1)
      }
    }
    if !item.transform.isIdentity {
      let t = item.transform
      var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
      cairo_transform(cr, &matrix)
    }
    var inner = self
    inner.toPage = item.transform.concatenating(toPage)
    let alpha = min(max(item.opacity, 0), 1)
    if let shadow = item.shadow {
      if let tagger {
        tagger.compositing { inner.drawShadow(of: item.items, shadow) }
      } else {
        inner.drawShadow(of: item.items, shadow)
      }
    }
    // A blurred group is drawn as an image by a renderer of its own: its links are kept for
    // after the page's content (a shadow is drawn that way too, but its links are the
    // children's, which are drawn again).
    if item.blurRadius != nil, let tagger { tagger.keepUnplaced(Self.links(in: item.items)) }
    let composites =
      item.blurRadius != nil || item.mask != nil || item.opacity < 1 || item.isolated || item.blendMode != nil
    if clipsEverything, let tagger {
      // Nothing shows: nothing is tagged.
      tagger.compositing { inner.drawComposited(item, alpha: alpha) }
    } else if composites, let tagger {
      // Nothing is tagged inside a compositing group; one with text is a paragraph as a
      // whole.
      if CairoVersion.tagsOnlyGlyphsDrawnInside, item.fadesTextOnly {
        // Cairo 1.18 counts as an element's content only glyphs drawn inside it, never a
        // group painted at an opacity: text alone at an opacity is drawn without a group,
        // its colours at that opacity (where its own glyphs overlap, a little darker).
        var faded = inner
        faded.textOpacity *= alpha
        tagger.content(cr: cr) { faded.draw(item.items) }
      } else if DisplayList(size: .zero, items: item.items).containsText {
        tagger.content(cr: cr) { tagger.compositing { inner.drawComposited(item, alpha: alpha) } }
      } else {
        tagger.compositing { inner.drawComposited(item, alpha: alpha) }
      }
    } else {
      inner.drawComposited(item, alpha: alpha)
    }
    cairo_restore(cr)
  }

  /// The children of a group, composited as its effects ask (plainly when it has none).
  private func drawComposited(_ item: GroupItem, alpha: Double) {
    if let radius = item.blurRadius {
      // The children blurred: an image in place of the vectors, at the opacity.
      cairo_push_group(cr)
      drawBlurred(item.items, radius: radius)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    } else if let mask = item.mask {
      // The children and the mask each in a group of their own; the children painted
      // through the mask's alpha; the whole at the opacity.
      cairo_push_group(cr)
      cairo_push_group(cr)
      draw(item.items)
      let content = cairo_pop_group(cr)
      cairo_push_group(cr)
      // The mask only lends its alpha: nothing of it is tagged, and it has no links.
      var plain = self
      plain.tagger = nil
      plain.draw(mask)
      let maskPattern = cairo_pop_group(cr)
      cairo_set_source(cr, content)
      cairo_mask(cr, maskPattern)
      cairo_pattern_destroy(maskPattern)
      cairo_pattern_destroy(content)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    } else if let mode = item.blendMode {
      // The children composited on their own, then blended with what is behind them.
      cairo_push_group(cr)
      draw(item.items)
      cairo_pop_group_to_source(cr)
      let previous = cairo_get_operator(cr)
      cairo_set_operator(cr, mode.cairoOperator)
      cairo_paint_with_alpha(cr, alpha)
      cairo_set_operator(cr, previous)
    } else if item.opacity < 1 || item.isolated {
      cairo_push_group(cr)
      draw(item.items)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    } else {
      draw(item.items)
    }
  }
}

extension CairoRenderer {
  /// The link items among `items`, at any depth.
  static func links(in items: [DisplayItem]) -> [LinkItem] {
    items.flatMap { item -> [LinkItem] in
      switch item {
      case .link(let link): [link]
      case .group(let group): links(in: group.items)
      default: []
      }
    }
  }
}

extension GroupItem {
  /// Whether the group only draws text at an opacity: no mask, blur or isolation, and
  /// only text items.
  fileprivate var fadesTextOnly: Bool {
    mask == nil && blurRadius == nil && !isolated && blendMode == nil && opacity < 1
      && items.allSatisfy { if case .text = $0 { true } else { false } }
  }
}

extension BlendMode {
  /// Cairo's operator for the mode.
  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}

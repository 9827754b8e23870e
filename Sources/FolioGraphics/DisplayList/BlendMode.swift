import Foundation

/// How a view's colours combine with what is behind it, as SwiftUI's `BlendMode`. Cairo
/// draws each mode with its operator of the same name (PDF keeps it as the page's blend
/// mode); `plusDarker`, which Cairo has no operator for, is drawn as `multiply`.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  /// Over what is behind (the default).
  case normal
  /// Darkens: the colours multiplied.
  case multiply
  /// Lightens: the inverse colours multiplied.
  case screen
  /// Multiply or screen, by the colour behind.
  case overlay
  /// The darker of the two.
  case darken
  /// The lighter of the two.
  case lighten
  /// Brightens what is behind.
  case colorDodge
  /// Darkens what is behind.
  case colorBurn
  /// A soft light.
  case softLight
  /// A harsh light.
  case hardLight
  /// The difference of the two.
  case difference
  /// Like difference, with less contrast.
  case exclusion
  /// The hue of the view.
  case hue
  /// The saturation of the view.
  case saturation
  /// The hue and saturation of the view.
  case color
  /// The luminosity of the view.
  case luminosity
  /// The view only where there is something behind.
  case sourceAtop
  /// What is behind over the view.
  case destinationOver
  /// What is behind, cut out where the view is.
  case destinationOut
  /// The colours added, darkening (drawn as `multiply`).
  case plusDarker
  /// The colours added.
  case plusLighter
}

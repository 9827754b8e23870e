import Foundation

/// One line of a Pango layout in Pango units, 64-bit: Pango's own coordinates are 32-bit
/// and wrap past 2,097,152 pt, but the difference between neighbouring lines is exact, so
/// tops are accumulated from those differences. Measured once, kept with the layout for
/// drawing.
struct PangoLineExtent {
  var top: Int64
  var height: Int64
  /// The line's start (its logical x).
  var x: Int64 = 0
  var baseline: Int64
  var width: Int64
}

import CPango
import Foundation

/// Conversions between points and Pango units, the one place they meet.
enum PangoUnits {
  static let scale = CGFloat(PANGO_SCALE)

  static func points(_ units: Int32) -> CGFloat { CGFloat(units) / scale }

  static func points(_ units: Int64) -> CGFloat { CGFloat(units) / scale }

  /// The widest width Folio gives Pango: 1,048,576 pt, half of what its 32-bit units hold.
  static let maximumUnits = Int32.max / 2

  /// Units for a length, rounded up so a proposal equal to a measured width never wraps.
  static func unitsRoundingUp(_ points: CGFloat) -> Int32 {
    let units = (points * scale).rounded(.up) + 4
    return Int32(clamping: Int64(max(min(units, CGFloat(Int32.max / 2)), 0)))
  }

  static func units(_ points: CGFloat) -> Int32 {
    let units = (points * scale).rounded()
    guard units.isFinite else { return 0 }
    return Int32(clamping: Int64(max(min(units, CGFloat(Int32.max / 2)), CGFloat(Int32.min / 2))))
  }
}

/// The Pango this process runs with, for messages (`1.50.12`).
package enum PangoVersion {
  /// Pango's version as it spells it.
  package static var string: String { String(cString: pango_version_string()) }
}

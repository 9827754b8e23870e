import Foundation

extension CGFloat {
  /// A short, stable decimal rendering (at most three decimals, no trailing zeros) used by
  /// every text dump so goldens do not depend on floating-point noise.
  package var dumpString: String {
    guard isFinite else { return self > 0 ? "inf" : (self < 0 ? "-inf" : "nan") }
    var rounded = (self * 1000).rounded() / 1000
    if rounded == 0 { rounded = 0 }  // no "-0"
    if !rounded.isFinite { return self > 0 ? "inf" : "-inf" }
    if rounded == rounded.rounded() && Swift.abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    var text = String(format: "%.3f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

extension CGRect {
  /// `(x, y, width, height)` with `dumpString` numbers.
  package var dumpString: String {
    "(\(origin.x.dumpString), \(origin.y.dumpString), \(size.width.dumpString), \(size.height.dumpString))"
  }
}

extension CGSize {
  /// `width×height` with `dumpString` numbers.
  package var dumpString: String { "\(width.dumpString)×\(height.dumpString)" }
}

extension Int {
  /// `value` truncated toward zero, 0 for NaN, and clamped to `Int`'s range: a conversion
  /// that cannot trap, for numbers that come from user input.
  package init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9.2e18 {
      self = .max
    } else if value <= -9.2e18 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}

import Foundation

extension View {
  private func text(_ update: @escaping (inout TextEnvironment) -> Void) -> some View {
    transformEnvironment(\.text, transform: update)
  }

  /// Sets the default font of text in this view.
  public func font(_ font: Font?) -> some View { text { $0.font = font } }
  /// Sets the weight of text in this view.
  public func fontWeight(_ weight: Font.Weight?) -> some View { text { $0.fontWeight = weight } }
  /// Sets the font design of text in this view.
  public func fontDesign(_ design: Font.Design?) -> some View { text { $0.fontDesign = design } }
  /// Sets the font width of text in this view.
  public func fontWidth(_ width: Font.Width?) -> some View { text { $0.fontWidth = width } }
  /// Makes text in this view bold.
  public func bold(_ isActive: Bool = true) -> some View { text { $0.isBold = isActive } }
  /// Makes text in this view italic.
  public func italic(_ isActive: Bool = true) -> some View { text { $0.isItalic = isActive } }
  /// Uses the fixed-pitch design for text in this view.
  public func monospaced(_ isActive: Bool = true) -> some View { text { $0.isMonospaced = isActive } }
  /// Uses tabular digits for text in this view.
  public func monospacedDigit() -> some View { text { $0.isMonospacedDigit = true } }
  /// Underlines text in this view.
  public func underline(
    _ isActive: Bool = true, pattern: TextDecoration.Pattern = .solid, color: Color? = nil
  ) -> some View {
    text { $0.underline = isActive ? TextDecoration(pattern: pattern, color: color) : nil }
  }
  /// Strikes through text in this view.
  public func strikethrough(
    _ isActive: Bool = true, pattern: TextDecoration.Pattern = .solid, color: Color? = nil
  ) -> some View {
    text { $0.strikethrough = isActive ? TextDecoration(pattern: pattern, color: color) : nil }
  }
  /// Adds space between characters of text in this view.
  public func kerning(_ kerning: CGFloat) -> some View { text { $0.kerning = kerning } }
  /// Adds space after each character of text in this view.
  public func tracking(_ tracking: CGFloat) -> some View { text { $0.tracking = tracking } }
  /// Raises text in this view from its baseline.
  public func baselineOffset(_ offset: CGFloat) -> some View { text { $0.baselineOffset = offset } }
  /// Adds space between lines of text in this view.
  public func lineSpacing(_ spacing: CGFloat) -> some View { text { $0.lineSpacing = spacing } }
  /// Sets a fixed line height (baseline to baseline) for text in this view, in points
  /// (a Folio extension; nil returns to the font's own line height).
  public func lineHeight(_ height: CGFloat?) -> some View {
    text { $0.lineHeight = height.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
  }
  /// Aligns the lines of multi-line text in this view (`.justified` is a Folio extension).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    text { $0.multilineTextAlignment = alignment }
  }
  /// Limits text in this view to a number of lines (nil for no limit).
  public func lineLimit(_ number: Int?) -> some View {
    text {
      $0.lineLimit = number
      $0.minimumLines = nil
      $0.reservesSpace = false
    }
  }
  /// Limits text to a number of lines, reserving the space of all of them when asked.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    text {
      $0.lineLimit = limit
      $0.minimumLines = reservesSpace ? limit : nil
      $0.reservesSpace = reservesSpace
    }
  }
  /// Keeps text between a minimum and maximum number of lines.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    text {
      $0.lineLimit = limit.upperBound
      $0.minimumLines = limit.lowerBound
      $0.reservesSpace = false
    }
  }
  /// Keeps text at a minimum number of lines with no maximum.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    text {
      $0.lineLimit = nil
      $0.minimumLines = limit.lowerBound
      $0.reservesSpace = false
    }
  }
  /// Keeps text at most a number of lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    text {
      $0.lineLimit = limit.upperBound
      $0.minimumLines = nil
      $0.reservesSpace = false
    }
  }
  /// Sets where text that does not fit is truncated.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    text { $0.truncationMode = mode }
  }
  /// Lets text shrink down to a factor of its size to fit.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    text { $0.minimumScaleFactor = min(max(factor.isFinite ? factor : 1, 0.01), 1) }
  }
  /// Lets letter spacing tighten to fit.
  public func allowsTightening(_ flag: Bool) -> some View { text { $0.allowsTightening = flag } }
  /// Transforms the case of text in this view.
  public func textCase(_ textCase: Text.Case?) -> some View { text { $0.textCase = textCase } }
}

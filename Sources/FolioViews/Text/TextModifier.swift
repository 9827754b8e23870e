import Foundation

/// A style change carried by a `Text` value.
enum TextModifier: Equatable {
  case font(Font?)
  case weight(Font.Weight?)
  case bold(Bool)
  case italic(Bool)
  case monospaced(Bool)
  case monospacedDigit
  case design(Font.Design?)
  case width(Font.Width?)
  case color(Color?)
  case underline(TextDecoration?)
  case strikethrough(TextDecoration?)
  case kerning(CGFloat)
  case tracking(CGFloat)
  case baselineOffset(CGFloat)
}

extension Text {
  /// This text in a font.
  public func font(_ font: Font?) -> Text { adding(.font(font)) }
  /// This text with a weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
  /// This text with a width.
  public func fontWidth(_ width: Font.Width?) -> Text { adding(.width(width)) }
  /// This text in a font design.
  public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }
  /// This text in bold.
  public func bold() -> Text { adding(.bold(true)) }
  /// This text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { adding(.bold(isActive)) }
  /// This text in italic.
  public func italic() -> Text { adding(.italic(true)) }
  /// This text in italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
  /// This text in the fixed-pitch design.
  public func monospaced(_ isActive: Bool = true) -> Text { adding(.monospaced(isActive)) }
  /// This text with tabular digits.
  public func monospacedDigit() -> Text { adding(.monospacedDigit) }
  /// This text in a color.
  public func foregroundColor(_ color: Color?) -> Text { adding(.color(color)) }
  /// This text in a color (gradients use their first color for text).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    let light = textColor(of: style)
    let dark = textColor(of: style, in: .dark)
    return adding(.color(light == dark ? light : Color(light: light, dark: dark)))
  }
  /// This text underlined.
  public func underline(
    _ isActive: Bool = true, pattern: TextDecoration.Pattern = .solid, color: Color? = nil
  )
    -> Text
  {
    adding(.underline(isActive ? TextDecoration(pattern: pattern, color: color) : nil))
  }
  /// This text struck through.
  public func strikethrough(
    _ isActive: Bool = true, pattern: TextDecoration.Pattern = .solid, color: Color? = nil
  ) -> Text {
    adding(.strikethrough(isActive ? TextDecoration(pattern: pattern, color: color) : nil))
  }
  /// This text with extra space between characters (points).
  public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }
  /// This text with extra space after each character (points).
  public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }
  /// This text raised (or lowered, negative) from the baseline.
  public func baselineOffset(_ offset: CGFloat) -> Text { adding(.baselineOffset(offset)) }
}

/// The color text takes from a style: its own color, or a gradient's first stop.
func textColor<S: ShapeStyle>(of style: S, in colorScheme: ColorScheme = .light) -> Color {
  var environment = EnvironmentValues()
  environment.colorScheme = colorScheme
  switch style._paint(in: .zero, environment: environment) {
  case .color(let color): return color
  case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _),
    .angularGradient(let gradient, _, _, _):
    return gradient.stops.first?.color ?? .black
  }
}

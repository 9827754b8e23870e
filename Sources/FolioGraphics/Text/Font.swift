import Foundation

/// An environment-dependent font, built as SwiftUI's `Font` and resolved to a concrete
/// fontconfig family, size, weight and slant when text is measured.
///
/// Text styles use a print-sized scale (points): largeTitle 24, title 20, title2 17,
/// title3 14, headline 11 semibold, body 11, callout 10, subheadline 10, footnote 9,
/// caption 8, caption2 7. The system design families are DejaVu Sans (default and
/// rounded), DejaVu Serif (serif) and DejaVu Sans Mono (monospaced); fontconfig falls back
/// to other installed fonts for scripts they lack.
public struct Font: Hashable, Sendable {
  /// A font weight.
  public struct Weight: Hashable, Sendable {
    /// The CSS/OpenType weight value, 100…900.
    public var value: Int
    package init(_ value: Int) { self.value = value }

    /// 100
    public static let ultraLight = Weight(100)
    /// 200
    public static let thin = Weight(200)
    /// 300
    public static let light = Weight(300)
    /// 400
    public static let regular = Weight(400)
    /// 500
    public static let medium = Weight(500)
    /// 600
    public static let semibold = Weight(600)
    /// 700
    public static let bold = Weight(700)
    /// 800
    public static let heavy = Weight(800)
    /// 900
    public static let black = Weight(900)
  }

  /// A font design family.
  public enum Design: Hashable, Sendable {
    /// The default sans-serif design.
    case `default`
    /// A serif design.
    case serif
    /// A rounded design (drawn with the default family in Folio).
    case rounded
    /// A fixed-pitch design.
    case monospaced
  }

  /// A font width.
  public struct Width: Hashable, Sendable {
    /// The relative width, 1 for standard.
    public var value: CGFloat
    /// Creates a width.
    public init(_ value: CGFloat) { self.value = value }
    /// Condensed.
    public static let condensed = Width(0.75)
    /// Compressed.
    public static let compressed = Width(0.5)
    /// Standard.
    public static let standard = Width(1)
    /// Expanded.
    public static let expanded = Width(1.25)
  }

  /// A dynamic text style with a fixed print size in Folio.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// 24 pt.
    case largeTitle
    /// 20 pt.
    case title
    /// 17 pt.
    case title2
    /// 14 pt.
    case title3
    /// 11 pt semibold.
    case headline
    /// 10 pt.
    case subheadline
    /// 11 pt.
    case body
    /// 10 pt.
    case callout
    /// 9 pt.
    case footnote
    /// 8 pt.
    case caption
    /// 7 pt.
    case caption2

    /// The point size of this style in Folio's print scale.
    public var pointSize: CGFloat {
      switch self {
      case .largeTitle: return 24
      case .title: return 20
      case .title2: return 17
      case .title3: return 14
      case .headline: return 11
      case .subheadline: return 10
      case .body: return 11
      case .callout: return 10
      case .footnote: return 9
      case .caption: return 8
      case .caption2: return 7
      }
    }

    /// The point size of this style on iOS at the default Dynamic Type size (Large): body
    /// 17, title 28, … as Xcode's canvas shows them.
    public var iOSPointSize: CGFloat {
      switch self {
      case .largeTitle: return 34
      case .title: return 28
      case .title2: return 22
      case .title3: return 20
      case .headline: return 17
      case .subheadline: return 15
      case .body: return 17
      case .callout: return 16
      case .footnote: return 13
      case .caption: return 12
      case .caption2: return 11
      }
    }

    /// The point size of this style in a scale.
    public func pointSize(in sizes: TextSizes) -> CGFloat {
      sizes == .iOS ? iOSPointSize : pointSize
    }

    var defaultWeight: Weight { self == .headline ? .semibold : .regular }
  }

  /// The sizes text styles (`.body`, `.title`, …) stand for: Folio's print scale (body
  /// 11 pt) in documents, iOS's (body 17 pt) in previews of view files.
  public enum TextSizes: Hashable, Sendable {
    /// The print scale: body 11, title 20 (`TextStyle.pointSize`).
    case print
    /// iOS at the default Dynamic Type size: body 17, title 28 (`TextStyle.iOSPointSize`).
    case iOS
  }

  enum Base: Hashable, Sendable {
    case system(size: CGFloat, design: Design)
    case style(TextStyle, design: Design)
    case custom(name: String, size: CGFloat)
  }

  var base: Base
  var weight: Weight?
  var isItalic = false
  var isMonospaced = false
  var isMonospacedDigit = false
  var isSmallCaps = false
  var width: Width?

  init(base: Base, weight: Weight? = nil) {
    self.base = base
    self.weight = weight
  }

  /// A system font of a given size, weight and design.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(base: .system(size: size, design: design ?? .default), weight: weight)
  }

  /// A system font for a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(base: .style(style, design: design ?? .default), weight: weight)
  }

  /// A font from a fontconfig family name (installed, or registered at run time) and size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(base: .custom(name: name, size: size))
  }

  /// A custom font sized like a text style (Folio does not scale text dynamically).
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(base: .custom(name: name, size: size))
  }

  /// A custom font of a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(base: .custom(name: name, size: fixedSize))
  }

  /// 24 pt.
  public static let largeTitle = Font.system(.largeTitle)
  /// 20 pt.
  public static let title = Font.system(.title)
  /// 17 pt.
  public static let title2 = Font.system(.title2)
  /// 14 pt.
  public static let title3 = Font.system(.title3)
  /// 11 pt semibold.
  public static let headline = Font.system(.headline)
  /// 10 pt.
  public static let subheadline = Font.system(.subheadline)
  /// 11 pt, the default.
  public static let body = Font.system(.body)
  /// 10 pt.
  public static let callout = Font.system(.callout)
  /// 9 pt.
  public static let footnote = Font.system(.footnote)
  /// 8 pt.
  public static let caption = Font.system(.caption)
  /// 7 pt.
  public static let caption2 = Font.system(.caption2)

  /// This font with a weight.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }

  /// This font in italic.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This font in its fixed-pitch design.
  public func monospaced() -> Font {
    var copy = self
    copy.isMonospaced = true
    return copy
  }

  /// This font with tabular (fixed-width) digits.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.isMonospacedDigit = true
    return copy
  }

  /// This font with small capitals.
  public func smallCaps() -> Font {
    var copy = self
    copy.isSmallCaps = true
    return copy
  }

  /// This font with a width.
  public func width(_ width: Width) -> Font {
    var copy = self
    copy.width = width
    return copy
  }

  /// The concrete family, size, weight and slant this font stands for, its text style (if
  /// it is one) in `sizes`.
  public func resolve(in sizes: TextSizes = .print) -> ResolvedFont {
    var family: String
    var size: CGFloat
    var baseWeight = Weight.regular
    switch base {
    case .system(let s, let design):
      family = Self.family(for: design)
      size = s
    case .style(let style, let design):
      family = Self.family(for: design)
      size = style.pointSize(in: sizes)
      baseWeight = style.defaultWeight
    case .custom(let name, let s):
      family = name
      size = s
    }
    if isMonospaced { family = Self.family(for: .monospaced) }
    // Sizes that cannot be drawn become 0 (the text is not drawn, and its view reports
    // it); sizes beyond the largest page are capped.
    if !size.isFinite || size < 0 { size = 0 }
    size = min(size, Self.maximumSize)
    return ResolvedFont(
      family: family, size: size, weight: (weight ?? baseWeight).value, isItalic: isItalic,
      isMonospacedDigit: isMonospacedDigit, isSmallCaps: isSmallCaps,
      stretch: width?.value ?? 1)
  }

  /// The largest font size drawn, in points (larger sizes are capped): the side of the
  /// largest page.
  public static let maximumSize: CGFloat = 14_400

  /// The fontconfig family used for a system design.
  public static func family(for design: Design) -> String {
    switch design {
    case .default, .rounded: return "DejaVu Sans"
    case .serif: return "DejaVu Serif"
    case .monospaced: return "DejaVu Sans Mono"
    }
  }
}

/// A font reduced to what the shaper needs: family, size, weight, slant and features.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
  /// The fontconfig family name.
  public var family: String
  /// The size in points.
  public var size: CGFloat
  /// The weight, 100…900.
  public var weight: Int
  /// Whether the font is italic.
  public var isItalic: Bool
  /// Whether digits use tabular widths.
  public var isMonospacedDigit: Bool
  /// Whether lowercase letters use small capitals.
  public var isSmallCaps: Bool
  /// The relative width (1 is normal).
  public var stretch: CGFloat

  /// Creates a resolved font.
  public init(
    family: String, size: CGFloat, weight: Int = 400, isItalic: Bool = false,
    isMonospacedDigit: Bool = false, isSmallCaps: Bool = false, stretch: CGFloat = 1
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = isItalic
    self.isMonospacedDigit = isMonospacedDigit
    self.isSmallCaps = isSmallCaps
    self.stretch = stretch
  }

  /// `DejaVu Sans 11 w700 italic`.
  public var description: String {
    var parts = [family, size.dumpString]
    if weight != 400 { parts.append("w\(weight)") }
    if isItalic { parts.append("italic") }
    if isMonospacedDigit { parts.append("tnum") }
    if isSmallCaps { parts.append("smcp") }
    if stretch != 1 { parts.append("stretch \(stretch.dumpString)") }
    return parts.joined(separator: " ")
  }
}

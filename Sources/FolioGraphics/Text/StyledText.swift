import Foundation

/// A line drawn under or through text.
public struct TextDecoration: Hashable, Sendable {
  /// The line pattern.
  public enum Pattern: Hashable, Sendable {
    /// A solid line.
    case solid
    /// A dotted line.
    case dot
    /// A dashed line.
    case dash
    /// Alternating dashes and dots.
    case dashDot
    /// Alternating dashes and two dots.
    case dashDotDot
  }

  /// The pattern of the line.
  public var pattern: Pattern
  /// The line color, or nil for the text color.
  public var color: Color?

  /// Creates a decoration.
  public init(pattern: Pattern = .solid, color: Color? = nil) {
    self.pattern = pattern
    self.color = color
  }
}

/// The resolved style of one run of text.
public struct TextRunStyle: Hashable, Sendable {
  /// The font.
  public var font: ResolvedFont
  /// The text color.
  public var color: Color
  /// An underline, if any.
  public var underline: TextDecoration?
  /// A strikethrough, if any.
  public var strikethrough: TextDecoration?
  /// Extra space between characters, in points, applied by the shaper (kerning adjustment).
  public var kerning: CGFloat
  /// Extra space after each character, in points (tracking).
  public var tracking: CGFloat
  /// Vertical shift of the baseline, in points, up positive.
  public var baselineOffset: CGFloat
  /// The URL a click on this run opens, if any.
  public var link: URL?

  /// Creates a run style.
  public init(
    font: ResolvedFont, color: Color = .black, underline: TextDecoration? = nil,
    strikethrough: TextDecoration? = nil, kerning: CGFloat = 0, tracking: CGFloat = 0,
    baselineOffset: CGFloat = 0, link: URL? = nil
  ) {
    self.font = font
    self.color = color
    self.underline = underline
    self.strikethrough = strikethrough
    self.kerning = kerning
    self.tracking = tracking
    self.baselineOffset = baselineOffset
    self.link = link
  }
}

/// A run of text with one style.
public struct TextRun: Hashable, Sendable {
  /// The characters of the run (never interpreted as markup).
  public var string: String
  /// The style of the run.
  public var style: TextRunStyle

  /// Creates a run.
  public init(_ string: String, style: TextRunStyle) {
    self.string = string
    self.style = style
  }
}

/// An alignment for the lines of a multi-line text.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centered.
  case center
  /// Lines end at the trailing edge.
  case trailing
  /// Lines but the last fill the width (a Folio extension).
  case justified
}

/// Where an ellipsis replaces text that does not fit.
public enum TextTruncationMode: Hashable, Sendable {
  /// At the start of the line.
  case head
  /// At the end of the line.
  case tail
  /// In the middle of the line.
  case middle
}

/// The writing direction of a layout.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// Paragraph-level options of a text.
public struct TextParagraphStyle: Hashable, Sendable {
  /// The alignment of lines.
  public var alignment: TextAlignment = .leading
  /// The maximum number of lines, or nil for no limit.
  public var lineLimit: Int?
  /// The minimum number of lines whose space is reserved, or nil.
  public var reservedLines: Int?
  /// Where text is truncated.
  public var truncationMode: TextTruncationMode = .tail
  /// Extra space between lines, in points.
  public var lineSpacing: CGFloat = 0
  /// A fixed distance from one baseline to the next, in points, or nil for the font's.
  public var lineHeight: CGFloat?
  /// The smallest factor the font may be scaled by to fit.
  public var minimumScaleFactor: CGFloat = 1
  /// Whether letter spacing may tighten to fit.
  public var allowsTightening = false
  /// The base direction of the paragraph.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The language whose hyphenation patterns break words at line ends (a locale
  /// identifier, `en_US`, `de`), or nil for no hyphenation.
  public var hyphenationLanguage: String?
  /// When set, lines wrap at any character, not only between words, and each line that
  /// goes on in the next ends with this mark (code: `↩`); nil wraps between words.
  public var continuationMark: String?

  /// Creates the default paragraph style.
  public init() {}
}

/// Text ready to measure and draw: styled runs and a paragraph style.
public struct StyledText: Hashable, Sendable {
  /// The runs, in logical order.
  public var runs: [TextRun]
  /// The paragraph options.
  public var paragraph: TextParagraphStyle

  /// Creates styled text.
  public init(runs: [TextRun], paragraph: TextParagraphStyle = TextParagraphStyle()) {
    self.runs = runs
    self.paragraph = paragraph
  }

  /// The concatenated characters of every run.
  public var string: String { runs.map(\.string).joined() }

  /// Whether any run has characters at a size above 0: text without is not drawn and
  /// takes no space (a size of 0, negative or not a number resolves to 0, and its view
  /// reports it).
  public var hasDrawableCharacters: Bool {
    runs.contains { !$0.string.isEmpty && $0.style.font.size > 0 }
  }

  /// Hashes the runs' strings and font sizes and the alignment, not every style field:
  /// equal texts still hash alike (equality compares everything), and texts that differ
  /// only in colour or decoration are few among the keys of a measurement cache, which
  /// hashes every text it measures.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(runs.count)
    for run in runs {
      hasher.combine(run.string)
      hasher.combine(run.style.font.size)
    }
    hasher.combine(paragraph.alignment)
  }
}

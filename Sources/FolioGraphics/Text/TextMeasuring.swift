import Foundation

/// The metrics of one laid-out line of text, relative to the text's top-left corner.
public struct TextLineMetrics: Hashable, Sendable {
  /// The top of the line box.
  public var top: CGFloat
  /// The height of the line box, including line spacing.
  public var height: CGFloat
  /// The baseline, measured from the text's top.
  public var baseline: CGFloat
  /// The logical width of the line's content.
  public var width: CGFloat

  /// Creates line metrics.
  public init(top: CGFloat, height: CGFloat, baseline: CGFloat, width: CGFloat) {
    self.top = top
    self.height = height
    self.baseline = baseline
    self.width = width
  }
}

/// A measurer-specific laid-out text (for Pango, the `PangoLayout` that was measured),
/// handed unchanged to the renderer so what is drawn is exactly what was measured.
///
/// A handle is owned by one render at a time; it moves between threads only with its
/// whole render.
///
/// `@unchecked Sendable`: subclasses are immutable (glyph runs) or used by one thread at a time:
/// the one that measured, or one its whole render is handed to.
open class TextLayoutHandle: @unchecked Sendable {
  /// Creates a handle.
  public init() {}

  /// What the renderer draws, made on the thread that measured the text when the text is
  /// recorded for drawing (for Pango: glyph runs, so drawing needs no Pango call). The
  /// default is the handle itself.
  open func preparedForDrawing() -> TextLayoutHandle { self }

  /// The rectangles the glyphs of run `index` cover, relative to the text's frame: one per
  /// line the run is on (more where bidirectional text splits it). Empty when the measurer
  /// cannot tell (then a link covers the whole text). Called on the thread that measured.
  open func rects(ofRun index: Int) -> [CGRect] { [] }
}

/// The result of measuring text for one proposal.
public struct MeasuredText: Sendable {
  /// The size the text takes.
  public var size: CGSize
  /// The lines, top to bottom.
  public var lines: [TextLineMetrics]
  /// Whether some text was cut off and replaced by an ellipsis.
  public var isTruncated: Bool
  /// Characters no installed font could draw, if any.
  public var missingGlyphs: String
  /// The measurer's laid-out text, drawn by the renderer.
  public var layout: TextLayoutHandle?

  /// Creates a measurement.
  public init(
    size: CGSize, lines: [TextLineMetrics], isTruncated: Bool = false, missingGlyphs: String = "",
    layout: TextLayoutHandle? = nil
  ) {
    self.size = size
    self.lines = lines
    self.isTruncated = isTruncated
    self.missingGlyphs = missingGlyphs
    self.layout = layout
  }

  /// The first line's baseline from the top (the height for empty text).
  public var firstBaseline: CGFloat { lines.first?.baseline ?? size.height }
  /// The last line's baseline from the top (the height for empty text).
  public var lastBaseline: CGFloat { lines.last?.baseline ?? size.height }
}

/// Measures styled text for a proposed width and height.
///
/// Sizing rules (docs/layout-rules.md §2): a nil width gives the unwrapped size; a finite
/// width wraps at word boundaries (inside a word only when it alone is too wide); a zero
/// width gives the widest unbreakable segment; a finite height smaller than the wrapped text
/// truncates the last visible line with an ellipsis and never reports less than one line.
public protocol TextMeasuring: AnyObject {
  /// Measures `text` for a proposal (nil means unconstrained on that axis).
  func measure(_ text: StyledText, width: CGFloat?, height: CGFloat?) -> MeasuredText

  /// Whether text in a language (a locale identifier) can be hyphenated.
  func canHyphenate(_ language: String) -> Bool
}

extension TextMeasuring {
  /// Measurers that do not hyphenate accept every language silently.
  public func canHyphenate(_ language: String) -> Bool { true }
}

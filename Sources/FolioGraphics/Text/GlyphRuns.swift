import Foundation

/// A measured text as positioned glyphs: what a renderer draws, as plain values any
/// measurer can produce and any backend can draw (docs/architecture.md, "Text").
///
/// It holds the glyphs of each line with their positions, the fonts they are drawn in, the
/// text and the map from glyphs to text (clusters: a PDF keeps its text extractable, links
/// and tags find their glyphs), colours, and underline and strikethrough rectangles, in the
/// order they are drawn. A measurer returns it as its `MeasuredText.layout`, directly or
/// from `TextLayoutHandle.preparedForDrawing()`.
///
/// Offsets of lines and runs are in units of 1/1024 point (`unitsPerPoint`), 64-bit, so a
/// text millions of points tall keeps exact positions; glyph positions are in points from
/// their run's base point.
///
/// `@unchecked Sendable`: immutable after `init`; its fonts are immutable and their
/// backend objects reference-counted and locked by the backend.
public final class GlyphRuns: TextLayoutHandle, @unchecked Sendable {
  /// How many units of `Line` and `Operation` offsets make a point.
  public static let unitsPerPoint: Int64 = 1024

  /// A glyph: its index in its run's font and its position in points from the run's base
  /// point (laid out as Cairo's `cairo_glyph_t`).
  public struct Glyph: Hashable, Sendable {
    /// The glyph's index in the font.
    public var id: UInt
    /// How far right of the run's base point the glyph's origin is, in points.
    public var x: Double
    /// How far below the run's base point the glyph's origin is, in points.
    public var y: Double

    /// Creates a glyph.
    public init(id: UInt, x: Double, y: Double) {
      self.id = id
      self.x = x
      self.y = y
    }
  }

  /// A cluster: some bytes of the text drawn by some glyphs, in reading order within a run
  /// (laid out as Cairo's `cairo_text_cluster_t`).
  public struct Cluster: Hashable, Sendable {
    /// How many bytes of the run's UTF-8 text the cluster holds.
    public var byteCount: Int32
    /// How many of the run's glyphs draw them.
    public var glyphCount: Int32

    /// Creates a cluster.
    public init(byteCount: Int32, glyphCount: Int32) {
      self.byteCount = byteCount
      self.glyphCount = glyphCount
    }
  }

  /// A colour as a run or decoration sets it: RGB and/or alpha, each optional (a part left
  /// unset comes from the text's base colour).
  public struct ColorSpec: Sendable {
    /// Red, green and blue from 0 to 1, or nil for the base colour's.
    public var rgb: (red: Double, green: Double, blue: Double)?
    /// The alpha from 0 to 1, or nil for the base colour's.
    public var alpha: Double?

    /// Creates a colour specification.
    public init(rgb: (red: Double, green: Double, blue: Double)? = nil, alpha: Double? = nil) {
      self.rgb = rgb
      self.alpha = alpha
    }

    /// Whether some part is set.
    public var isSet: Bool { rgb != nil || alpha != nil }
  }

  /// One drawing operation, in the order they are drawn.
  public enum Operation: Sendable {
    /// Glyphs of one run.
    case glyphs(GlyphRun)
    /// A filled rectangle (underline or strikethrough), in units from the line's start on
    /// its baseline.
    case rectangle(x: Int64, y: Int64, width: Int64, height: Int64, color: ColorSpec)
    /// A frame where a character has no glyph, drawn as a frame, in points from the line's
    /// start on its baseline.
    case missingGlyph(x: Double, y: Double, width: Double, height: Double, color: ColorSpec)
  }

  /// The glyphs of one run: ranges into the shared arrays, so a text costs a handful of
  /// allocations whatever its number of runs.
  public struct GlyphRun: Sendable {
    /// The font the run's glyphs are drawn in.
    public var font: GlyphFont
    /// Where the run starts in its line, in units.
    public var xOffset: Int64
    /// How far the run is raised above the baseline, in units.
    public var rise: Int64
    /// Its glyphs in `glyphs`.
    public var glyphs: Range<Int>
    /// Its text in `text` and its clusters in `clusters` (no clusters when they could not be
    /// worked out: its glyphs are then drawn without text).
    public var text: Range<Int>
    /// Its clusters in `clusters`.
    public var clusters: Range<Int>
    /// Whether its clusters run right to left.
    public var backward: Bool
    /// Its colour.
    public var color: ColorSpec
    /// The index + 1 of the styled text's run this one is part of when that run is a link,
    /// else 0.
    public var link: Int32

    /// Creates a run.
    public init(
      font: GlyphFont, xOffset: Int64, rise: Int64, glyphs: Range<Int>, text: Range<Int>,
      clusters: Range<Int>,
      backward: Bool, color: ColorSpec, link: Int32
    ) {
      self.font = font
      self.xOffset = xOffset
      self.rise = rise
      self.glyphs = glyphs
      self.text = text
      self.clusters = clusters
      self.backward = backward
      self.color = color
      self.link = link
    }
  }

  /// One line: its top, start and baseline (units from the text's layout origin) and its
  /// operations in `operations`.
  public struct Line: Sendable {
    /// The line's top.
    public var top: Int64
    /// The line's start.
    public var x: Int64
    /// The line's baseline.
    public var baseline: Int64
    /// Its operations in `operations`.
    public var operations: Range<Int>

    /// Creates a line.
    public init(top: Int64, x: Int64, baseline: Int64, operations: Range<Int>) {
      self.top = top
      self.x = x
      self.baseline = baseline
      self.operations = operations
    }
  }

  /// The lines, top to bottom.
  public let lines: [Line]
  /// Every line's operations.
  public let operations: [Operation]
  /// Every run's glyphs.
  public let glyphs: [Glyph]
  /// Every run's clusters.
  public let clusters: [Cluster]
  /// The UTF-8 text the runs' clusters map their glyphs to.
  public let text: [CChar]
  /// Where the text's frame starts in layout coordinates (points): the left of the widest
  /// line and the first line's top.
  public let offset: CGPoint
  /// Whether every range lies within its array and every position is finite: runs that
  /// are not (a measurer's mistake) are refused by the renderer, never read out of bounds.
  public let isWellFormed: Bool

  /// Creates glyph runs.
  public init(
    lines: [Line], operations: [Operation], glyphs: [Glyph], clusters: [Cluster], text: [CChar],
    offset: CGPoint
  ) {
    self.lines = lines
    self.operations = operations
    self.glyphs = glyphs
    self.clusters = clusters
    self.text = text
    self.offset = offset
    isWellFormed = Self.wellFormed(
      lines: lines, operations: operations, glyphs: glyphs, clusters: clusters, text: text, offset: offset)
    super.init()
  }

  /// Whether the arrays and ranges are consistent and every position finite.
  private static func wellFormed(
    lines: [Line], operations: [Operation], glyphs: [Glyph], clusters: [Cluster], text: [CChar],
    offset: CGPoint
  ) -> Bool {
    func within(_ range: Range<Int>, _ count: Int) -> Bool {
      range.lowerBound >= 0 && range.upperBound <= count
    }
    guard offset.x.isFinite, offset.y.isFinite,
      lines.allSatisfy({ within($0.operations, operations.count) }),
      glyphs.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
    else { return false }
    return operations.allSatisfy { operation in
      switch operation {
      case .glyphs(let run):
        within(run.glyphs, glyphs.count) && within(run.clusters, clusters.count)
          && within(run.text, text.count)
      case .rectangle: true
      case .missingGlyph(let x, let y, let width, let height, _):
        x.isFinite && y.isFinite && width.isFinite && height.isFinite
      }
    }
  }

  /// Whether some glyphs are a link's.
  public var hasLinks: Bool {
    operations.contains { if case .glyphs(let run) = $0 { run.link > 0 } else { false } }
  }

  /// `units` in points.
  public static func points(_ units: Int64) -> Double { Double(units) / Double(unitsPerPoint) }
}

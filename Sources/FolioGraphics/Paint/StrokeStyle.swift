import Foundation

/// The line cap style of a stroke.
public enum CGLineCap: Int32, Hashable, Sendable {
  /// The line ends exactly at the end point.
  case butt
  /// A half circle extends past the end point.
  case round
  /// A half square extends past the end point.
  case square
}

/// The line join style of a stroke.
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// A sharp corner.
  case miter
  /// A rounded corner.
  case round
  /// A beveled corner.
  case bevel
}

/// The characteristics of a stroke: width, caps, joins, miter limit and dashes.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the stroke.
  public var lineWidth: CGFloat
  /// The end-point style.
  public var lineCap: CGLineCap
  /// The corner style.
  public var lineJoin: CGLineJoin
  /// The limit on the ratio of miter length to line width.
  public var miterLimit: CGFloat
  /// The lengths of painted and unpainted segments.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// Creates a stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// A stable description for dumps.
  package var dumpString: String {
    var parts = ["w \(lineWidth.dumpString)"]
    if lineCap != .butt { parts.append("cap \(lineCap)") }
    if lineJoin != .miter { parts.append("join \(lineJoin)") }
    if miterLimit != 10 { parts.append("miter \(miterLimit.dumpString)") }
    if !dash.isEmpty {
      parts.append("dash [\(dash.map(\.dumpString).joined(separator: " "))]")
      if dashPhase != 0 { parts.append("phase \(dashPhase.dumpString)") }
    }
    return parts.joined(separator: " ")
  }
}

/// Fill rule and antialiasing for filling shapes.
public struct FillStyle: Hashable, Sendable {
  /// Whether to use the even-odd rule instead of non-zero winding.
  public var isEOFilled: Bool
  /// Whether to antialias edges.
  public var isAntialiased: Bool

  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

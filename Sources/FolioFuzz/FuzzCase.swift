import Foundation

/// A generated document, as data: what the generator made, what the shrinker simplifies,
/// what a child process renders and what is printed as Swift code when it fails.
public struct FuzzDocument: Codable, Hashable, Sendable {
  /// The seed it was generated from.
  public var seed: UInt64
  /// The page size (possibly invalid: 0, negative, NaN, ∞, huge).
  public var pageWidth: Double
  /// The page height.
  public var pageHeight: Double
  /// The margin on every side.
  public var margin: Double
  /// Whether pages carry a "Page N of M" footer.
  public var footer: Bool
  /// A running header, if any.
  public var header: String? = nil
  /// The top-level content.
  public var elements: [FuzzElement]

  /// Whether the document has input the renderer must refuse with an error (an invalid
  /// page size, an unencodable barcode, a corrupt or oversized image) wherever it is sure
  /// to be laid out.
  public var expectsError: Bool {
    let valid = { (side: Double) in side.isFinite && side > 0 && side <= 14_400 }
    // Label sheets use their template's paper and no margins; everything else uses the
    // document's.
    let usesDocumentPages = elements.contains { element in
      switch element {
      case .labels: return false
      case .page, .table, .pagedStack, .markdown, .contents: return true
      case .view(let view): return view.producesElements
      }
    }
    if usesDocumentPages && (!valid(pageWidth) || !valid(pageHeight) || !margin.isFinite || margin < 0) {
      return true
    }
    return elements.contains { $0.containsRefusedInput(certainly: true) }
  }

  /// Whether the document has such input anywhere, even where the renderer may never look
  /// (a `ViewThatFits` child that is not chosen): a typed error is then as right as a
  /// complete render.
  public var mayRefuse: Bool {
    expectsError || elements.contains { $0.containsRefusedInput(certainly: false) }
  }
}

/// One top-level element of a document.
public indirect enum FuzzElement: Codable, Hashable, Sendable {
  /// A view flowing over pages (the document's implicit flow).
  case view(FuzzView)
  /// A fixed page.
  case page(FuzzView)
  /// A paged stack of views.
  case pagedStack([FuzzView])
  /// A table: column titles and rows of cells.
  case table(columns: [String], rows: [[String]])
  /// A sheet of labels of a built-in template (index into `LabelTemplate.builtIn`).
  case labels(template: Int, items: [String])
  /// A Markdown document (no base folder: its images show their alt text).
  case markdown(String)
  /// A table of contents, then headings (levels 1 to 3, each marked `.id(index)`) with a
  /// line of text each, then page references to every heading when `references`.
  case contents(headings: [String], references: Bool)

  func containsRefusedInput(certainly: Bool) -> Bool {
    switch self {
    case .view(let view), .page(let view): return view.containsRefusedInput(certainly: certainly)
    case .pagedStack(let views): return views.contains { $0.containsRefusedInput(certainly: certainly) }
    case .table, .labels, .markdown, .contents: return false
    }
  }
}

/// A view tree.
public indirect enum FuzzView: Codable, Hashable, Sendable {
  /// A `Text`: verbatim, or parsed as inline Markdown.
  case text(String, markdown: Bool)
  /// A filled shape in a palette color.
  case shape(FuzzShape, color: Int)
  /// An image from bytes.
  case image(FuzzImage)
  /// A `Spacer` with an optional minimum length.
  case spacer(Double?)
  /// A `Divider`.
  case divider
  /// An `HStack`, `VStack` or `ZStack`.
  case stack(FuzzStack, spacing: Double?, [FuzzView])
  /// A `Grid` of rows.
  case grid([[FuzzView]])
  /// A `ViewThatFits`.
  case viewThatFits([FuzzView])
  /// A custom `Layout` that wraps its subviews into rows.
  case flow([FuzzView])
  /// `ForEach(0..<count)` of one view.
  case forEach(count: Int, FuzzView)
  /// A `Link` around a view.
  case link(String, FuzzView)
  /// A barcode; `valid` says whether the value is encodable.
  case barcode(FuzzBarcode, String, valid: Bool)
  /// A view with a modifier.
  case modified(FuzzView, FuzzModifier)
  /// A `Canvas` filling rectangles and drawing texts at points (fractions of its size).
  case canvas(texts: [String], points: [Double])
  /// A `GeometryReader` around a view.
  case geometry(FuzzView)
  /// A `LazyVGrid` of fixed (0), flexible (1) or adaptive (2) columns.
  case lazyGrid(kind: Int, size: Double, [FuzzView])
  /// A rectangle filled with a linear (0), radial (1) or angular (2) gradient.
  case gradient(kind: Int)
  /// A path: an arc between two angles (degrees), stroked.
  case arc(start: Double, end: Double, lineWidth: Double)

  /// Whether the view stands for at least one element (a `ForEach` of nothing does not,
  /// and modifiers on it apply to nothing).
  var producesElements: Bool {
    switch self {
    case .forEach(let count, let child): return count > 0 && child.producesElements
    case .modified(let child, _), .link(_, let child): return child.producesElements
    default: return true
    }
  }

  /// Whether the view holds input the renderer refuses; `certainly` counts only input it
  /// is sure to lay out (not the children of a `ViewThatFits`, of which one is chosen and
  /// the others may never be looked at — an image inside a `GeometryReader` is not even
  /// loaded to size it).
  func containsRefusedInput(certainly: Bool) -> Bool {
    let refused = { (view: FuzzView) in view.containsRefusedInput(certainly: certainly) }
    switch self {
    case .text, .shape, .spacer, .divider, .canvas, .gradient, .arc: return false
    case .geometry(let child): return refused(child)
    case .lazyGrid(_, _, let children): return children.contains(where: refused)
    case .image(let image): return !image.isValid
    case .barcode(_, _, let valid): return !valid
    case .viewThatFits(let children): return !certainly && children.contains(where: refused)
    case .stack(_, _, let children), .flow(let children): return children.contains(where: refused)
    case .grid(let rows): return rows.contains { $0.contains(where: refused) }
    case .forEach(let count, let child): return count > 0 && refused(child)
    case .link(_, let child): return refused(child)
    case .modified(let child, let modifier):
      if case .overlay(let overlay) = modifier, refused(overlay) { return true }
      return refused(child)
    }
  }
}

/// A shape kind.
public enum FuzzShape: String, Codable, Hashable, Sendable, CaseIterable {
  case rectangle, roundedRectangle, circle, capsule, ellipse
}

/// A stack kind and alignment.
public enum FuzzStack: String, Codable, Hashable, Sendable, CaseIterable {
  case hLeading, hCenter, hBaseline, vLeading, vCenter, vTrailing, zCenter, zTopLeading
}

/// A barcode symbology.
public enum FuzzBarcode: String, Codable, Hashable, Sendable, CaseIterable {
  case code128, code39, ean13, qr
}

/// An image: its kind and whether its bytes are valid.
public enum FuzzImage: String, Codable, Hashable, Sendable, CaseIterable {
  case png, jpeg, svg, corrupt, hugeHeader

  var isValid: Bool { self == .png || self == .jpeg || self == .svg }
}

/// A modifier.
public indirect enum FuzzModifier: Codable, Hashable, Sendable {
  case padding(Double)
  case frame(width: Double?, height: Double?)
  case flexFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?)
  case offset(x: Double, y: Double)
  case opacity(Double)
  case rotation(degrees: Double)
  case scale(Double)
  case clipped
  case clipCircle
  case background(color: Int)
  case overlay(FuzzView)
  case fixedSize
  case priority(Double)
  case aspectRatio(Double?)
  case hidden
  case lineLimit(Int?)
  case font(size: Double, bold: Bool, design: Int)
  case foreground(color: Int)
  case bookmark(String)
  case destination(String)
  case textAlignment(Int)
  case minimumScaleFactor(Double)
  case truncation(Int)
  case position(x: Double, y: Double)
  case underline
  case strikethrough
  case kerning(Double)
  case baselineOffset(Double)
  case uppercase
  case lineSpacing(Double)
  case allowsTightening
  case rightToLeft
  case pageBreak
  case keepTogether
  case border(color: Int, width: Double)
  case cornerRadius(Double)
}

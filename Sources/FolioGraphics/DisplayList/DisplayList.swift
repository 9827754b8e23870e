import Foundation

/// The drawing of one page or view: a tree of items in absolute page coordinates (points,
/// origin top-left, y down). Recorded from the placed layout tree and drawn by a renderer.
///
/// `@unchecked Sendable`: plain data and handles; the item types are not declared `Sendable`,
/// but all their fields are (the handles by their own conformances).
public struct DisplayList: @unchecked Sendable {
  /// The size of the page or view.
  public var size: CGSize
  /// The items, in painting order (later items on top).
  public var items: [DisplayItem]

  /// Creates a display list.
  public init(size: CGSize, items: [DisplayItem] = []) {
    self.size = size
    self.items = items
  }

  /// Whether any item (in any group) draws an image.
  public var containsImages: Bool {
    var found = false
    forEachItem { item in
      if case .image = item { found = true }
    }
    return found
  }

  /// Whether any item, in any group, is text.
  public var containsText: Bool {
    var found = false
    forEachItem { if case .text = $0 { found = true } }
    return found
  }

  /// Calls `body` on every item, groups first and then their children, in painting order.
  public func forEachItem(_ body: (DisplayItem) -> Void) {
    func visit(_ items: [DisplayItem]) {
      for item in items {
        body(item)
        if case .group(let group) = item { visit(group.items) }
      }
    }
    visit(items)
  }
}

/// One thing to draw. The renderer switches over these exhaustively.
public indirect enum DisplayItem {
  /// Fill a path with a paint.
  case fill(FillItem)
  /// Stroke a path with a paint.
  case stroke(StrokeItem)
  /// Draw text exactly as it was measured.
  case text(TextItem)
  /// Draw an image into a rectangle.
  case image(ImageItem)
  /// Draw children with a transform, a clip and an opacity.
  case group(GroupItem)
  /// A clickable area leading to a URL or a named destination.
  case link(LinkItem)
  /// A named place that internal links can point to.
  case destination(DestinationItem)
}

/// Fills a path.
public struct FillItem {
  /// The path, in absolute coordinates.
  public var path: Path
  /// The paint.
  public var paint: Paint
  /// The fill rule.
  public var style: FillStyle

  /// Creates a fill item.
  public init(path: Path, paint: Paint, style: FillStyle = FillStyle()) {
    self.path = path
    self.paint = paint
    self.style = style
  }
}

/// Strokes a path.
public struct StrokeItem {
  /// The path, in absolute coordinates.
  public var path: Path
  /// The paint.
  public var paint: Paint
  /// Width, caps, joins and dashes.
  public var style: StrokeStyle

  /// Creates a stroke item.
  public init(path: Path, paint: Paint, style: StrokeStyle) {
    self.path = path
    self.paint = paint
    self.style = style
  }
}

/// Draws measured text with its top-left corner at `origin`.
public struct TextItem {
  /// The top-left corner of the text's frame.
  public var origin: CGPoint
  /// The text that was measured.
  public var text: StyledText
  /// The measurement, holding the layout to draw.
  public var measured: MeasuredText
  /// The lines to draw, or nil for all. A text split across pages draws a range of lines,
  /// moved up so the first drawn line starts at `origin`.
  public var lineRange: Range<Int>?

  /// Creates a text item; the measured layout is replaced by what the renderer draws
  /// (`TextLayoutHandle.preparedForDrawing()`), made here, on the thread that measured it.
  public init(origin: CGPoint, text: StyledText, measured: MeasuredText, lineRange: Range<Int>? = nil) {
    self.origin = origin
    self.text = text
    self.measured = measured
    self.measured.layout = measured.layout?.preparedForDrawing()
    self.lineRange = lineRange
  }

  /// The frame the drawn lines occupy.
  public var frame: CGRect {
    guard let lineRange, !lineRange.isEmpty, lineRange.upperBound <= measured.lines.count else {
      return CGRect(origin: origin, size: measured.size)
    }
    let top = measured.lines[lineRange.lowerBound].top
    let last = measured.lines[lineRange.upperBound - 1]
    return CGRect(
      x: origin.x, y: origin.y, width: measured.size.width, height: last.top + last.height - top)
  }
}

/// How an image is sampled when scaled, as SwiftUI's `Image.Interpolation`.
public enum ImageInterpolation: Hashable, Sendable {
  /// No interpolation: nearest-neighbour sampling, for pixel art and barcodes.
  case none
  /// Fast, low-quality filtering.
  case low
  /// Good filtering (the default).
  case medium
  /// The best available filter.
  case high
}

/// A decoded image, owned by the image loader that made it.
///
/// `@unchecked Sendable`: subclasses keep only `let` C objects; an image is decoded on the layout
/// thread, then handed with its page to the drawing thread, which alone draws it.
open class ImageHandle: @unchecked Sendable {
  /// Creates a handle.
  public init() {}
}

/// An image ready to draw: its natural size and the loader's decoded data.
public struct LoadedImage: Sendable {
  /// What the image is.
  public enum Kind: Hashable, Sendable {
    /// Pixels (PNG, JPEG).
    case raster
    /// Vectors (SVG).
    case vector
  }

  /// The natural size in points (pixels for raster images, the SVG's size for vectors).
  public var size: CGSize
  /// Raster or vector.
  public var kind: Kind
  /// A name for dumps and diagnostics (a file name, or `data`).
  public var name: String
  /// The decoded image.
  public var handle: ImageHandle

  /// Creates a loaded image.
  public init(size: CGSize, kind: Kind, name: String, handle: ImageHandle) {
    self.size = size
    self.kind = kind
    self.name = name
    self.handle = handle
  }
}

/// Draws an image scaled into a rectangle.
public struct ImageItem {
  /// The rectangle the whole image is scaled into.
  public var rect: CGRect
  /// The image.
  public var image: LoadedImage
  /// The sampling filter.
  public var interpolation: ImageInterpolation

  /// Creates an image item.
  public init(rect: CGRect, image: LoadedImage, interpolation: ImageInterpolation = .medium) {
    self.rect = rect
    self.image = image
    self.interpolation = interpolation
  }
}

/// Draws children through a transform, a clip and an opacity.
public struct GroupItem {
  /// Applied to the children (about the page origin).
  public var transform: CGAffineTransform
  /// Children are clipped to this path (absolute, before `transform`), if set.
  public var clip: Path?
  /// The group's opacity, 0…1, applied to the composited children.
  public var opacity: Double
  /// The children.
  public var items: [DisplayItem]
  /// When set, the children show only where these items (in the same coordinates) are
  /// opaque: a soft mask.
  public var mask: [DisplayItem]?
  /// A shadow drawn under the children, of their shape.
  public var shadow: DropShadow?
  /// When set, the children are drawn blurred by this radius (as an image).
  public var blurRadius: CGFloat?
  /// Whether the children are composited together before they are drawn (a compositing
  /// group), even at full opacity.
  public var isolated: Bool
  /// How the composited children combine with what is behind them (nil: normally).
  public var blendMode: BlendMode?
  /// What the children are in a tagged PDF's structure tree (a group with a role has no
  /// transform, clip or effect).
  public var structure: StructureRole?

  /// Creates a group.
  public init(
    transform: CGAffineTransform = .identity, clip: Path? = nil, opacity: Double = 1,
    mask: [DisplayItem]? = nil, shadow: DropShadow? = nil, blurRadius: CGFloat? = nil, isolated: Bool = false,
    blendMode: BlendMode? = nil, structure: StructureRole? = nil, items: [DisplayItem]
  ) {
    self.blendMode = blendMode
    self.transform = transform
    self.clip = clip
    self.opacity = opacity
    self.mask = mask
    self.shadow = shadow
    self.blurRadius = blurRadius
    self.isolated = isolated
    self.structure = structure
    self.items = items
  }

  /// Whether the group masks, shadows or isolates its children (it cannot be merged into
  /// another group).
  public var hasEffects: Bool {
    mask != nil || shadow != nil || blurRadius != nil || isolated || blendMode != nil
  }

  /// Whether the group is kept as it is when recorded into another (it has effects or a
  /// structure role).
  public var isKept: Bool { hasEffects || structure != nil }
}

/// A shadow of a group's content: its shape, blurred, in a colour, offset.
public struct DropShadow: Hashable, Sendable {
  /// The colour (its opacity included).
  public var color: Color
  /// The blur radius in points (about twice the Gaussian's standard deviation).
  public var radius: CGFloat
  /// How far the shadow is moved from the content.
  public var offset: CGSize

  /// Creates a shadow.
  public init(color: Color, radius: CGFloat, offset: CGSize) {
    self.color = color
    self.radius = radius
    self.offset = offset
  }
}

/// Where a link leads.
public enum LinkDestination: Hashable, Sendable {
  /// An external URL.
  case url(URL)
  /// A named destination in the same document.
  case named(String)
}

/// A clickable rectangle.
public struct LinkItem {
  /// The clickable area.
  public var rect: CGRect
  /// Where it leads.
  public var destination: LinkDestination
  /// The run of the text item recorded just before it that the link is on (one item per
  /// line the run is on): in a tagged PDF the run's text is the link's content.
  public var textRun: Int?

  /// Creates a link.
  public init(rect: CGRect, destination: LinkDestination, textRun: Int? = nil) {
    self.rect = rect
    self.destination = destination
    self.textRun = textRun
  }
}

/// A named place on a page.
public struct DestinationItem {
  /// The name links use.
  public var name: String
  /// The top-left corner of the place.
  public var point: CGPoint
  /// Whether this place is a bookmark in the PDF outline, with its title and level (1 = top).
  public var outline: (title: String, level: Int)?

  /// Creates a destination.
  public init(name: String, point: CGPoint, outline: (title: String, level: Int)? = nil) {
    self.name = name
    self.point = point
    self.outline = outline
  }
}

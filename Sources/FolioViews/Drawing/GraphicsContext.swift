import Foundation

/// An immediate-mode drawing destination for `Canvas`: the subset of SwiftUI's
/// `GraphicsContext` documents need — fill, stroke, text, images, transforms, clipping,
/// opacity and layers. Coordinates are the canvas's own, origin top-left.
public struct GraphicsContext {
  /// A color or gradient to fill or stroke with.
  public struct Shading {
    let style: AnyShapeStyle?
    let makePaint: ((CGRect) -> Paint)?

    /// A solid color.
    public static func color(_ color: Color) -> Shading {
      Shading(style: AnyShapeStyle(color), makePaint: nil)
    }

    /// Any shape style, resolved against the path's bounds.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(style: AnyShapeStyle(style), makePaint: nil)
    }

    /// The environment's foreground style.
    public static var foreground: Shading { style(ForegroundStyle()) }

    /// A linear gradient between two points of the canvas.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint)
      -> Shading
    {
      Shading(style: nil, makePaint: { _ in .linearGradient(gradient, start: startPoint, end: endPoint) })
    }

    /// A radial gradient around a point of the canvas.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> Shading {
      Shading(
        style: nil,
        makePaint: { _ in
          .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
        })
    }

    /// An angular gradient around a point of the canvas.
    public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero)
      -> Shading
    {
      Shading(
        style: nil,
        makePaint: { _ in
          .angularGradient(gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
        })
    }

    func paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
      if let makePaint { return makePaint(rect) }
      return style?._paint(in: rect, environment: environment) ?? .color(.black)
    }
  }

  /// Text resolved in the canvas's environment, ready to measure and draw.
  public struct ResolvedText {
    let text: StyledText
    let measurer: any TextMeasuring

    /// The size of the text for a proposed size.
    public func measure(in size: CGSize) -> CGSize {
      measurer.measure(
        text, width: size.width.isFinite ? size.width : nil,
        height: size.height.isFinite ? size.height : nil
      ).size
    }
  }

  final class Storage {
    var items: [DisplayItem] = []
  }

  let storage: Storage
  let session: LayoutSession
  /// The environment of the canvas.
  public let environment: EnvironmentValues
  /// The opacity of everything drawn next, multiplied into layers.
  public var opacity: Double = 1
  /// The transform of everything drawn next.
  public var transform: CGAffineTransform = .identity
  var clipPath: Path?

  init(session: LayoutSession, environment: EnvironmentValues) {
    storage = Storage()
    self.session = session
    self.environment = environment
  }

  /// Moves the origin.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: x, y: y)
  }

  /// Scales the coordinates.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: x, y: y)
  }

  /// Rotates the coordinates.
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: angle.radians)
  }

  /// Applies a transform before the current one.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Clips everything drawn next to a path (in current coordinates).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    let clip = path.applying(transform)
    clipPath =
      clipPath.map { current in
        var combined = current
        combined.addPath(clip)
        return combined
      } ?? clip
  }

  private func emit(_ item: DisplayItem) {
    var items = [DisplayItem.group(GroupItem(transform: transform, opacity: opacity, items: [item]))]
    if transform.isIdentity && opacity >= 1 { items = [item] }
    if let clipPath {
      items = [.group(GroupItem(clip: clipPath, items: items))]
    }
    storage.items.append(contentsOf: items)
  }

  /// Fills a path.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    emit(
      .fill(
        FillItem(
          path: path, paint: shading.paint(in: path.boundingRect, environment: environment),
          style: style)))
  }

  /// Strokes a path with a style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    emit(
      .stroke(
        StrokeItem(
          path: path, paint: shading.paint(in: path.boundingRect, environment: environment),
          style: style)))
  }

  /// Strokes a path with a line width.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Resolves text in the canvas's environment.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text.resolve(in: environment, session: session), measurer: session.textMeasurer)
  }

  /// Draws text with its anchor point at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let styled = text.resolve(in: environment, session: session)
    let measured = session.textMeasurer.measure(styled, width: nil, height: nil)
    check(styled, measured)
    let origin = CGPoint(
      x: point.x - anchor.x * measured.size.width, y: point.y - anchor.y * measured.size.height)
    emit(.text(TextItem(origin: origin, text: styled, measured: measured)))
  }

  /// Draws text wrapped in a rectangle.
  public func draw(_ text: Text, in rect: CGRect) {
    let styled = text.resolve(in: environment, session: session)
    let measured = session.textMeasurer.measure(styled, width: rect.width, height: rect.height)
    check(styled, measured)
    emit(.text(TextItem(origin: rect.origin, text: styled, measured: measured)))
  }

  /// Reports text drawn in a canvas that is not fully shown.
  private func check(_ text: StyledText, _ measured: MeasuredText) {
    TextDiagnostics.checkFontSize(text, session: session)
    TextDiagnostics.checkGlyphs(text, measured, session: session)
    TextDiagnostics.checkTruncation(text, measured, session: session)
  }

  /// Draws an image scaled into a rectangle.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    guard let loaded = load(image) else { return }
    emit(.image(ImageItem(rect: rect, image: loaded, interpolation: image.interpolation)))
  }

  /// Draws an image at its natural size with its anchor point at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    guard let loaded = load(image) else { return }
    let size = loaded.size
    emit(
      .image(
        ImageItem(
          rect: CGRect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
            width: size.width, height: size.height), image: loaded,
          interpolation: image.interpolation)))
  }

  private func load(_ image: Image) -> LoadedImage? {
    do throws(FolioError) {
      guard let loader = session.imageLoader else {
        throw FolioError.invalidImage(name: image.source.name, reason: "no image loader in this layout")
      }
      return try loader.loadImage(image.source)
    } catch {
      session.fail(error)
      return nil
    }
  }

  /// Draws into a layer composited with the context's opacity, transform and clip.
  public func drawLayer(content: (inout GraphicsContext) -> Void) {
    var layer = GraphicsContext(session: session, environment: environment)
    content(&layer)
    guard !layer.storage.items.isEmpty else { return }
    emit(.group(GroupItem(items: layer.storage.items)))
  }
}

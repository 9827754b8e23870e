@_spi(Engine) import FolioLayout
import Foundation

/// A view that displays a PNG, JPEG, SVG or PDF image (SVG and a PDF's first page drawn as
/// vectors).
///
/// Without `resizable()` an image has its natural size (pixels as points, or the SVG's
/// size); with it, the image takes the proposed size, usually with `aspectRatio`. A
/// missing, unreadable or corrupt file makes the render throw an error naming the file.
public struct Image: LeafView {
  /// How an image is sampled when scaled.
  public typealias Interpolation = ImageInterpolation

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    /// Stretch the image.
    case stretch
    /// Repeat the image (drawn stretched in Folio).
    case tile
  }

  let source: ImageSource
  var isResizable = false
  var interpolation: Interpolation = .medium
  /// The SF Symbol name of `Image(systemName:)`.
  var symbolName: String?
  /// Pixels per point of a bitmap (2 or 3 for an asset catalog's `@2x` and `@3x` images).
  var pixelsPerPoint: CGFloat = 1
  /// Why an asset-catalog image cannot be drawn.
  var assetFailure: FolioError?
  /// Where the image was made, for diagnostics.
  var location: ViewSourceLocation?

  /// An image from a file (PNG, JPEG or SVG).
  public init(contentsOf url: URL, fileID: StaticString = #fileID, line: UInt = #line) {
    source = .file(url)
    location = ViewSourceLocation(fileID: fileID, line: line)
  }

  /// An image from encoded bytes (PNG, JPEG or SVG).
  public init(data: Data, name: String = "image data", fileID: StaticString = #fileID, line: UInt = #line) {
    source = .data(data, name: name)
    location = ViewSourceLocation(fileID: fileID, line: line)
  }

  /// An image from an asset catalog (`Assets.xcassets/name.imageset`, see `AssetCatalog`),
  /// else a resource of a bundle (tried with the png, jpg, jpeg and svg extensions), else
  /// (no bundle named) a file of that name in the working folder — beside the script, as
  /// `folio` runs scripts — or a file path when `name` starts with `/` or `.` or has a
  /// slash.
  public init(_ name: String, bundle: Bundle? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
    location = ViewSourceLocation(fileID: fileID, line: line)
    let isPath = name.hasPrefix("/") || name.hasPrefix("./") || name.hasPrefix("../")
    if !isPath, let imageSet = AssetCatalog.imageSet(named: name, bundle: bundle) {
      switch ImageSet.file(at: imageSet) {
      case .success(let file):
        source = .file(file.url)
        pixelsPerPoint = file.scale
      case .failure(let error):
        source = .data(Data(), name: name)
        assetFailure = error
      }
      return
    }
    if name.contains("/") {
      source = .file(URL(fileURLWithPath: name))
      return
    }
    let chosen = bundle ?? Bundle.main
    for ext in ["", "png", "jpg", "jpeg", "svg"] {
      if let url = chosen.url(forResource: name, withExtension: ext.isEmpty ? nil : ext) {
        source = .file(url)
        return
      }
    }
    // Without a bundle named: a file of that name in the working folder (a script's own
    // folder, as `folio` runs it).
    if bundle == nil, FileManager.default.fileExists(atPath: name) {
      source = .file(URL(fileURLWithPath: name))
      return
    }
    // Found nowhere: the error names the file beside the script (or the bundle's, when
    // one was named), where the user would put it.
    source = .file(bundle == nil ? URL(fileURLWithPath: name) : chosen.bundleURL.appendingPathComponent(name))
  }

  /// Makes the image take the size proposed to it.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// Sets how the image is sampled when scaled.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolation = interpolation
    return copy
  }

  /// Turns smoothing off (`.none` interpolation) or back on.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    interpolation(isAntialiased ? .medium : .none)
  }

  /// An SF Symbol, as SwiftUI's `Image(systemName:)`. Linux has no SF Symbols: common
  /// names are drawn with a like character of the pinned fonts (`checkmark` ✓, `star.fill`
  /// ★, `gear` ⚙ …; see `SystemSymbol`), in the current font and colour; any other name draws
  /// a placeholder square 1 em wide, with a warning naming it.
  public init(systemName: String, fileID: StaticString = #fileID, line: UInt = #line) {
    location = ViewSourceLocation(fileID: fileID, line: line)
    // (The names with a stand-in: `Image.systemNameStandIns`.)
    source = .data(Data(), name: "systemName: \(systemName)")
    symbolName = systemName
  }

  /// The SF Symbol names `Image(systemName:)` draws with a character, and the characters.
  public static var systemNameStandIns: [String: String] { SystemSymbol.characters }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    let context = context.located(at: location)
    if let symbolName { return SystemSymbol.node(named: symbolName, context: context) }
    let loaded: LoadedImage?
    do throws(FolioError) {
      if let assetFailure { throw assetFailure }
      guard let loader = context.session.imageLoader else {
        throw FolioError.invalidImage(name: source.name, reason: "no image loader in this layout")
      }
      loaded = try loader.loadImage(source)
    } catch {
      context.session.fail(error, source: context.sourceLocation)
      loaded = nil
    }
    return ImageNode(
      image: loaded, name: source.name, isResizable: isResizable, interpolation: interpolation,
      pixelsPerPoint: pixelsPerPoint, context: context)
  }
}

package final class ImageNode: LayoutNode {
  let image: LoadedImage?
  let name: String
  let isResizable: Bool
  let interpolation: ImageInterpolation
  /// The gray of a redacted image (`redacted(reason:)`), nil when drawn.
  let redactedColor: Color?

  let pixelsPerPoint: CGFloat

  init(
    image: LoadedImage?, name: String, isResizable: Bool, interpolation: ImageInterpolation,
    pixelsPerPoint: CGFloat = 1, context: _ResolveContext
  ) {
    self.image = image
    self.pixelsPerPoint = pixelsPerPoint > 0 && pixelsPerPoint.isFinite ? pixelsPerPoint : 1
    redactedColor =
      context.environment.drawsRedacted ? Color.primary.resolved(in: context.environment.colorScheme) : nil
    self.name = name
    self.isResizable = isResizable
    self.interpolation = interpolation
    super.init(context: context)
  }

  package override var dumpName: String { "Image" }
  package override var dumpDetails: String { name }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let pixels = image?.size ?? .zero
    let natural = CGSize(width: pixels.width / pixelsPerPoint, height: pixels.height / pixelsPerPoint)
    return isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    guard let image, frame.width.isFinite, frame.height.isFinite else { return }
    if let redactedColor {
      RedactionBars.record(frame: frame, color: redactedColor, into: &recorder)
      return
    }
    recorder.append(.image(ImageItem(rect: frame, image: image, interpolation: interpolation)))
  }
}

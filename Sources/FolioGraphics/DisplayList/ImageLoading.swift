import Foundation

/// Where an image comes from.
public enum ImageSource: Hashable, Sendable {
  /// A file on disk (PNG, JPEG or SVG, told apart by content).
  case file(URL)
  /// Encoded bytes (PNG, JPEG or SVG), with a name for messages.
  case data(Data, name: String)

  /// The name used in dumps and errors.
  public var name: String {
    switch self {
    case .file(let url): return url.lastPathComponent
    case .data(_, let name): return name
    }
  }
}

/// Decodes images for layout (their natural size) and drawing.
public protocol ImageLoading: AnyObject {
  /// Loads and decodes an image, or throws `FolioError.invalidImage`/`.fileNotReadable`
  /// naming the file.
  func loadImage(_ source: ImageSource) throws(FolioError) -> LoadedImage
}

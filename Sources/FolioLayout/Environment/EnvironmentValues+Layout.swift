import Foundation

struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

struct ContainerSizeKey: EnvironmentKey {
  static let defaultValue: CGSize? = nil
}

struct DefaultPaddingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 16
}

extension EnvironmentValues {
  /// The writing direction; right-to-left mirrors horizontal placement.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Device pixels per point (1 for documents; PNG output scales the drawing instead).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The size of one device pixel in points.
  public var pixelLength: CGFloat { 1 / max(displayScale, 0.0001) }

  /// The length `padding()` uses when no length is given (16, as SwiftUI on iOS).
  public var defaultPadding: CGFloat {
    get { self[DefaultPaddingKey.self] }
    set { self[DefaultPaddingKey.self] = newValue }
  }

  /// The size `containerRelativeFrame` measures against: a document's content area (or a
  /// `Page`'s), a `LayoutSnapshot`'s or `ImageRenderer`'s proposed size; nil when none is
  /// known.
  public var containerSize: CGSize? {
    get { self[ContainerSizeKey.self] }
    set { self[ContainerSizeKey.self] = newValue }
  }
}

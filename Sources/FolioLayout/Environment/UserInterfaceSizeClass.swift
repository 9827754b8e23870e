import Foundation

/// SwiftUI's size classes: how much room the interface has along an axis. A page is
/// `.regular` both ways unless the environment says otherwise
/// (`.environment(\.horizontalSizeClass, .compact)` to lay out a narrow variant).
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room (a phone in portrait, across).
  case compact
  /// Ample room (paper, a desktop window).
  case regular
}

struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
  /// The horizontal size class: `.regular` on paper.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class: `.regular` on paper.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}

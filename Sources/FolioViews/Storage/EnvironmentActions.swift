import Foundation

/// Opens a URL, as SwiftUI's `\.openURL`. A render opens nothing: calling it does nothing
/// (links on a page are drawn as PDF links: `Link`).
public struct OpenURLAction: Sendable {
  /// What a handler decided, as SwiftUI's `OpenURLAction.Result`.
  public enum Result: Sendable {
    /// The handler opened the URL.
    case handled
    /// The handler did not; the system would.
    case systemAction
    /// The handler refused it.
    case discarded
  }

  private let handler: @Sendable (URL) -> Result

  /// An action with a handler (which a render never calls).
  public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

  /// Opens `url`: nothing happens on a page.
  public func callAsFunction(_ url: URL) {}

  /// Opens `url` and reports whether it was accepted: never, on a page.
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

/// Dismisses the presentation a view is in, as SwiftUI's `\.dismiss`. Nothing is presented
/// on a page: calling it does nothing.
public struct DismissAction: Sendable {
  /// The action.
  public init() {}

  /// Dismisses: nothing happens on a page.
  public func callAsFunction() {}
}

struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .discarded }
}

struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction()
}

extension EnvironmentValues {
  /// Opens a URL: nothing, in a render.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// Dismisses the current presentation: nothing, in a render.
  public var dismiss: DismissAction { self[DismissKey.self] }

  /// Whether the view is presented (a sheet, a pushed view): false in a render.
  public var isPresented: Bool { false }
}

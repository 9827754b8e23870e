import Foundation

/// SwiftUI's navigation container. A page has no navigation bar and nothing to navigate
/// to: the root view is drawn as it is, so view files that wrap their screen in one render
/// (docs/coming-from-swiftui.md).
public struct NavigationStack<Root: View>: View {
  let root: Root

  /// A stack whose root view is `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  /// The root view.
  public var body: some View { root }
}

/// SwiftUI's older navigation container, drawn as `NavigationStack` is: its content alone.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The content.
  public var body: some View { content }
}

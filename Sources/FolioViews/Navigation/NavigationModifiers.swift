import Foundation

/// SwiftUI's navigation bar types, for `navigationBarTitleDisplayMode(_:)`.
public enum NavigationBarItem {
  /// How a navigation title is shown.
  public enum TitleDisplayMode: Sendable {
    /// As the context chooses.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, under the bar.
    case large
  }
}

/// Where a toolbar item goes in SwiftUI.
public struct ToolbarItemPlacement: Sendable {
  let name: String

  /// As the context chooses.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The main action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// A confirming action.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// A cancelling action.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// The middle of the bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The bottom bar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// An item of a toolbar in SwiftUI. Pages have no toolbar: it draws nothing.
public struct ToolbarItem<Content: View>: View {
  /// An item at `placement`; `content` is not drawn.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}

  /// Nothing.
  public var body: some View { EmptyView() }
}

/// Items of a toolbar in SwiftUI. Pages have no toolbar: it draws nothing.
public struct ToolbarItemGroup<Content: View>: View {
  /// Items at `placement`; `content` is not drawn.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}

  /// Nothing.
  public var body: some View { EmptyView() }
}

extension View {
  /// The title a navigation bar shows in SwiftUI; a page has no bar, so the view is drawn
  /// as it is.
  public func navigationTitle(_ title: Text) -> Self { self }

  /// The title a navigation bar shows in SwiftUI, from a localized key; drawn as it is.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> Self { self }

  /// The title a navigation bar shows in SwiftUI, from a string; drawn as it is.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> Self { self }

  /// How a navigation title is shown in SwiftUI; the view is drawn as it is.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self {
    self
  }

  /// Items of the view's toolbar in SwiftUI; a page has no toolbar, so they are not drawn
  /// (`content` is not called).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }

  /// What a tap does in SwiftUI; nothing taps a page, so the view is drawn as it is.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }

  /// What a long press does in SwiftUI; nothing presses a page, so the view is drawn as it
  /// is.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
  ) -> Self { self }
}

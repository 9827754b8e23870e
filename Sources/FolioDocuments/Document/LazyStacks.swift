import Foundation

/// SwiftUI's lazy vertical stack. A page is drawn whole, so nothing is deferred: inside a
/// view it lays out as a `VStack`; as a document's top-level content it is a flow that
/// splits across pages between its children, as `PagedVStack` does.
public struct LazyVStack<Content: View>: PrimitiveView {
  let paged: PagedVStack<Content>

  /// Creates a lazy vertical stack (`pinnedViews` are accepted; a page pins nothing).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    paged = PagedVStack(alignment: alignment, spacing: spacing, content: content)
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    paged.makeViewList(context: context)
  }
}

/// SwiftUI's lazy horizontal stack, laid out as an `HStack`.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a lazy horizontal stack (`pinnedViews` are accepted; a page pins nothing).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// The stack.
  public var body: some View {
    HStack(alignment: alignment, spacing: spacing) { content }
  }
}

/// The kinds of views a lazy stack can pin while scrolling (none on paper).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Creates a set from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

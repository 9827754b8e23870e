import Foundation

/// Which pages a running header or footer applies to.
public enum PageSelector: Hashable, Sendable, CaseIterable {
  /// Every page without a more specific variant.
  case all
  /// The first page of a flow (or a single page).
  case first
  /// Left-hand (even-numbered) pages.
  case left
  /// Right-hand (odd-numbered) pages.
  case right
}

/// Running headers or footers by page selector.
struct PageDecorationSet {
  var builders: [PageSelector: (PageContext) -> AnyView] = [:]

  /// The builder for a page: first, then left/right, then all.
  func builder(for context: PageContext) -> ((PageContext) -> AnyView)? {
    if context.isFirstPage, let first = builders[.first] { return first }
    if context.isLeftPage, let left = builders[.left] { return left }
    if context.isRightPage, let right = builders[.right] { return right }
    return builders[.all]
  }
}

struct PageHeaderTrait: TraitKey {
  static var defaultValue: PageDecorationSet { PageDecorationSet() }
}

struct PageFooterTrait: TraitKey {
  static var defaultValue: PageDecorationSet { PageDecorationSet() }
}

extension View {
  /// Sets the running header of the pages this view makes (a `Page`, a `PagedVStack`, a
  /// label sheet, or views flowing at the top level of a document), built from each page's
  /// context. It sits in the top margin; when taller, the content area shrinks.
  public func pageHeader<Header: View>(
    on pages: PageSelector = .all, @ViewBuilder _ header: @escaping (PageContext) -> Header
  ) -> some View {
    modifier(_TraitWritingModifier { $0[PageHeaderTrait.self].builders[pages] = { AnyView(header($0)) } })
  }

  /// Sets the running footer of the pages this view makes, built from each page's
  /// context. It sits in the bottom margin; when taller, the content area shrinks, so
  /// content never runs under it.
  public func pageFooter<Footer: View>(
    on pages: PageSelector = .all, @ViewBuilder _ footer: @escaping (PageContext) -> Footer
  ) -> some View {
    modifier(_TraitWritingModifier { $0[PageFooterTrait.self].builders[pages] = { AnyView(footer($0)) } })
  }

  /// Removes running headers and footers from the pages this content is on.
  public func pageDecorationsHidden() -> some View {
    modifier(
      _TraitWritingModifier {
        $0[PageHeaderTrait.self].builders = [:]
        $0[PageFooterTrait.self].builders = [:]
      })
  }
}

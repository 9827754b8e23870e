import Foundation

/// How a flowing child breaks across pages.
package struct FlowBreakOptions {
  package var pageBreakBefore = false
  package var keepTogether = false
  package var keepWithNext = false
  package var sectionTitle: String?
}

struct FlowBreakTrait: TraitKey {
  static var defaultValue: FlowBreakOptions { FlowBreakOptions() }
}

extension View {
  /// Starts this view on a new page (in a flow of pages).
  public func pageBreak(before: Bool = true) -> some View {
    modifier(_TraitWritingModifier { $0[FlowBreakTrait.self].pageBreakBefore = before })
  }

  /// Keeps this view on one page: it moves to the next page whole (it is split only when
  /// it is taller than a page).
  public func keepTogether(_ enabled: Bool = true) -> some View {
    modifier(_TraitWritingModifier { $0[FlowBreakTrait.self].keepTogether = enabled })
  }

  /// Keeps this view on the same page as the view after it (for headings).
  public func keepWithNext(_ enabled: Bool = true) -> some View {
    modifier(_TraitWritingModifier { $0[FlowBreakTrait.self].keepWithNext = enabled })
  }

  /// Starts a section: page headers and footers read its title from `PageContext`.
  public func pageSection(_ title: String) -> some View {
    modifier(_TraitWritingModifier { $0[FlowBreakTrait.self].sectionTitle = title })
  }
}

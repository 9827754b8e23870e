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

/// The flow modifiers apply to the view as a whole, even when it is several blocks of the
/// flow (a `Markdown` view, a `Group`, a `ForEach`): a page break before its first block, a
/// section starting at it, its last block kept with what follows, and all of its blocks
/// kept together.
extension View {
  /// Starts this view on a new page (in a flow of pages).
  public func pageBreak(before: Bool = true) -> some View {
    modifier(_FlowTraitModifier(part: .first) { $0[FlowBreakTrait.self].pageBreakBefore = before })
  }

  /// Keeps this view on one page: it moves to the next page whole (it is split only when
  /// it is taller than a page).
  public func keepTogether(_ enabled: Bool = true) -> some View {
    modifier(_FlowTraitModifier(part: .together(enabled)) { $0[FlowBreakTrait.self].keepTogether = enabled })
  }

  /// Keeps this view on the same page as the view after it (for headings).
  public func keepWithNext(_ enabled: Bool = true) -> some View {
    modifier(_FlowTraitModifier(part: .last) { $0[FlowBreakTrait.self].keepWithNext = enabled })
  }

  /// Starts a section: page headers and footers read its title from `PageContext`.
  public func pageSection(_ title: String) -> some View {
    modifier(_FlowTraitModifier(part: .first) { $0[FlowBreakTrait.self].sectionTitle = title })
  }
}

/// Writes a flow trait on the part of a view's blocks it concerns.
public struct _FlowTraitModifier: PrimitiveViewModifier {
  enum Part {
    /// The first block.
    case first
    /// The last block.
    case last
    /// Every block, each kept with the next but the last (when enabled).
    case together(Bool)
  }

  let part: Part
  let update: (inout ViewTraits) -> Void

  init(part: Part, update: @escaping (inout ViewTraits) -> Void) {
    self.part = part
    self.update = update
  }

  package func makeViewList(content: ViewListMaker, context: _ResolveContext) -> _ViewList {
    let update = self.update
    func changed(_ element: ViewElement) -> ViewElement {
      var copy = element
      update(&copy.traits)
      return copy
    }
    let list = content(context)
    switch part {
    case .first: return list.mapFirst(changed)
    case .last: return list.mapLast(changed)
    case .together(let enabled):
      // Several blocks stay together as a chain: each but the last kept with the next.
      var elements = list.elements.map(changed)
      if enabled {
        for index in elements.indices.dropLast() {
          elements[index].traits[FlowBreakTrait.self].keepWithNext = true
        }
      }
      return _ViewList(parts: elements.map { .element($0) })
    }
  }
}

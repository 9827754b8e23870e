import Foundation

/// One element of a view list: what a container sees as one subview.
package struct ViewElement {
  package var traits: ViewTraits
  /// Makes the element's node. Called once per layout of the element.
  package var makeNode: () -> LayoutNode

  package init(traits: ViewTraits = ViewTraits(), makeNode: @escaping () -> LayoutNode) {
    self.traits = traits
    self.makeNode = makeNode
  }
}

/// The elements a view stands for, generated lazily where they come from a `ForEach`, so a
/// paged container can stream thousands of rows without resolving them all at once.
public struct _ViewList {
  package enum Part {
    case element(ViewElement)
    case generated(count: Int, item: (Int) -> _ViewList)
  }

  package var parts: [Part]

  package init(parts: [Part] = []) { self.parts = parts }

  package init(element: ViewElement) { parts = [.element(element)] }

  package static var empty: _ViewList { _ViewList() }

  package init(concatenating lists: [_ViewList]) {
    parts = lists.flatMap(\.parts)
  }

  /// Visits every element in order, generating `ForEach` items on the way. Returning false
  /// from `body` stops the walk.
  @discardableResult
  package func forEachElement(_ body: (ViewElement) -> Bool) -> Bool {
    for part in parts {
      switch part {
      case .element(let element):
        if !body(element) { return false }
      case .generated(let count, let item):
        for index in 0..<count where !item(index).forEachElement(body) {
          return false
        }
      }
    }
    return true
  }

  /// Every element, generated.
  package var elements: [ViewElement] {
    var result: [ViewElement] = []
    forEachElement {
      result.append($0)
      return true
    }
    return result
  }

  /// Whether the list has no element.
  package var isEmpty: Bool {
    forEachElement { _ in false }
  }

  /// The same list with each element transformed, lazily.
  package func map(_ transform: @escaping (ViewElement) -> ViewElement) -> _ViewList {
    _ViewList(
      parts: parts.map { part in
        switch part {
        case .element(let element): return .element(transform(element))
        case .generated(let count, let item):
          return .generated(count: count, item: { item($0).map(transform) })
        }
      })
  }

  /// The same list with each element's node wrapped, lazily.
  package func mapNodes(_ wrap: @escaping (LayoutNode) -> LayoutNode) -> _ViewList {
    map { element in
      let make = element.makeNode
      return ViewElement(traits: element.traits) { wrap(make()) }
    }
  }

  /// The same list with each element's traits changed.
  package func mapTraits(_ update: @escaping (inout ViewTraits) -> Void) -> _ViewList {
    map { element in
      var copy = element
      update(&copy.traits)
      return copy
    }
  }
}

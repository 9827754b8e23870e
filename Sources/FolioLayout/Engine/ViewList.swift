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

  /// Makes the element's node inside a container's: one step of the layout's recursion
  /// (`LayoutSession.enter`), since making it resolves and makes everything nested in
  /// it. Past the depth limit the node is empty and the render fails.
  package func makeNode(inside context: _ResolveContext) -> LayoutNode {
    guard context.session.enter("view") else { return EmptyNode(context: context) }
    defer { context.session.leave() }
    return makeNode()
  }
}

/// The elements a view stands for, generated lazily where they come from a `ForEach`, so a
/// paged container can stream thousands of rows without resolving them all at once.
///
/// A list of one element (most views) is stored without an array.
public struct _ViewList {
  package enum Part {
    case element(ViewElement)
    case generated(count: Int, item: (Int) -> _ViewList)
  }

  private enum Storage {
    case single(ViewElement)
    case parts([Part])
  }

  private var storage: Storage

  package init(parts: [Part] = []) { storage = .parts(parts) }

  package init(element: ViewElement) { storage = .single(element) }

  package static var empty: _ViewList { _ViewList() }

  package init(concatenating lists: [_ViewList]) {
    if lists.count == 1 {
      self = lists[0]
      return
    }
    self.init()
    for list in lists { append(list) }
  }

  /// The list's parts in order.
  package var parts: [Part] {
    switch storage {
    case .single(let element): return [.element(element)]
    case .parts(let parts): return parts
    }
  }

  /// Appends another list's parts.
  package mutating func append(_ list: _ViewList) {
    var parts: [Part]
    switch storage {
    case .single(let element): parts = [.element(element)]
    case .parts(let existing): parts = existing
    }
    storage = .parts([])
    switch list.storage {
    case .single(let element): parts.append(.element(element))
    case .parts(let more): parts.append(contentsOf: more)
    }
    storage = .parts(parts)
  }

  /// Visits every element in order, generating `ForEach` items on the way. Returning false
  /// from `body` stops the walk.
  @discardableResult
  package func forEachElement(_ body: (ViewElement) -> Bool) -> Bool {
    let parts: [Part]
    switch storage {
    case .single(let element): return body(element)
    case .parts(let all): parts = all
    }
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
    if case .single(let element) = storage { return _ViewList(element: transform(element)) }
    return _ViewList(
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

  /// The same list with its first element transformed (lazily: `ForEach` items are made
  /// when the list is walked, the first one now to find it).
  package func mapFirst(_ transform: @escaping (ViewElement) -> ViewElement) -> _ViewList {
    if case .single(let element) = storage { return _ViewList(element: transform(element)) }
    var parts = self.parts
    for (position, part) in parts.enumerated() {
      switch part {
      case .element(let element):
        parts[position] = .element(transform(element))
        return _ViewList(parts: parts)
      case .generated(let count, let item):
        guard let first = (0..<count).first(where: { !item($0).isEmpty }) else { continue }
        parts[position] = .generated(
          count: count, item: { $0 == first ? item($0).mapFirst(transform) : item($0) })
        return _ViewList(parts: parts)
      }
    }
    return self
  }

  /// The same list with its last element transformed.
  package func mapLast(_ transform: @escaping (ViewElement) -> ViewElement) -> _ViewList {
    if case .single(let element) = storage { return _ViewList(element: transform(element)) }
    var parts = self.parts
    for (position, part) in parts.enumerated().reversed() {
      switch part {
      case .element(let element):
        parts[position] = .element(transform(element))
        return _ViewList(parts: parts)
      case .generated(let count, let item):
        guard let last = (0..<count).reversed().first(where: { !item($0).isEmpty }) else { continue }
        parts[position] = .generated(
          count: count, item: { $0 == last ? item($0).mapLast(transform) : item($0) })
        return _ViewList(parts: parts)
      }
    }
    return self
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
